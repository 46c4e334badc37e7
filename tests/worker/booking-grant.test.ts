import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GRANT_COOKIE, grantCookie, grantFor, heldGrant, parseManageToken } from "~/lib/booking-grant";

const ORDER = "0b7f3c1e-5d2a-4c1b-9a8e-1f2d3c4b5a69";
const token = (orderId: string, expiresAt: number) => `${orderId}.${expiresAt}.${"s".repeat(43)}`;
const requestWith = (cookie: string) => new Request("https://shop.example/reservation", { headers: { cookie } });

describe("the find-my-reservation grant", () => {
  it("opens the one booking its token names, until the token ends", () => {
    const now = Date.UTC(2027, 2, 1);
    const request = requestWith(`${GRANT_COOKIE}=${token(ORDER, now + 60_000)}`);
    expect(grantFor(request, ORDER, now)).toMatchObject({ orderId: ORDER, expiresAt: now + 60_000 });
    expect(grantFor(request, "another-order", now)).toBeUndefined();
    expect(grantFor(request, ORDER, now + 60_000)).toBeUndefined();
    expect(grantFor(requestWith("other=1"), ORDER, now)).toBeUndefined();
  });

  it("is kept in an HttpOnly, Secure, SameSite=Lax cookie that ends with the token", () => {
    const expiresAt = Date.UTC(2027, 2, 1, 10);
    const header = grantCookie(parseManageToken(token(ORDER, expiresAt))!);
    expect(header).toContain(`${GRANT_COOKIE}=${ORDER}.${expiresAt}.`);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toContain(`Expires=${new Date(expiresAt).toUTCString()}`);
  });

  it("reads anything else in the cookie as no grant (generated)", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const grant = parseManageToken(value);
        if (grant) expect(value.startsWith(`${grant.orderId}.${grant.expiresAt}.`)).toBe(true);
      }),
    );
    expect(parseManageToken(`${ORDER}.soon.${"s".repeat(43)}`)).toBeUndefined();
    expect(parseManageToken(`${ORDER}.1.short`)).toBeUndefined();
  });

  it("is read whatever booking it names, for the change pages, until it ends (generated cookies)", () => {
    const now = Date.UTC(2027, 2, 1);
    expect(heldGrant(requestWith(`${GRANT_COOKIE}=${token(ORDER, now + 1)}`), now)).toMatchObject({ orderId: ORDER });
    expect(heldGrant(requestWith(`${GRANT_COOKIE}=${token(ORDER, now)}`), now)).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (value) => {
        const grant = heldGrant(requestWith(`${GRANT_COOKIE}=${encodeURIComponent(value)}`), now);
        if (grant) expect(grant.expiresAt).toBeGreaterThan(now);
      }),
    );
  });
});

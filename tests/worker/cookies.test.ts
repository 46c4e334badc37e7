import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clearedCookie, cookieHeader, preferenceCookie, readCookie } from "~/lib/cookies";

const withCookie = (header: string) => new Request("https://shop.test/", { headers: { cookie: header } });

/** The attributes of a Set-Cookie value, by lower-case name. */
function attributes(setCookie: string): Map<string, string> {
  const [, ...parts] = setCookie.split("; ");
  return new Map(parts.map((part) => [part.split("=")[0]!.toLowerCase(), part.split("=").slice(1).join("=")]));
}

describe("the one cookie policy", () => {
  it("sets every cookie HttpOnly, Secure, SameSite=Lax on the whole site", () => {
    for (const header of [
      preferenceCookie("currency", "EUR", 31_536_000),
      clearedCookie("orderId"),
      cookieHeader("access_token", "a.b.c", { expiresAt: Date.now() + 900_000 }),
      cookieHeader("currency", "EUR", "session"),
    ]) {
      const attrs = attributes(header);
      expect(attrs.has("httponly")).toBe(true);
      expect(attrs.has("secure")).toBe(true);
      expect(attrs.get("samesite")).toBe("Lax");
      expect(attrs.get("path")).toBe("/");
    }
    expect(attributes(preferenceCookie("age", "30", 31_536_000)).get("max-age")).toBe("31536000");
    expect(attributes(clearedCookie("orderId")).get("max-age")).toBe("0");
    // A session cookie says neither: the browser forgets it when the visit ends.
    const session = attributes(cookieHeader("currency", "EUR", "session"));
    expect(session.has("max-age") || session.has("expires")).toBe(false);
  });

  it("reads back any value it wrote, next to other cookies", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (value, other) => {
        const [pair] = preferenceCookie("orderId", value, 60).split("; ");
        const [otherPair] = preferenceCookie("currency", other, 60).split("; ");
        expect(readCookie(withCookie(`${otherPair}; ${pair}`), "orderId")).toBe(value);
        expect(readCookie(withCookie(`${pair}; ${otherPair}`), "currency")).toBe(other);
      }),
      { numRuns: 1000, seed: 15 },
    );
  });

  it("answers undefined for a missing cookie and never throws on a hostile header", () => {
    expect(readCookie(new Request("https://shop.test/"), "orderId")).toBeUndefined();
    expect(readCookie(withCookie("currency=EUR"), "orderId")).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (header) => {
        const value = readCookie(withCookie(header.replace(/[\r\n\0]/g, "")), "orderId");
        expect(value === undefined || typeof value === "string").toBe(true);
      }),
      { numRuns: 2000, seed: 15 },
    );
  });
});

import { describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { hostileRedirects, staysOn } from "../support/redirect-corpus";
import { signedIn, visit } from "../support/sign-in";
import { fetchPage } from "../support/worker-fetch";

/**
 * Issue #14, redirects: 1,000 generated hostile targets (seeded) through the built Worker, on every
 * route that redirects to a visitor-supplied target, anonymous and signed in. Every answer's
 * `Location` stays on the shop.
 */
const ORIGIN = "http://localhost";
const VALUES = hostileRedirects(1000);
const BATCH = 8;

/** `lane`: the probe's place in its batch (0 … BATCH − 1); a lane's probes run one after another. */
type Probe = (value: string, lane: number) => Promise<Response>;

/** Sends every value through `probe` (a few at a time); returns those whose answer left the site. */
async function escapes(probe: Probe, expectRedirect: boolean): Promise<string[]> {
  const bad: string[] = [];
  for (let start = 0; start < VALUES.length; start += BATCH) {
    await Promise.all(
      VALUES.slice(start, start + BATCH).map(async (value, lane) => {
        const response = await probe(value, lane);
        const body = await response.text();
        const location = response.headers.get("location");
        if (response.status >= 500) bad.push(`${JSON.stringify(value)} → ${response.status}`);
        else if (expectRedirect && !(response.status >= 300 && response.status < 400)) {
          bad.push(`${JSON.stringify(value)} → ${response.status}, no redirect`);
        } else if (location !== null && !staysOn(ORIGIN, location)) {
          bad.push(`${JSON.stringify(value)} → ${location}`);
        } else if (!expectRedirect) {
          // The login page carries the target on into its forms: decoded, it must be a safe one too.
          for (const match of body.matchAll(/\?redirect=([^"&]*)/g)) {
            const carried = decodeURIComponent(match[1]!.replace(/&amp;/g, "&"));
            if (!carried.startsWith("/") || !staysOn(ORIGIN, carried))
              bad.push(`${JSON.stringify(value)} → form ${carried}`);
          }
        }
      }),
    );
  }
  return bad;
}

/** Each probe sends the same cookies; what an answer sets does not leak into the next probe. */
const form = (jar: Jar, path: string, fields: Record<string, string>) => visit(jar.copy(), path, fields);

describe(`${VALUES.length} generated redirect targets stay on the site`, () => {
  it("is a corpus of at least 1,000 distinct values", () => {
    expect(new Set(VALUES).size).toBe(1000);
  });

  describe("anonymous", () => {
    it("/login?redirect= renders the form and carries only a safe target", async () => {
      expect(await escapes((value) => fetchPage(`/login?redirect=${encodeURIComponent(value)}`), false)).toEqual([]);
    });

    it("POST /logout", async () => {
      expect(await escapes((value) => form(new Jar(), "/logout", { redirect: value }), true)).toEqual([]);
    });

    it("POST /preferences/currency", async () => {
      expect(
        await escapes((value) => form(new Jar(), "/preferences/currency", { currency: "EUR", redirect: value }), true),
      ).toEqual([]);
    });
  });

  describe("signed in", () => {
    let jar: Jar;

    it("GET /login?redirect= sends a signed-in visitor on", async () => {
      jar = await signedIn("redirect-corpus@example.com");
      expect(
        await escapes((value) => visit(jar.copy(), `/en/login?redirect=${encodeURIComponent(value)}`), true),
      ).toEqual([]);
    });

    it("POST /login?redirect= (name step) sends the visitor on", async () => {
      // Every answer renews the session (the new access token carries the name), which rotates the
      // refresh token; the old one is honoured for 30 seconds only. So each lane is a visitor of its
      // own whose next probe sends the renewed cookies, as a browser would, however long the run.
      const lanes: Jar[] = [];
      for (let lane = 0; lane < BATCH; lane++) lanes.push(await signedIn(`redirect-name-${lane}@example.com`));
      expect(
        await escapes(
          (value, lane) =>
            visit(lanes[lane]!, `/login?redirect=${encodeURIComponent(value)}`, {
              intent: "name",
              firstName: "Ayşe",
              lastName: "Yılmaz",
            }),
          true,
        ),
      ).toEqual([]);
    });

    it("POST /preferences/currency", async () => {
      jar ??= await signedIn("redirect-corpus@example.com");
      expect(
        await escapes((value) => form(jar, "/preferences/currency", { currency: "USD", redirect: value }), true),
      ).toEqual([]);
    });

    it("POST /logout (a fresh session for each of 25 values)", async () => {
      const bad: string[] = [];
      for (const [index, value] of VALUES.slice(0, 25).entries()) {
        const visitor = await signedIn(`redirect-logout-${index}@example.com`);
        const response = await visit(visitor, "/logout", { redirect: value });
        await response.arrayBuffer();
        expect(response.status).toBe(302);
        if (!staysOn(ORIGIN, response.headers.get("location"))) bad.push(value);
        expect(visitor.has("rt")).toBe(false);
      }
      expect(bad).toEqual([]);
    });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostileRedirect, hostileRedirects, staysOn } from "../../tests/support/redirect-corpus";
import { isHttpsUrl, isSafeHref, isSitePath, safeRedirectPath } from "./safe-redirect";

const ORIGIN = "https://shop.example";

describe("safe redirect target", () => {
  it.each([
    ["/account", "/account"],
    ["/search?p_p=41.2,28.7&a=30", "/search?p_p=41.2,28.7&a=30"],
    ["/tr/kampanya/yaz#kosullar", "/tr/kampanya/yaz#kosullar"],
    ["/tr/../en/kampanya", "/en/kampanya"],
    ["/search?q=100%", "/search?q=100%"],
  ])("keeps the same-origin path %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https:evil.example",
    "https://evil.example/path",
    "javascript:alert(1)",
    "%2F%2Fevil.example",
    "%252F%252Fevil.example",
    "/%2F/evil.example",
    "/%5Cevil.example",
    "/\tevil",
    "/\u0000",
    "evil.example",
    // Judged after parsing: these become "//evil.example" once dot segments are resolved.
    "/..//evil.example",
    "/.//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/./\\evil.example",
    "/tr/..//evil.example",
    "/\t/evil.example",
    "/%252F%252Fevil.example",
    "/／evil.example",
    "",
    null,
    undefined,
  ])("sends %j to the fallback", (input) => {
    expect(safeRedirectPath(input)).toBe("/");
    expect(safeRedirectPath(input, "/en")).toBe("/en");
  });

  it("gives a same-origin Location for 2,000 generated hostile values (seeded)", () => {
    const values = hostileRedirects(2000);
    const escaped = values.filter((value) => !staysOn(ORIGIN, safeRedirectPath(value), `${ORIGIN}/tr/login`));
    expect(escaped).toEqual([]);
    expect(values.length).toBe(2000);
  });

  it("returns only values it would accept again, unchanged (it checks what it returns)", () => {
    fc.assert(
      fc.property(fc.oneof(hostileRedirect, fc.string(), fc.webPath()), (value) => {
        const target = safeRedirectPath(value, "/fallback");
        expect(isSitePath(target)).toBe(true);
        expect(safeRedirectPath(target, "/other")).toBe(target);
        expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 3000, seed: 14 },
    );
  });

  it("keeps ordinary shop paths as they are", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(fc.stringMatching(/^[a-z_]{1,4}$/), fc.string({ maxLength: 8 }))),
        (segments, query) => {
          const search = new URLSearchParams(query).toString();
          const path = `/${segments.join("/")}${search ? `?${search}` : ""}`;
          expect(safeRedirectPath(path)).toBe(path);
        },
      ),
      { numRuns: 500, seed: 14 },
    );
  });
});

describe("links from content (footer columns, hello bars, store buttons)", () => {
  it.each([
    "/kampanya/yaz-firsatlari",
    "/en/campaign?x=1#terms",
    "https://apps.apple.com/app/id1",
    "https://shop.example",
  ])("takes %s", (value) => {
    expect(isSafeHref(value)).toBe(true);
  });

  it.each([
    "/\\evil.example/x",
    "//evil.example/x",
    "/..//evil.example",
    "/%2e%2e//evil.example",
    "http://evil.example",
    "https:evil.example",
    "https:/evil.example",
    "https://user:pass@evil.example",
    "https://evil.example/a b",
    "https://evil.example\\@shop.example",
    "javascript:alert(1)",
    "mailto:a@b.c",
    "kampanya",
    "",
  ])("refuses %j", (value) => {
    expect(isSafeHref(value)).toBe(false);
  });

  it("sends a browser only to this site or to an https address, for generated hostile values", () => {
    fc.assert(
      fc.property(fc.oneof(hostileRedirect, fc.string(), fc.webUrl(), fc.webPath()), (value) => {
        if (!isSafeHref(value)) return;
        const target = new URL(value, ORIGIN);
        if (isSitePath(value)) expect(target.origin).toBe(ORIGIN);
        else {
          expect(isHttpsUrl(value)).toBe(true);
          expect(target.protocol).toBe("https:");
          expect(target.href.startsWith(`https://${target.host}`)).toBe(true);
          expect(target.username + target.password).toBe("");
        }
      }),
      { numRuns: 5000, seed: 15 },
    );
  });
});

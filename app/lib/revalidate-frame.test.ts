import fc from "fast-check";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { revalidateUnlessSearchOnly } from "./revalidate-frame";

const origin = "https://shop.test";
const args = (
  from: string,
  to: string,
  extra: Partial<ShouldRevalidateFunctionArgs> = {},
): ShouldRevalidateFunctionArgs => ({
  currentUrl: new URL(from, origin),
  nextUrl: new URL(to, origin),
  currentParams: {},
  nextParams: {},
  defaultShouldRevalidate: true,
  ...extra,
});

describe("revalidateUnlessSearchOnly", () => {
  it("skips a navigation that changes only the query of the same path", () => {
    expect(revalidateUnlessSearchOnly(args("/search?a=1", "/search?a=1&c=economy"))).toBe(false);
    expect(revalidateUnlessSearchOnly(args("/en/search", "/en/search?sb=lowest_price_first"))).toBe(false);
    // A GET form is a navigation like a link.
    expect(revalidateUnlessSearchOnly(args("/search?a=1", "/search?a=2", { formMethod: "GET" }))).toBe(false);
  });

  it("keeps React Router's choice on a new path, a submission and a revalidation of the same address", () => {
    expect(revalidateUnlessSearchOnly(args("/search?a=1", "/kampanya"))).toBe(true);
    expect(revalidateUnlessSearchOnly(args("/search?a=1", "/search?a=1"))).toBe(true);
    expect(revalidateUnlessSearchOnly(args("/login", "/login?x=1", { formMethod: "POST", actionStatus: 200 }))).toBe(
      true,
    );
    expect(revalidateUnlessSearchOnly(args("/a?x=1", "/a?x=2", { actionResult: { ok: true } }))).toBe(true);
    // A failed action: React Router says no, and so does the helper.
    expect(
      revalidateUnlessSearchOnly(
        args("/login", "/login", { formMethod: "POST", actionStatus: 400, defaultShouldRevalidate: false }),
      ),
    ).toBe(false);
  });

  it("never revalidates where React Router would not, whatever the addresses", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,6}$/);
    const address = fc
      .tuple(fc.array(segment, { maxLength: 3 }), fc.dictionary(segment, segment, { maxKeys: 3 }))
      .map(([parts, query]) => `/${parts.join("/")}?${new URLSearchParams(query)}`);
    fc.assert(
      fc.property(
        address,
        address,
        fc.constantFrom<ShouldRevalidateFunctionArgs["formMethod"]>(undefined, "GET", "POST", "DELETE"),
        (from, to, formMethod) => {
          const base = args(from, to, { formMethod });
          expect(revalidateUnlessSearchOnly({ ...base, defaultShouldRevalidate: false })).toBe(false);
          const chosen = revalidateUnlessSearchOnly(base);
          const searchOnly =
            base.currentUrl.pathname === base.nextUrl.pathname && base.currentUrl.search !== base.nextUrl.search;
          expect(chosen).toBe(!searchOnly || (formMethod !== undefined && formMethod !== "GET"));
        },
      ),
      { numRuns: 300, seed: 8 },
    );
  });
});

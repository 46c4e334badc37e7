import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_REVIEW_PAGES, REVIEW_PAGES_PARAM, reviewPages } from "./review-pages";

const pagesFor = (value: string | null) => {
  const url = new URL("https://www.rotago.com.tr/detail?code=x");
  if (value !== null) url.searchParams.set(REVIEW_PAGES_PARAM, value);
  return reviewPages(url);
};

describe("the reviews' page count in the URL", () => {
  it("is 1 without rp, the number rp says within 1…25, and 1 for anything else", () => {
    expect(pagesFor(null)).toBe(1);
    expect(pagesFor("3")).toBe(3);
    expect(pagesFor(String(MAX_REVIEW_PAGES))).toBe(MAX_REVIEW_PAGES);
    for (const bad of ["", "0", "-2", "26", "2.5", "abc", "1e3", "Infinity"]) expect(pagesFor(bad), bad).toBe(1);
  });

  it("never asks for fewer than one or more than the cap, whatever the URL says", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String)), (value) => {
        const pages = pagesFor(value);
        expect(Number.isInteger(pages) && pages >= 1 && pages <= MAX_REVIEW_PAGES).toBe(true);
      }),
    );
  });
});

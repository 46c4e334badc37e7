import { describe, expect, it } from "vitest";
import { hrefFor, PAGES, type PageName } from "./route-table";

/*
 * Page names and parameters are types derived from the page table: `npm run typecheck` fails when
 * a line marked @ts-expect-error below compiles, that is when a misspelt page or a parameter the
 * page's paths do not name would be accepted.
 */
describe("typed page names", () => {
  it("refuses a misspelt page name at compile time; at run time it would throw while rendering", () => {
    // @ts-expect-error: "campains" is not a page of the table.
    expect(() => hrefFor("campains", "en")).toThrow('Unknown page "campains"');
    // @ts-expect-error: page names are the table's, case included.
    expect(() => hrefFor("Campaigns", "tr")).toThrow('Unknown page "Campaigns"');
  });

  it("refuses a parameter the page's paths do not name", () => {
    // @ts-expect-error: the campaign page's paths name `slug`, not `id`.
    expect(() => hrefFor("campaign", "en", { id: "yaz" })).toThrow("has no path for parameters {id}");
    // @ts-expect-error: the home page has no parameters.
    expect(() => hrefFor("home", "en", { slug: "x" })).toThrow("has no path for parameters {slug}");
  });

  it("refuses a page without a parameter every one of its paths needs", () => {
    // @ts-expect-error: every path of the campaign page names a slug.
    expect(() => hrefFor("campaign", "en")).toThrow("has no path for parameters {}");
    // @ts-expect-error: a car location page needs at least its country (`name`).
    expect(() => hrefFor("car-location", "tr", { city: "antalya" })).toThrow("has no path for parameters {city}");
    // Optional ones may be left out: the legal index has no slug, the city is optional on a location.
    expect(hrefFor("legal", "en")).toBe("/en/kvkk");
    expect(hrefFor("car-location", "en", { name: "turkiye" })).toBe("/en/car/turkiye");
  });

  it("accepts every name of the table, and a page's own parameters", () => {
    const names: readonly PageName[] = PAGES.map((definition) => definition.name);
    expect(names).toContain("car-search");
    expect(hrefFor("campaign", "en", { slug: "yaz" })).toBe("/en/campaign/yaz");
    expect(hrefFor("car-brand", "tr", { brand: "fiat", model: "egea" })).toBe(
      "/arac-kiralama/kiralik-arac-markalari/fiat/egea",
    );
  });
});

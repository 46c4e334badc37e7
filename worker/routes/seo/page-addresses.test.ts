import { describe, expect, it } from "vitest";
import { LOCALES } from "~/routing/locales";
import { expandRoutes, hrefFor, PAGES } from "~/routing/route-table";
import { canonicalLegalParams, LEGAL_SLUGS } from "~/routing/legal-slugs";
import { renderRobots } from "./robots";
import { INDEXABLE_PAGES, sitemapPages } from "./sitemap";

/** The path prefixes robots.txt keeps crawlers out of (a `*` segment stands for a language). */
const disallowed = renderRobots("https://example.test")
  .split("\n")
  .filter((line) => line.startsWith("Disallow: ") && !line.includes("?"))
  .map((line) => line.slice("Disallow: ".length));

const isDisallowed = (path: string) =>
  disallowed.some((rule) => {
    const pattern = new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]+")}`);
    return pattern.test(path);
  });

describe("canonical and hreflang addresses by page", () => {
  it("every page crawlers may read names its addresses, none they are kept from does", () => {
    for (const page of PAGES) {
      const paths = expandRoutes([page]).map((entry) => entry.path);
      const crawlable = paths.some((path) => !isDisallowed(path));
      // The flight results are crawlable but `noindex` (per visitor and search): no canonical.
      const expected = crawlable && page.name !== "flight-search";
      expect(page.addresses !== undefined, `${page.name}: ${paths[0]}`).toBe(expected);
    }
  });

  it("every page the sitemap lists names its addresses", () => {
    for (const name of INDEXABLE_PAGES) {
      expect(PAGES.find((page) => page.name === name)?.addresses, name).toBeDefined();
    }
    const slugs = {
      campaigns: [],
      blogPosts: [],
      locations: [],
      companies: [],
      suppliers: [],
      brands: [],
      airlines: [],
      flightDestinations: [],
    };
    for (const entry of sitemapPages(slugs)) {
      expect(PAGES.find((page) => page.name === entry.page)?.addresses, entry.page).toBeDefined();
    }
  });

  it("names one address per legal text, whichever of its slugs was asked for", () => {
    const byContent = new Map<string, Set<string>>();
    for (const slug of LEGAL_SLUGS) {
      const address = hrefFor("legal", "en", canonicalLegalParams(slug));
      const text = JSON.stringify(canonicalLegalParams(slug));
      byContent.set(text, (byContent.get(text) ?? new Set()).add(address));
      expect(LEGAL_SLUGS, slug).toContain(canonicalLegalParams(slug).slug ?? "kvkk");
    }
    for (const addresses of byContent.values()) expect(addresses.size).toBe(1);
    expect(hrefFor("legal", "tr", canonicalLegalParams("kvkk-aydinlatma-metni"))).toBe("/kvkk");
    expect(hrefFor("legal", "tr", canonicalLegalParams("gizlilik-politikasi"))).toBe("/gizlilik");
    expect(LOCALES.map((locale) => hrefFor("legal", locale, canonicalLegalParams("kullanim-kosullari")))).toContain(
      "/en/kvkk/kullanimkosullari",
    );
  });
});

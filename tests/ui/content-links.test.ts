import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { LEGAL_SLUGS } from "~/routing/legal-slugs";
import { expandRoutes } from "~/routing/route-table";
import { CONTENT_DOCUMENTS } from "../../services/content/seed";

/** Every site-relative link in a document's rich text and url fields. */
function internalLinks(value: unknown): string[] {
  if (typeof value === "string") {
    const hrefs = [...value.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1] ?? "");
    return /^\/(?!\/|images\/)/.test(value) && !value.includes(" ") ? [value, ...hrefs] : hrefs;
  }
  if (Array.isArray(value)) return value.flatMap(internalLinks);
  if (value && typeof value === "object") return Object.values(value).flatMap(internalLinks);
  return [];
}

describe("links inside seeded content", () => {
  const routes = expandRoutes().map((entry) => ({ path: entry.path, id: entry.page.name }));

  it("lead to pages the shop has", () => {
    const links = [...new Set(CONTENT_DOCUMENTS.flatMap((document) => internalLinks(document.data)))];
    expect(links.length).toBeGreaterThan(10);
    const broken = links.filter((link) => {
      const pathname = new URL(link, "https://shop.test").pathname;
      const match = matchRoutes(routes, pathname)?.at(-1);
      if (!match) return true;
      // The legal alias (/{slug}) catches every one-segment path; only known slugs are pages.
      if (match.route.id === "legal") return !LEGAL_SLUGS.includes(match.params.slug ?? "kvkk");
      return false;
    });
    expect(broken).toEqual([]);
  });
});

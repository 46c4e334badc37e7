/**
 * The sitemap (docs/seo.md): every indexable page in every language, from the route table plus
 * the slugs content and the car catalog know. Pure functions here; `index.ts` gathers the slugs.
 */
import { absoluteHref, pageAddresses, type SiteOrigins } from "~/lib/seo";
import { type Locale, LOCALES } from "~/routing/locales";
import { canonicalLegalParams, LEGAL_SLUGS } from "~/routing/legal-slugs";
import { pageByName } from "~/routing/route-table";

/** A page of the route table with its parameters: one `<url>` per language. */
export interface SitemapPage {
  readonly page: string;
  readonly params?: Readonly<Record<string, string>>;
}

/**
 * Pages without parameters that search engines should index: public content, landing pages and
 * lists. Not: login, search results, product detail, checkout, account, reservations,
 * unsubscribe, supplier approval (personal, transactional or endless).
 */
export const INDEXABLE_PAGES = [
  "home",
  "car-home",
  "flight-home",
  "locations-car",
  "car-brands",
  "car-rental-terms",
  "suppliers",
  "suppliers-flight",
  "campaigns",
  "blog",
  "about-us",
  "about-us-team",
  "about-us-career",
  "about-us-contact",
  "about-us-media",
  "contact",
  "investor",
  "accessibility",
] as const;

/** The slugs the sitemap lists beyond the fixed pages. */
export interface SitemapSlugs {
  readonly campaigns: readonly string[];
  readonly blogPosts: readonly string[];
  /** seo-locations: country, city and the airport or district slug. */
  readonly locations: readonly { readonly country: string; readonly city: string; readonly slug?: string }[];
  readonly companies: readonly string[];
  readonly suppliers: readonly string[];
  readonly brands: readonly { readonly slug: string; readonly models: readonly string[] }[];
  readonly airlines: readonly string[];
  readonly flightDestinations: readonly {
    readonly country: string;
    readonly city: string;
    readonly airports: readonly string[];
  }[];
}

/** One legal page per legal text, at its canonical address. */
function legalPages(): SitemapPage[] {
  const seen = new Set<string>();
  return LEGAL_SLUGS.flatMap((slug) => {
    const params = canonicalLegalParams(slug);
    const key = params.slug ?? "kvkk";
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ page: "legal", params }];
  });
}

const unique = <T>(values: readonly T[], key: (value: T) => string) => [
  ...new Map(values.map((value) => [key(value), value])).values(),
];

/** Every page the sitemap lists, in a stable order, without duplicates and only for pages the table has. */
export function sitemapPages(slugs: SitemapSlugs): SitemapPage[] {
  const pages: SitemapPage[] = [
    ...INDEXABLE_PAGES.map((page) => ({ page })),
    ...legalPages(),
    ...slugs.campaigns.map((slug) => ({ page: "campaign", params: { slug } })),
    ...slugs.blogPosts.map((slug) => ({ page: "blog-post", params: { slug } })),
    ...unique(slugs.locations, (location) => location.country).map((location) => ({
      page: "location",
      params: { name: location.country },
    })),
    ...slugs.locations.map((location) => ({
      page: "car-location",
      params: { name: location.country, city: location.city, ...(location.slug ? { slug: location.slug } : {}) },
    })),
    ...slugs.companies.map((slug) => ({ page: "company", params: { slug } })),
    ...slugs.suppliers.map((slug) => ({ page: "supplier", params: { slug } })),
    ...slugs.brands.flatMap((brand) => [
      { page: "car-brand", params: { brand: brand.slug } },
      ...brand.models.map((model) => ({ page: "car-brand", params: { brand: brand.slug, model } })),
    ]),
    ...slugs.airlines.map((slug) => ({ page: "supplier-flight", params: { slug } })),
    ...unique(slugs.flightDestinations, (destination) => destination.country).map((destination) => ({
      page: "flight-location",
      params: { name: destination.country },
    })),
    ...slugs.flightDestinations.flatMap((destination) => [
      { page: "flight-location", params: { name: destination.country, city: destination.city } },
      ...destination.airports.map((slug) => ({
        page: "flight-location",
        params: { name: destination.country, city: destination.city, slug },
      })),
    ]),
  ];
  return unique(
    pages.filter((entry) => pageByName(entry.page) !== undefined),
    (entry) => `${entry.page}|${JSON.stringify(entry.params ?? {})}`,
  );
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const xml = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** One language's sitemap: each page's address in that language, with its alternates in every language. */
export function renderSitemap(origins: SiteOrigins, locale: Locale, pages: readonly SitemapPage[]): string {
  const urls = pages.flatMap((entry) => {
    const name = pageByName(entry.page)?.name;
    if (name === undefined) return [];
    const { alternates } = pageAddresses(origins, name, locale, entry.params);
    const links = alternates
      .map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${xml(alternate.hrefLang)}" href="${xml(alternate.href)}"/>`,
      )
      .join("");
    return [`<url><loc>${xml(absoluteHref(origins, name, locale, entry.params))}</loc>${links}</url>`];
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * The languages whose sitemaps a site origin lists: the ones served on it (the Turkish site's
 * origin or the international one; every language when both are the same, as in local development).
 */
export function localesServedAt(origins: SiteOrigins, origin: string): readonly Locale[] {
  const served = LOCALES.filter((locale) => (locale === "tr" ? origins.tr : origins.intl) === origin);
  return served.length > 0 ? served : LOCALES;
}

const sitemapPath = (locale: Locale) => `/sitemaps/${locale}.xml`;

/** The sitemap index of a host: one sitemap per language it serves. */
export function renderSitemapIndex(origin: string, locales: readonly Locale[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locales.map((locale) => `<sitemap><loc>${xml(`${origin}${sitemapPath(locale)}`)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

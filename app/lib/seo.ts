/**
 * Absolute addresses of a page in every language, for canonical links, hreflang alternates and
 * the sitemap (docs/seo.md). Pure: the sites' origins come from the Worker's configuration
 * (SITE_TR_ORIGIN, SITE_INTL_ORIGIN), the paths from the route table (`hrefFor`), so the Turkish
 * site links its Turkish aliases and the international site its prefixed canonical paths.
 */
import { DEFAULT_LOCALE, type Locale, LOCALES } from "~/routing/locales";
import { hrefFor, type PageName } from "~/routing/route-table";

export interface SiteOrigins {
  /** The Turkish site (tr), e.g. https://www.example.com.tr */
  readonly tr: string;
  /** The international site (every other language), e.g. https://www.example.com */
  readonly intl: string;
}

/** The language x-default points at: the default site (spec section 9: default language tr). */
const X_DEFAULT_LOCALE: Locale = DEFAULT_LOCALE;

export function originFor(origins: SiteOrigins, locale: Locale): string {
  return locale === "tr" ? origins.tr : origins.intl;
}

export function siteOrigins(config: {
  readonly SITE_TR_ORIGIN: string;
  readonly SITE_INTL_ORIGIN: string;
}): SiteOrigins {
  return { tr: config.SITE_TR_ORIGIN, intl: config.SITE_INTL_ORIGIN };
}

interface Alternate {
  /** A language (`tr`, `en`, …) or `x-default`. */
  readonly hrefLang: string;
  readonly href: string;
}

export interface PageAddresses {
  /** This page's canonical address in the language being shown. */
  readonly canonical: string;
  /** One per language, then x-default. */
  readonly alternates: readonly Alternate[];
}

/** A page's absolute address in one language (the path `hrefFor` gives, on that language's site). */
export function absoluteHref(
  origins: SiteOrigins,
  name: PageName,
  locale: Locale,
  params: Readonly<Record<string, string>> = {},
): string {
  return `${originFor(origins, locale)}${hrefFor(name, locale, params)}`;
}

/**
 * Canonical and alternate addresses of a page (by route name and parameters, and the query a
 * search page keeps) seen in `locale`.
 *
 * @example
 * pageAddresses(origins, "car-brands", "en").canonical; // "https://www.example.com/en/car/brands"
 */
export function pageAddresses(
  origins: SiteOrigins,
  name: PageName,
  locale: Locale,
  params: Readonly<Record<string, string>> = {},
  query = "",
): PageAddresses {
  const search = query ? `?${query}` : "";
  const byLocale = new Map(LOCALES.map((each) => [each, `${absoluteHref(origins, name, each, params)}${search}`]));
  return {
    canonical: byLocale.get(locale)!,
    alternates: [
      // hreflang values are the bare languages: the sites are per language, not per country.
      ...LOCALES.map((each) => ({ hrefLang: each, href: byLocale.get(each)! })),
      { hrefLang: "x-default", href: byLocale.get(X_DEFAULT_LOCALE)! },
    ],
  };
}

import type { StructuredData } from "~/components/seo-head";
import { absoluteHref, type SiteOrigins } from "~/lib/seo";
import type { Locale } from "~/routing/locales";
import { hrefFor, type PageName } from "~/routing/route-table";
import { breadcrumbList } from "./structured-data";

export interface PageCrumb {
  readonly name: string;
  /** Site path; the last crumb (this page) has none. */
  readonly to?: string;
}

/** One step of a breadcrumb trail: a page of the route table with its parameters. */
export interface TrailStep {
  readonly name: string;
  readonly page: PageName;
  readonly params?: Readonly<Record<string, string>>;
}

/**
 * A breadcrumb trail as links for the page (the last step is the page itself, not a link) and as
 * a schema.org BreadcrumbList with absolute addresses.
 */
export function crumbTrail(
  origins: SiteOrigins,
  locale: Locale,
  steps: readonly TrailStep[],
): { crumbs: PageCrumb[]; structuredData: StructuredData } {
  return {
    crumbs: steps.map((step, index) =>
      index === steps.length - 1
        ? { name: step.name }
        : { name: step.name, to: hrefFor(step.page, locale, step.params) },
    ),
    structuredData: breadcrumbList(
      steps.map((step) => ({ name: step.name, href: absoluteHref(origins, step.page, locale, step.params) })),
    ),
  };
}

/** A country's name in the page's language from its ISO code ("TR" → "Türkiye"). */
export function countryName(countryCode: string, localeTag: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([localeTag], { type: "region" }).of(countryCode) ?? fallback;
  } catch {
    return fallback;
  }
}

/** A meta description from running text: whole words, at most `max` characters. */
export function summary(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}

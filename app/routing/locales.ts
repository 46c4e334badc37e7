/**
 * The shop's languages. Turkish is the default site at the root (and also answers under /tr);
 * every other language lives on the international site under its own prefix, e.g. /en/search.
 * Pure data: imported by the build-time route config, the Worker and the browser alike. The list
 * and the tags are the services' too (shared/names.ts).
 */
import { LANGUAGE_TAGS, NAME_LANGUAGES } from "../../shared/names";

export const LOCALES = NAME_LANGUAGES;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "tr";

/** Languages served on the international site, each under `/{locale}`. */
export const INTERNATIONAL_LOCALES = LOCALES.filter(
  (locale): locale is Exclude<Locale, "tr"> => locale !== DEFAULT_LOCALE,
);

const RTL_LOCALES: ReadonlySet<Locale> = new Set<Locale>(["ar"]);

/** BCP 47 tags used for `Intl` formatting and `<html lang>`. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = LANGUAGE_TAGS;

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && (LOCALES as readonly string[]).includes(value);
}

/** What a path in the language starts with: nothing for Turkish (the root site), `/en` and so on otherwise. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `/${locale}`;
}

export function textDirection(locale: Locale): "ltr" | "rtl" {
  return RTL_LOCALES.has(locale) ? "rtl" : "ltr";
}

/**
 * The language a path is in: its first segment when that names a language, Turkish otherwise.
 * Pure function of the URL so that error pages (which run without loader data) agree with pages.
 */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

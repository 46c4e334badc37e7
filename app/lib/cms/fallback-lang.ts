import { isLocale, LOCALE_TAGS, type Locale } from "~/routing/locales";

/**
 * The language tag to mark a content entry with (WCAG 3.1.2): the entry's own language when the
 * content service fell back to it because the page's language has no translation; undefined when
 * the entry is in the page's language (or does not say).
 */
export function fallbackLang(entryLocale: string | undefined, pageLocale: Locale): string | undefined {
  return isLocale(entryLocale) && entryLocale !== pageLocale ? LOCALE_TAGS[entryLocale] : undefined;
}

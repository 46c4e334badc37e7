import { type Locale, LOCALE_TAGS } from "~/routing/locales";

/**
 * A readable label from a URL slug until the real name comes from content: "izmir-adnan-menderes"
 * → "İzmir Adnan Menderes" in Turkish (dotted capital İ), "Izmir Adnan Menderes" elsewhere.
 */
export function humanizeSlug(slug: string, locale: Locale): string {
  const tag = LOCALE_TAGS[locale];
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase(tag) + word.slice(1))
    .join(" ");
}

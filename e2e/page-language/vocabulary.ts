import { readFileSync } from "node:fs";
import { CONTENT_DOCUMENTS } from "../../services/content/seed";
import { EXTRAS } from "../../services/inventory/data/cars";
import { PLACE_NAMES_LATIN } from "../../services/inventory/data/place-names-latin";
import { PLACE_NAMES_OTHER_SCRIPTS } from "../../services/inventory/data/place-names-other-scripts";
import { CLASS_NAMES } from "../../services/main-api/car/offers";

/** Text as compared: one space between words, no surrounding punctuation, numbers (1.000,5) as "#". */
export function normalized(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\d+(?:[.,\u00a0\u202f' ]\d+)*/g, "#")
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, "");
}

/** The plain-text pieces of a message or an HTML string: between tags, placeholders and plural syntax. */
function pieces(text: string): string[] {
  return text
    .split(/<[^>]*>|\{[^{}]*,\s*(?:plural|select|selectordinal)\s*,|\b(?:one|other|few|many|zero|two|=\d+)\s*\{|[{}#]/)
    .map(normalized)
    .filter((piece) => /\p{L}/u.test(piece));
}

function catalogStrings(locale: string): string[] {
  const catalog = readFileSync(new URL(`../../locales/${locale}.po`, import.meta.url), "utf8");
  return [...catalog.matchAll(/^msgstr "(.*)"$/gm)].map((match) => JSON.parse(`"${match[1]}"`) as string);
}

function contentStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(contentStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(contentStrings);
  return [];
}

/** The names the Main API gives in `locale`: places, car classes, extras. */
function apiNames(locale: string): string[] {
  const tables = [
    ...Object.values<Record<string, string>>(PLACE_NAMES_LATIN),
    ...Object.values<Record<string, string>>(PLACE_NAMES_OTHER_SCRIPTS),
    ...Object.values<Record<string, string>>(CLASS_NAMES),
    ...EXTRAS.map((extra): Record<string, string> => extra.name),
  ];
  return tables.flatMap((names) => (names[locale] ? [names[locale]] : []));
}

/** Month and weekday names as the browser's Intl spells them in `locale` (German "April" is German). */
function calendarWords(locale: string): string[] {
  const days = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1 + month)));
  return days.flatMap((day) =>
    (["long", "short"] as const).flatMap((width) => [
      new Intl.DateTimeFormat(locale, { month: width, timeZone: "UTC" }).format(day),
      new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" }).format(day),
    ]),
  );
}

/**
 * Everything the shop declares as written in `locale`: its interface catalog and its own content
 * documents, the names its Main API gives, in pieces, and the calendar's words. A word the two share with English or Turkish ("Diesel", "Paket") is then
 * that language's word, not a leftover.
 */
export function vocabulary(locale: string): Set<string> {
  const content = CONTENT_DOCUMENTS.flatMap((document) => {
    const version = (document.data as Record<string, unknown>)[locale];
    return version ? contentStrings(version) : [];
  });
  return new Set(
    [...catalogStrings(locale), ...content, ...apiNames(locale), ...calendarWords(locale)].flatMap(pieces),
  );
}

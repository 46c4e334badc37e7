/**
 * Shared Intl formatters. Building one is far dearer than using it (locale data is resolved each
 * time), and a results page formats several amounts, distances and dates per offer: each
 * language-and-options pair is built once per isolate or tab. The keys come from the code's own
 * options, the shop's languages and currencies and the offices' time zones, so the caches stay small;
 * they are emptied if they ever pass a size no page reaches.
 */
const LIMIT = 500;
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<Format>(cache: Map<string, Format>, key: string, build: () => Format): Format {
  const found = cache.get(key);
  if (found) return found;
  const format = build();
  if (cache.size >= LIMIT) cache.clear();
  cache.set(key, format);
  return format;
}

/** `new Intl.NumberFormat(localeTag, options)`, built once. */
export function numberFormat(localeTag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(
    numberFormats,
    `${localeTag}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(localeTag, options),
  );
}

/** `new Intl.DateTimeFormat(localeTag, options)`, built once (an unknown time zone still throws). */
export function dateTimeFormat(localeTag: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(
    dateTimeFormats,
    `${localeTag}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(localeTag, options),
  );
}

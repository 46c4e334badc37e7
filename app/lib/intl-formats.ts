/**
 * Shared Intl formatters. Building one is far dearer than using it (locale data is resolved each
 * time), and a results page formats several amounts, distances and dates per offer, a calendar
 * every day it shows: each language-and-options pair is built once per isolate or tab. The keys
 * come from the code's own options, the 14 languages, the 4 currencies and the offices' time
 * zones, so the maps stay small without an eviction rule.
 */
function formatCache<Options, Format>(Build: new (localeTag: string, options?: Options) => Format) {
  const built = new Map<string, Format>();
  return (localeTag: string, options?: Options): Format => {
    const key = localeTag + JSON.stringify(options);
    let format = built.get(key);
    if (!format) built.set(key, (format = new Build(localeTag, options)));
    return format;
  };
}

/** `new Intl.NumberFormat(localeTag, options)`, built once. */
export const numberFormat = formatCache<Intl.NumberFormatOptions, Intl.NumberFormat>(Intl.NumberFormat);

/** `new Intl.DateTimeFormat(localeTag, options)`, built once (an unknown time zone still throws). */
export const dateTimeFormat = formatCache<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>(Intl.DateTimeFormat);

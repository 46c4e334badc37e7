import { type Locale, LOCALE_TAGS } from "~/routing/locales";

/** "05-07-2027" (the URL's day-month-year) as a long date in the page's language. */
export function formatDashedDate(value: string, locale: Locale): string {
  const [day, month, year] = value.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** A "lat, lon" point with the locale's digits and decimal separator, to four decimals. */
export function formatPoint(point: { lat: number; lon: number }, locale: Locale): string {
  const number = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 4 });
  return `${number.format(point.lat)}, ${number.format(point.lon)}`;
}

/** An ISO timestamp as a long date in the page's language (Turkish time, where the shop is). */
export function formatIsoDate(value: string, locale: Locale): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone: "Europe/Istanbul" }).format(date);
}

/** A rental's local "2027-03-01T10:00" (office time) as date and time in the page's language. */
export function formatLocalDateTime(value: string, locale: Locale): string {
  const date = new Date(`${value.slice(0, 16)}:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date);
}

/**
 * A wall-clock "2026-12-09T06:30" of a rental office with its time zone named, in the page's
 * language: "9 Ara 2026 06:30 (Türkiye Standart Saati)", "9 Dec 2026, 06:30 (Türkiye Standard Time)".
 */
export function formatZonedDateTime(value: string, timeZone: string, locale: Locale): string {
  const when = formatLocalDateTime(value, locale);
  let zone: string | undefined;
  try {
    zone = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(new Date(`${value.slice(0, 16)}:00Z`))
      .find((part) => part.type === "timeZoneName")?.value;
  } catch {
    zone = undefined; // an unknown zone or date: the zone's id stands in for its name
  }
  return `${when} (${zone ?? timeZone})`;
}

import { type Locale, LOCALE_TAGS } from "~/routing/locales";
import { parseDashedDate, parseLocalDateTime, SHOP_TIME_ZONE } from "./dates";
import { numberFormat, dateTimeFormat } from "~/lib/intl-formats";

/** A calendar date or wall-clock time as a Date whose UTC fields are those values (formatted in UTC). */
const wallClock = (value: { year: number; month: number; day: number; hour?: number; minute?: number }) =>
  new Date(Date.UTC(value.year, value.month - 1, value.day, value.hour ?? 0, value.minute ?? 0));

/** "05-07-2027" (the URL's day-month-year) as a long date in the page's language; the value itself when it is no date. */
export function formatDashedDate(value: string, locale: Locale): string {
  const date = parseDashedDate(value);
  if (!date) return value;
  return dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone: "UTC" }).format(wallClock(date));
}

/** A "lat, lon" point with the locale's digits and decimal separator, to four decimals. */
export function formatPoint(point: { lat: number; lon: number }, locale: Locale): string {
  const number = numberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 4 });
  return `${number.format(point.lat)}, ${number.format(point.lon)}`;
}

/** An ISO timestamp as a long date in the page's language (Turkish time, where the shop is). */
export function formatIsoDate(value: string, locale: Locale): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone: SHOP_TIME_ZONE }).format(date);
}

/** A rental's local "2027-03-01T10:00" (office time) as date and time in the page's language. */
export function formatLocalDateTime(value: string, locale: Locale): string {
  const local = parseLocalDateTime(value.slice(0, 16));
  if (!local) return value;
  return dateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(wallClock(local));
}

/**
 * A wall-clock "2026-12-09T06:30" of a rental office with its time zone named, in the page's
 * language: "9 Ara 2026 06:30 (Türkiye Standart Saati)", "9 Dec 2026, 06:30 (Türkiye Standard Time)".
 */
export function formatZonedDateTime(value: string, timeZone: string, locale: Locale): string {
  const when = formatLocalDateTime(value, locale);
  const local = parseLocalDateTime(value.slice(0, 16));
  let zone: string | undefined;
  try {
    zone = dateTimeFormat(LOCALE_TAGS[locale], { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(local ? wallClock(local) : new Date(Number.NaN))
      .find((part) => part.type === "timeZoneName")?.value;
  } catch {
    zone = undefined; // an unknown zone or date: the zone's id stands in for its name
  }
  return `${when} (${zone ?? timeZone})`;
}

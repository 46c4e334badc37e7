import { parseDashedDate } from "~/lib/dates";
import { type Locale, LOCALE_TAGS } from "~/routing/locales";
import { numberFormat, dateTimeFormat } from "~/lib/intl-formats";

/** The place as the phone bar names it: an airport by its code ("apt:AYT" → "AYT"), else by name. */
function shortPlace(placeId: string | undefined, name: string | null): string | null {
  const airport = placeId?.startsWith("apt:") ? placeId.slice(4) : null;
  return airport || name;
}

const utcDay = (value: string | undefined) => {
  const date = value ? parseDashedDate(value) : undefined;
  return date ? new Date(Date.UTC(date.year, date.month - 1, date.day)) : null;
};

/**
 * A search in one line for the results' sticky bar on phones: "AYT · 10–14 Ara · 25" (places,
 * the dates as a range in the page's language, the driver's age). Parts the search lacks are left out.
 */
export function compactSummary(
  search: {
    pickupId?: string | undefined;
    pickupName: string | null;
    dropoffId?: string | undefined;
    dropoffName: string | null;
    pickupDate?: string | undefined;
    dropoffDate?: string | undefined;
    age: number;
  },
  locale: Locale,
): string {
  const pickup = shortPlace(search.pickupId, search.pickupName);
  const dropoff = search.dropoffId ? shortPlace(search.dropoffId, search.dropoffName) : null;
  const places = pickup && dropoff && dropoff !== pickup ? `${pickup} → ${dropoff}` : pickup;
  const start = utcDay(search.pickupDate);
  const end = utcDay(search.dropoffDate);
  const format = dateTimeFormat(LOCALE_TAGS[locale], { day: "numeric", month: "short", timeZone: "UTC" });
  const dates = start && end && end >= start ? format.formatRange(start, end) : start ? format.format(start) : null;
  const age = numberFormat(LOCALE_TAGS[locale]).format(search.age);
  return [places, dates, age].filter((part): part is string => Boolean(part)).join(" · ");
}

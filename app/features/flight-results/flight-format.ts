/** Times, durations and names of a flight as the results show them, in the page's language. */
import { calendarDaysBetween, parseLocalDateTime } from "~/lib/dates";
import { numberFormat, dateTimeFormat } from "~/lib/intl-formats";

/** 65 → "1 hr 5 min" (the locale's own unit words, no catalog needed). */
export function formatDuration(minutes: number, localeTag: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (value: number, name: "hour" | "minute") =>
    numberFormat(localeTag, { style: "unit", unit: name, unitDisplay: "short" }).format(value);
  if (hours === 0) return unit(rest, "minute");
  return rest === 0 ? unit(hours, "hour") : `${unit(hours, "hour")} ${unit(rest, "minute")}`;
}

/** "2027-03-20T08:50" → "08:50" (local to its airport, as the Main API gives it). */
export const clockOf = (localDateTime: string) => localDateTime.slice(11, 16);

/** Minutes between two wall-clock times at one airport (a layover). */
export function minutesBetween(from: string, to: string): number {
  const start = parseLocalDateTime(from.slice(0, 16));
  const end = parseLocalDateTime(to.slice(0, 16));
  if (!start || !end) return 0;
  return calendarDaysBetween(start, end) * 1440 + (end.hour * 60 + end.minute) - (start.hour * 60 + start.minute);
}

/** Calendar days the arrival is after the departure (a red-eye lands "+1"). */
export function daysLater(departure: string, arrival: string): number {
  const start = parseLocalDateTime(departure.slice(0, 16));
  const end = parseLocalDateTime(arrival.slice(0, 16));
  return start && end ? Math.max(0, calendarDaysBetween(start, end)) : 0;
}

/** "2027-03-20T08:50" → a short date in the page's language ("20 Mar 2027"). */
export function formatFlightDate(localDateTime: string, localeTag: string): string {
  const local = parseLocalDateTime(localDateTime.slice(0, 16));
  if (!local) return localDateTime;
  return dateTimeFormat(localeTag, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(local.year, local.month - 1, local.day)));
}

/** "Pegasus" → "PE", "Turkish Airlines" → "TA": the logo placeholder's letters. */
export function airlineInitials(name: string, code: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.map((word) => word[0]).join("") : (words[0] ?? code).slice(0, 2);
  return letters.slice(0, 2).toLocaleUpperCase("tr") || code;
}

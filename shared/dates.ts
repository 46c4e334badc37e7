/**
 * Calendar dates and wall-clock times as the shop writes them, and their conversion to instants.
 * The shop lives in Türkiye: "today" and every booking time without a zone of its own are
 * Europe/Istanbul, never the server's or the runtime's zone (a Worker runs in UTC, so a UTC
 * "today" is yesterday between 00:00 and 03:00 in Istanbul).
 *
 * Spellings: ISO "2027-07-05" (date inputs, the APIs), dashed "05-07-2027" (the search URLs),
 * local date-time "2027-07-05T10:30" (an office's wall clock). The instant a wall clock denotes
 * is in zoned-dates.ts, apart: its zoned-date class would otherwise come with every import of
 * this module, into the frame of every page.
 */
import { addDays } from "date-fns";

export const SHOP_TIME_ZONE = "Europe/Istanbul";

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface LocalDateTime extends CalendarDate {
  readonly hour: number;
  readonly minute: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DASHED_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The date when it names a day of the calendar (no 31 April, no 29 February outside leap years). */
function calendarDate(year: number, month: number, day: number): CalendarDate | undefined {
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day
    ? { year, month, day }
    : undefined;
}

/** "2027-07-05" → the date; undefined when it is not one. */
export function parseIsoDate(value: string): CalendarDate | undefined {
  const match = ISO_DATE.exec(value);
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
}

/** "05-07-2027" → the date; undefined when it is not one. */
export function parseDashedDate(value: string): CalendarDate | undefined {
  const match = DASHED_DATE.exec(value);
  return match ? calendarDate(Number(match[3]), Number(match[2]), Number(match[1])) : undefined;
}

/** "2027-07-05T10:30" (seconds allowed and dropped) → the wall-clock time; undefined when it is not one. */
export function parseLocalDateTime(value: string): LocalDateTime | undefined {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return undefined;
  const date = calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  const hour = Number(match[4]);
  const minute = Number(match[5]);
  if (!date || hour > 23 || minute > 59) return undefined;
  return { ...date, hour, minute };
}

export function isoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

export function dashedDate(date: CalendarDate): string {
  return `${pad(date.day)}-${pad(date.month)}-${pad(date.year, 4)}`;
}

export function localDateTime(local: LocalDateTime): string {
  return `${isoDate(local)}T${pad(local.hour)}:${pad(local.minute)}`;
}

/** "2027-07-05" → "05-07-2027"; a value that is no ISO date is returned unchanged. */
export function isoToDashed(value: string): string {
  const date = parseIsoDate(value);
  return date ? dashedDate(date) : value;
}

/** "05-07-2027" → "2027-07-05"; a value that is no dashed date is returned unchanged. */
export function dashedToIso(value: string): string {
  const date = parseDashedDate(value);
  return date ? isoDate(date) : value;
}

/** The wall-clock time `days` calendar days later (earlier when negative), the clock unchanged. */
export function addCalendarDays<T extends CalendarDate>(date: T, days: number): T {
  const moved = addDays(new Date(Date.UTC(date.year, date.month - 1, date.day)), days);
  return { ...date, year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS);
}

const DAY_MS = 86_400_000;

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock time an instant shows in a time zone. Read with the runtime's own time zone data
 * (Intl), not date-fns/tz: the frame of every page asks for the shop's today, and this keeps the
 * zoned-date class out of the browser's start-up code (docs/performance.md).
 */
export function toLocal(instant: number | Date, timeZone: string): LocalDateTime {
  let wallClock = wallClocks.get(timeZone);
  if (!wallClock) {
    wallClock = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    wallClocks.set(timeZone, wallClock);
  }
  const parts = wallClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute") };
}

/** "2027-07-05": the calendar date in the shop's zone at `now`. */
export function shopToday(now: number | Date = Date.now()): string {
  return isoDate(toLocal(now, SHOP_TIME_ZONE));
}

/** The ISO date `days` after the ISO date `from` ("2027-07-05", 7 → "2027-07-12"). */
function isoDateAfter(from: string, days: number): string {
  const date = parseIsoDate(from);
  if (!date) throw new RangeError(`not an ISO date: ${from}`);
  return isoDate(addCalendarDays(date, days));
}

/** The dashed date `days` after the ISO date `from` ("2027-07-05", 7 → "12-07-2027"). */
export function dashedDateAfter(from: string, days: number): string {
  return isoToDashed(isoDateAfter(from, days));
}

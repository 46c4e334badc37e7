// The date-range picker's calendar logic, apart from React so that it is tested on its own: which
// weekday a week starts on in a language, a month laid out in weeks, where the arrow keys move, and
// which days a pickup or a return may fall on. Dates are ISO strings ("2027-07-05") throughout.
import { addCalendarDays, calendarDaysBetween, isoDate, parseIsoDate } from "~/lib/dates";
import { LOCALE_TAGS, type Locale } from "~/routing/locales";
import { numberFormat, dateTimeFormat } from "~/lib/intl-formats";

/** 1 = Monday … 7 = Sunday, as `Intl.Locale#getWeekInfo` numbers them. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * CLDR's first day of the week for the shop's language tags (LOCALE_TAGS), for browsers without
 * `Intl.Locale#getWeekInfo` (Firefox, older Safari). A test holds it equal to the runtime's CLDR.
 */
const FIRST_DAY: Record<Locale, Weekday> = {
  tr: 1,
  en: 1,
  de: 1,
  es: 1,
  fr: 1,
  it: 1,
  pt: 7,
  nl: 1,
  ru: 1,
  ja: 7,
  zh: 1,
  ko: 7,
  hi: 7,
  ar: 6,
};

interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

function isWeekday(value: number | undefined): value is Weekday {
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= 7;
}

/** The weekday a calendar week starts on in the language (Monday in Türkiye, Saturday in Arabic). */
export function firstDayOfWeek(locale: Locale): Weekday {
  // TypeScript's lib does not know the (newer) week info yet.
  const info = new Intl.Locale(LOCALE_TAGS[locale]) as Intl.Locale & WeekInfoLocale;
  const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
  return isWeekday(firstDay) ? firstDay : FIRST_DAY[locale];
}

/** The fallback table, for the test that compares it with the runtime. */
export const fallbackFirstDay = (locale: Locale): Weekday => FIRST_DAY[locale];

function toUtc(iso: string): Date {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`not an ISO date: ${iso}`);
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

/** The ISO weekday (1 = Monday … 7 = Sunday) of an ISO date. */
export function weekdayOf(iso: string): Weekday {
  const day = toUtc(iso).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`not an ISO date: ${iso}`);
  return isoDate(addCalendarDays(date, days));
}

export function daysBetween(from: string, to: string): number {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) throw new RangeError(`not ISO dates: ${from}, ${to}`);
  return calendarDaysBetween(start, end);
}

/** "2027-07" of a date, the month it is shown in. */
export const monthOf = (iso: string): string => iso.slice(0, 7);

/** The month `count` months after "2027-07" (before when negative). */
export function addMonths(month: string, count: number): string {
  const [year = 0, index = 1] = month.split("-").map(Number);
  const total = year * 12 + (index - 1) + count;
  return `${String(Math.floor(total / 12)).padStart(4, "0")}-${String((total % 12) + 1).padStart(2, "0")}`;
}

/**
 * A month as rows of seven days starting on `firstDay`; days of the neighbouring months are null
 * (the grid shows them empty).
 */
export function monthWeeks(month: string, firstDay: Weekday): (string | null)[][] {
  const first = `${month}-01`;
  const lead = (weekdayOf(first) - firstDay + 7) % 7;
  const length = daysBetween(first, `${addMonths(month, 1)}-01`);
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, index) => addDays(first, index)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
}

/** The seven weekdays of a week in display order. */
export function weekOrder(firstDay: Weekday): Weekday[] {
  return Array.from({ length: 7 }, (_, index) => (((firstDay - 1 + index) % 7) + 1) as Weekday);
}

export type GridKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End" | "PageUp" | "PageDown";

const GRID_KEYS: ReadonlySet<string> = new Set<GridKey>([
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
  "PageUp",
  "PageDown",
]);

export const isGridKey = (key: string): key is GridKey => GRID_KEYS.has(key);

/** The same day `count` months later, on the month's last day when it has no such day (31 → 30). */
function sameDayInMonth(iso: string, count: number): string {
  const month = addMonths(monthOf(iso), count);
  const lastDay = daysBetween(`${month}-01`, `${addMonths(month, 1)}-01`);
  return `${month}-${String(Math.min(Number(iso.slice(8)), lastDay)).padStart(2, "0")}`;
}

/**
 * Where a key moves the focused day of the grid (the APG date picker's keys): arrows by a day or
 * a week (left and right swap in right-to-left pages, following the reading direction), Home and
 * End to the week's first and last day, PageUp and PageDown by a month (a year with Shift). The
 * result stays within [min, max].
 */
export function moveFocus(
  iso: string,
  key: GridKey,
  options: { firstDay: Weekday; rtl: boolean; shift?: boolean; min: string; max: string },
): string {
  const forward = options.rtl ? "ArrowLeft" : "ArrowRight";
  const offsetInWeek = (weekdayOf(iso) - options.firstDay + 7) % 7;
  const months = options.shift ? 12 : 1;
  const target = (() => {
    switch (key) {
      case "ArrowUp":
        return addDays(iso, -7);
      case "ArrowDown":
        return addDays(iso, 7);
      case "Home":
        return addDays(iso, -offsetInWeek);
      case "End":
        return addDays(iso, 6 - offsetInWeek);
      case "PageUp":
        return sameDayInMonth(iso, -months);
      case "PageDown":
        return sameDayInMonth(iso, months);
      default:
        return addDays(iso, key === forward ? 1 : -1);
    }
  })();
  if (target < options.min) return options.min;
  if (target > options.max) return options.max;
  return target;
}

export interface RangeLimits {
  /** The first day a pickup may be on (today). */
  readonly min: string;
  /** The last day a pickup may be on. */
  readonly max: string;
  /** The longest rental in days; the return is at most this many days after the pickup. */
  readonly maxNights: number;
  /** The last day a return may be on, when it is not the last pickup day plus maxNights (flights). */
  readonly lastEnd?: string;
}

export interface Range {
  readonly start: string | null;
  readonly end: string | null;
}

/** The last day any choice may be on: a return that long after the last pickup day. */
export const lastDay = (limits: RangeLimits): string => limits.lastEnd ?? addDays(limits.max, limits.maxNights);

/**
 * Whether a day can be chosen now: a pickup in [min, max]; the return (a pickup chosen, no return
 * yet) not before the pickup and at most maxNights after it. A return on the pickup day is
 * allowed: the times decide, and the form checks them.
 */
export function isSelectable(iso: string, range: Range, limits: RangeLimits): boolean {
  if (range.start && !range.end) {
    return iso >= range.start && daysBetween(range.start, iso) <= limits.maxNights && iso <= lastDay(limits);
  }
  return iso >= limits.min && iso <= limits.max;
}

/**
 * The range after a day is chosen: the first choice (or one after a whole range) is the pickup;
 * the next is the return. A day the rules refuse changes nothing.
 */
export function chooseDay(range: Range, iso: string, limits: RangeLimits): Range {
  if (!isSelectable(iso, range, limits)) return range;
  if (range.start && !range.end) return { start: range.start, end: iso };
  return { start: iso, end: null };
}

const SHORT_DATE = { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" } as const;

/** The dates a picker shows the traveller: "10.12.2026" in Turkish, "10/12/2026" in English. */
export function formatShortDate(iso: string, locale: Locale): string {
  return dateTimeFormat(LOCALE_TAGS[locale], SHORT_DATE).format(toUtc(iso));
}

/**
 * The short date's shape with the language's letters for an empty field: "gg.aa.yyyy" in Turkish,
 * "年/月/日" in Japanese. The order and separators are Intl's, so it matches `formatShortDate`.
 */
export function shortDatePattern(locale: Locale, letters: { day: string; month: string; year: string }): string {
  return dateTimeFormat(LOCALE_TAGS[locale], SHORT_DATE)
    .formatToParts(toUtc("2026-12-10"))
    .map((part) =>
      part.type === "day" || part.type === "month" || part.type === "year" ? letters[part.type] : part.value,
    )
    .join("");
}

/** A day's accessible name: "Perşembe, 10 Aralık 2026". */
export function formatLongDate(iso: string, locale: Locale): string {
  return dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "full", timeZone: "UTC" }).format(toUtc(iso));
}

/** A month's heading: "Aralık 2026". */
export function formatMonth(month: string, locale: Locale): string {
  return dateTimeFormat(LOCALE_TAGS[locale], { month: "long", year: "numeric", timeZone: "UTC" }).format(
    toUtc(`${month}-01`),
  );
}

/**
 * A weekday's column heading and full name ("Pzt", "Pazartesi"). Where the language's short names
 * are whole words (Arabic: "الخميس"), the heading is the narrow form, so seven fit a phone's width.
 */
export function weekdayNames(weekday: Weekday, locale: Locale): { short: string; long: string } {
  const format = (weekdayStyle: "narrow" | "short" | "long", day: Weekday = weekday) =>
    // 2024-01-01 was a Monday.
    dateTimeFormat(LOCALE_TAGS[locale], { weekday: weekdayStyle, timeZone: "UTC" }).format(
      toUtc(addDays("2024-01-01", day - 1)),
    );
  const shortNamesFit = weekOrder(1).every((day) => format("short", day).length <= 4);
  return { short: format(shortNamesFit ? "short" : "narrow"), long: format("long") };
}

/** The day of the month in the language's digits. */
export function formatDayNumber(iso: string, locale: Locale): string {
  return numberFormat(LOCALE_TAGS[locale]).format(Number(iso.slice(8)));
}

/**
 * Local date-times as rental offices and airlines use them ("2026-12-20T10:00" in the office's
 * time zone). Parsing, spelling and zone conversion are the shop's one date module (shared/dates).
 */
import {
  addCalendarDays,
  dashedDate,
  isoDate,
  localDateTime,
  type LocalDateTime,
  parseIsoDate as parseCalendarDate,
  parseLocalDateTime,
  toLocal,
} from "../../../shared/dates";
import { toEpoch } from "../../../shared/zoned-dates";
import { LANGUAGE_TAGS, type NameLanguage } from "../../../shared/names";

export { dashedDate, isoDate, type LocalDateTime, parseLocalDateTime, toEpoch, toLocal };
export { localDateTime as formatLocal, addCalendarDays as addDays };

/** "2027-03-10" → local midnight of that date; undefined when not a calendar date. */
export function parseIsoDate(value: string): LocalDateTime | undefined {
  const date = parseCalendarDate(value);
  return date && { ...date, hour: 0, minute: 0 };
}

export function minutesOfDay(local: LocalDateTime): number {
  return local.hour * 60 + local.minute;
}

/** "HH:MM" → minutes since midnight; "24:00" is the end of the day. */
export function clockMinutes(value: string): number {
  const [hours, minutes] = value.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** Monday = 0 … Sunday = 6, for a local calendar date. */
export function weekdayIndex(local: Pick<LocalDateTime, "year" | "month" | "day">): number {
  return (new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay() + 6) % 7;
}

/** A time zone's name in a language ("Türkiye Saati"), with its IANA id; the id alone when the runtime has no name. */
export function zoneLabel(timeZone: string, language: NameLanguage, at: number): string {
  try {
    const name = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(new Date(at))
      .find((part) => part.type === "timeZoneName")?.value;
    return name && name !== timeZone ? `${name}, ${timeZone}` : timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * A wall-clock time of an office ("2027-03-08T10:00") in a text's language with the office's zone
 * named: "8 Mart 2027, 10:00 (Türkiye Standart Saati, Europe/Istanbul)", "8 March 2027, 10:00 (Türkiye Standard Time, Europe/Istanbul)".
 */
export function formatZonedLocal(value: string, timeZone: string, language: NameLanguage): string {
  const local = parseLocalDateTime(value.slice(0, 16));
  if (!local) return value;
  const wall = new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute));
  const locale = LANGUAGE_TAGS[language];
  const day = new Intl.DateTimeFormat(locale, { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });
  const clock = new Intl.DateTimeFormat(locale, {
    timeZone: "UTC",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const when = `${day.format(wall)}, ${clock.format(wall)}`;
  return `${when} (${zoneLabel(timeZone, language, toEpoch(local, timeZone))})`;
}

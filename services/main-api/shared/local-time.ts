/**
 * Local date-times as rental offices and airlines use them ("2026-12-20T10:00" in the office's
 * time zone), converted with the runtime's time-zone data.
 */
export interface LocalDateTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

export function parseLocalDateTime(value: string): LocalDateTime | undefined {
  const match = PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
    return undefined;
  if (hour > 23 || minute > 59) return undefined;
  return { year, month, day, hour, minute };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function offsetMs(epoch: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(new Date(epoch)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return asUtc - Math.floor(epoch / 1000) * 1000;
}

/** The instant a local wall-clock time denotes in a time zone. */
export function toEpoch(local: LocalDateTime, timeZone: string): number {
  const guess = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const first = guess - offsetMs(guess, timeZone);
  const second = guess - offsetMs(first, timeZone);
  return second;
}

export function minutesOfDay(local: LocalDateTime): number {
  return local.hour * 60 + local.minute;
}

/** "HH:MM" → minutes since midnight; "24:00" is the end of the day. */
export function clockMinutes(value: string): number {
  const [hours, minutes] = value.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

export function isoDate(local: LocalDateTime): string {
  return `${local.year}-${String(local.month).padStart(2, "0")}-${String(local.day).padStart(2, "0")}`;
}

export function formatLocal(local: LocalDateTime): string {
  return `${isoDate(local)}T${String(local.hour).padStart(2, "0")}:${String(local.minute).padStart(2, "0")}`;
}

/** The wall-clock time an instant shows in a time zone. */
export function toLocal(epoch: number, timeZone: string): LocalDateTime {
  const shifted = new Date(epoch + offsetMs(epoch, timeZone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** Monday = 0 … Sunday = 6, for a local calendar date. */
export function weekdayIndex(local: Pick<LocalDateTime, "year" | "month" | "day">): number {
  return (new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay() + 6) % 7;
}

/** "2027-03-10" → local midnight of that date; undefined when not a calendar date. */
export function parseIsoDate(value: string): LocalDateTime | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseLocalDateTime(`${value}T00:00`) : undefined;
}

export function addDays(local: LocalDateTime, days: number): LocalDateTime {
  const date = new Date(Date.UTC(local.year, local.month - 1, local.day + days, local.hour, local.minute));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  };
}

/** "2027-03-10" → "10-03-2027": the shop's dashed day-month-year. */
export function dashedDate(local: LocalDateTime): string {
  return `${String(local.day).padStart(2, "0")}-${String(local.month).padStart(2, "0")}-${local.year}`;
}

/** The languages the Main API writes texts in (documents, e-mails, SMS). */
export type TextLanguage = "tr" | "en";

const TEXT_LOCALES: Record<TextLanguage, string> = { tr: "tr-TR", en: "en-GB" };

/** A time zone's name in a language ("Türkiye Saati"), with its IANA id; the id alone when the runtime has no name. */
export function zoneLabel(timeZone: string, language: TextLanguage, at: number): string {
  try {
    const name = new Intl.DateTimeFormat(TEXT_LOCALES[language], { timeZone, timeZoneName: "longGeneric" })
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
export function formatZonedLocal(value: string, timeZone: string, language: TextLanguage): string {
  const local = parseLocalDateTime(value.slice(0, 16));
  if (!local) return value;
  const wall = new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute));
  const locale = TEXT_LOCALES[language];
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

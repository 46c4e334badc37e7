/** One booked trip as an iCalendar event (RFC 5545), for "add to calendar". */
export interface TripEvent {
  readonly uid: string;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  /** Local date-times at the office, "2027-03-01T10:00". */
  readonly start: string;
  readonly end: string;
  readonly timeZone: string;
  /** The end's zone when it differs from the start's (a flight lands in another zone). */
  readonly endTimeZone?: string | undefined;
  readonly createdAt: Date;
}

const escapeText = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
const localStamp = (value: string) => `${value.slice(0, 16).replace(/[-:]/g, "")}00`;
const utcStamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** Lines longer than 75 octets are folded with CRLF and a space (RFC 5545, 3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const width = new TextEncoder().encode(char).length;
    if (size + width > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function calendarFile(event: TripEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//travel-shop//booking//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.createdAt)}`,
    `DTSTART;TZID=${event.timeZone}:${localStamp(event.start)}`,
    `DTEND;TZID=${event.endTimeZone ?? event.timeZone}:${localStamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

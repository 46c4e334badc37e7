/**
 * The "change my rental" form: new pickup and return dates and times, and where the car goes
 * back (where it was booked to, or another place). The action parses with it; the browser checks
 * the same rules before sending.
 */
import { msg } from "@lingui/core/macro";
import { z } from "zod/mini";
import { trimmedText, trimmedAs } from "~/lib/forms/form-text";
import type { FormMessages } from "~/lib/forms/submission";
import { calendarDaysBetween, parseIsoDate } from "~/lib/dates";

export const CHANGE_MESSAGES = {
  required: msg`Please fill in this field.`,
  date: msg`Please enter a valid date.`,
  time: msg`Please choose a time.`,
  past: msg`The pickup cannot be in the past.`,
  order: msg`The return must be after the pickup.`,
  tooLong: msg`A rental can last at most 90 days.`,
  place: msg`We could not find this place. Please choose one from the list or type another name.`,
  unchanged: msg`These are the dates and place you already have. Change at least one of them.`,
} as const satisfies FormMessages<string>;
export type ChangeErrorCode = keyof typeof CHANGE_MESSAGES;

/** The longest rental the search offers. */
const MAX_DAYS = 90;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const POINT = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/;

/** "41.2,28.7" → the point; null for anything else (out of range included). */
export function pointOf(value: string): { lat: number; lon: number } | null {
  const match = POINT.exec(value);
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

const dateField = trimmedText.check(
  z.superRefine((value: string, context) => {
    if (!parseIsoDate(value)) context.addIssue({ code: "custom", message: value ? "date" : "required" });
  }),
);
const timeField = trimmedText.check(
  z.superRefine((value: string, context) => {
    if (!TIME.test(value)) context.addIssue({ code: "custom", message: value ? "time" : "required" });
  }),
);
const changeFields = z.object({
  pickupDate: dateField,
  pickupTime: timeField,
  dropoffDate: dateField,
  dropoffTime: timeField,
  returnAt: trimmedAs((value: string) => (value === "other" ? "other" : "booked")),
  returnText: z.pipe(trimmedText, z.string().check(z.maxLength(100, "place"))),
  returnPoint: trimmedText,
});

/** What the booking has now: a post asking for exactly this changes nothing. */
export interface CurrentRental {
  readonly pickup: string;
  readonly dropoff: string;
}

/**
 * The form's rules. `today` is the shop's date (Europe/Istanbul); the return place is either the
 * booked one (`returnAt=booked`) or another (`returnAt=other`, with the place's text and, when it
 * was chosen from the suggestions, its point).
 */
export function changeRequestSchema(today: string, current?: CurrentRental) {
  return changeFields.check(
    z.superRefine((value: z.output<typeof changeFields>, context) => {
      const issue = (path: string, message: ChangeErrorCode) =>
        context.addIssue({ code: "custom", path: [path], message });
      if (value.returnAt === "other" && !value.returnText && !pointOf(value.returnPoint))
        issue("returnText", "required");
      const pickupDay = parseIsoDate(value.pickupDate);
      const dropoffDay = parseIsoDate(value.dropoffDate);
      const todayDate = parseIsoDate(today);
      if (!pickupDay || !dropoffDay || !todayDate) return;
      if (calendarDaysBetween(todayDate, pickupDay) < 0) issue("pickupDate", "past");
      const pickup = `${value.pickupDate}T${value.pickupTime}`;
      const dropoff = `${value.dropoffDate}T${value.dropoffTime}`;
      if (!TIME.test(value.pickupTime) || !TIME.test(value.dropoffTime)) return;
      if (dropoff <= pickup) issue("dropoffDate", "order");
      else if (calendarDaysBetween(pickupDay, dropoffDay) > MAX_DAYS) issue("dropoffDate", "tooLong");
      else if (current && value.returnAt === "booked" && pickup === current.pickup && dropoff === current.dropoff) {
        issue("pickupDate", "unchanged");
      }
    }),
  );
}

export type ChangeRequest = z.output<ReturnType<typeof changeRequestSchema>>;

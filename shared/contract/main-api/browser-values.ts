/**
 * What the shop's pages take from the Main API's contract in the browser: the lists a form
 * offers, its limits, the few field rules it checks before sending, and a passenger's type by age.
 * The contract's other modules build their schemas with classic zod at load time, so a browser
 * module importing one constant from them carried every schema of the module and classic zod with
 * it (docs/decisions/0028-form-schemas-on-zod-mini.md). Here is no classic zod: plain values, and
 * the field rules on `zod/mini`. The contract's modules build their schemas on these names.
 */
import * as mini from "zod/mini";
import { isValidTckn } from "../../checksums";
import { parseIsoDate } from "../../dates";

/** The agreements a purchase needs (spec: pre-information form and distance-sales contract). */
export const REQUIRED_AGREEMENTS = ["pre-information-form", "distance-sales-contract"] as const;

/** Why a traveller cancels (the cancel form's choices). */
export const CANCEL_REASONS = [
  "plans_changed",
  "found_better_price",
  "booked_by_mistake",
  "flight_changed",
  "other",
] as const;

export const REFUND_DESTINATIONS = ["card", "wallet"] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** Channels a traveller may allow commercial messages on (ETK: e-mail, SMS, phone calls). */
export const CONSENT_CHANNELS = ["email", "sms", "call"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** What a contact message is about (the contact form offers these). */
export const TICKET_SUBJECTS = ["reservation", "payment", "cancellation", "corporate", "suggestion", "other"] as const;

export const MAX_REGISTERED_PASSENGERS = 20;
export const PASSENGER_TITLES = ["mr", "mrs", "ms"] as const;
export const REGISTERED_PASSENGER_TYPES = ["adult", "child", "infant"] as const;
export type RegisteredPassengerType = (typeof REGISTERED_PASSENGER_TYPES)[number];

/** Whole years from a birth date to a day (both valid YYYY-MM-DD); negative before the birth. */
export function yearsOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * The type a birth date makes a passenger today (IATA: infant under 2, child 2–11). The shop
 * sends it with the passenger; the flight checkout judges the seat by the age on the flight day.
 */
export function registeredPassengerType(birthDate: string, today: string): RegisteredPassengerType {
  const age = yearsOn(birthDate, today);
  if (age < 2) return "infant";
  if (age < 12) return "child";
  return "adult";
}

/** Stars as travellers give them (ADR 0011: shown as a score out of 10). */
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1000;

/** An e-mail address as the Main API takes it: trimmed, lower-cased, at most 254 characters. */
export const emailSchema = mini.pipe(
  mini.string().check(mini.trim(), mini.maxLength(254), mini.toLowerCase()),
  mini.email(),
);

/** E.164: "+" and 8–15 digits. Turkish mobiles are +90 5XX XXX XX XX. */
export function normalizePhone(input: string): string | undefined {
  const digits = input.replace(/[\s().-]/g, "");
  if (!/^\+[1-9]\d{7,14}$/.test(digits)) return undefined;
  if (digits.startsWith("+90") && !/^\+905\d{9}$/.test(digits)) return undefined;
  return digits;
}

/** The findeks check's two fields (the service adds the age check, 18–120 on its today). */
export const findeksCheckFields = {
  tckn: mini.string().check(mini.trim(), mini.refine(isValidTckn, "not a valid T.C. identity number")),
  /** A real calendar date written YYYY-MM-DD. */
  birthDate: mini.string().check(
    mini.regex(/^\d{4}-\d{2}-\d{2}$/, { message: "YYYY-MM-DD", abort: true }),
    mini.refine((value: string) => parseIsoDate(value) !== undefined, { message: "not a calendar date", abort: true }),
  ),
};

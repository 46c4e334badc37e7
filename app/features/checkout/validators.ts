import { regexes } from "zod";
import { isValidTckn, isValidVkn, luhnValid } from "~/lib/checksums";
import { type CardBrand, cardBrand, cardNumberLengths } from "./card-brand";
import { TR_MOBILE_MASK, applyMask, unmask } from "./input-mask";

/**
 * Checks the checkout forms run in the browser before sending. They return codes, never text (the
 * form maps them to messages), and agree with the Main API, which checks everything again: the
 * checksums are the server's own (shared/checksums.ts), e-mail uses the same rule as its schema.
 */
export { isValidTckn, isValidVkn, luhnValid };

/** A card number (digits, spaces or dashes) of a length its brand issues, passing Luhn. */
export function isValidCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, "");
  return luhnValid(digits) && cardNumberLengths(cardBrand(digits)).includes(digits.length);
}

/** "not-mobile": a Turkish number that is not a mobile one (those start with 5). */
export type TurkishMobileState = "ok" | "incomplete" | "not-mobile" | "invalid";

/**
 * A Turkish mobile number as E.164 ("+905321234567") or as TR_MOBILE_MASK shows it, whole or
 * being typed ("(532) 1"); an empty field is "incomplete".
 */
export function turkishMobileState(value: string): TurkishMobileState {
  const text = value.trim();
  const e164 = /^\+90(\d{10})$/.exec(text);
  if (!e164 && applyMask(TR_MOBILE_MASK, text) !== text) return "invalid";
  const digits = e164 ? e164[1]! : unmask(TR_MOBILE_MASK, text);
  if (digits !== "" && !digits.startsWith("5")) return "not-mobile";
  return digits.length === 10 ? "ok" : "incomplete";
}

export function isValidTurkishMobile(value: string): boolean {
  return turkishMobileState(value) === "ok";
}

/**
 * "+905321234567" from the field's text (masked, or typed with 0 / +90 before it); null unless it
 * is a whole Turkish mobile number.
 */
export function toE164TurkishMobile(text: string): string | null {
  const masked = applyMask(TR_MOBILE_MASK, text);
  return isValidTurkishMobile(masked) ? `+90${unmask(TR_MOBILE_MASK, masked)}` : null;
}

/** What the Main API's e-mail schema accepts: zod's rule, after trimming and lower-casing, ≤ 254 characters. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  // Lower-casing first matters: the Kelvin sign "K" becomes an ASCII "k" on the server too.
  return email.length <= 254 && regexes.email.test(email.toLowerCase());
}

export type ExpiryState = "ok" | "invalid" | "expired";

/** Cards are not issued for longer; a year further away is a typing mistake. */
const MAX_YEARS_AHEAD = 20;

/**
 * The card's expiry month and two-digit (or four-digit) year. A card is valid through its expiry
 * month; months are counted in UTC like the Main API does, so both agree on the first of a month.
 */
export function expiryState(mm: string | number, yy: string | number, now: Date | number): ExpiryState {
  const monthText = String(mm);
  const yearText = typeof yy === "number" && yy >= 0 && yy < 10 ? `0${yy}` : String(yy);
  if (!/^\d{1,2}$/.test(monthText) || !/^(\d{2}|\d{4})$/.test(yearText)) return "invalid";
  const month = Number(monthText);
  if (month < 1 || month > 12) return "invalid";
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const today = new Date(now);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const expiry = year * 12 + month - 1;
  if (expiry < current) return "expired";
  return expiry > current + MAX_YEARS_AHEAD * 12 ? "invalid" : "ok";
}

/**
 * The month and four-digit year of an expiry as people type it: "12/30", "12/2030", "1230",
 * "122030", "12 / 30", "12-30", "12.30" (a one-digit month with a separator: "1/30"). Null for
 * anything else; whether the card is still valid is expiryState's question.
 */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const value = text.trim();
  const match = /^(\d{1,2})\s*[/.-]\s*(\d{2}|\d{4})$/.exec(value) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2]!;
  if (month < 1 || month > 12) return null;
  return { month, year: yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText) };
}

/** Digits of the security code: 4 on the front of an Amex card, 3 on the back of the others. */
export function cvcLength(brand: CardBrand): 3 | 4 {
  return brand === "amex" ? 4 : 3;
}

/** A calendar date "YYYY-MM-DD" (a local "…THH:MM" after it is ignored) that exists. */
function parseDate(value: string): [year: number, month: number, day: number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2})?)?$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? [year, month, day] : null;
}

/**
 * Age in whole years on a day: a local date ("YYYY-MM-DD", as the offer's checkInDate), or an
 * instant read in UTC as the Main API reads the pickup time (checkInEpoch). Someone born on
 * 29 February gets a year older on 1 March in other years, as on the server. Null when the birth
 * date is not a real date or comes after the day.
 */
export function ageOn(birthDate: string, onDate: string | Date | number): number | null {
  const birth = parseDate(birthDate);
  let day: [number, number, number] | null;
  if (typeof onDate === "string") day = parseDate(onDate);
  else {
    const at = new Date(onDate);
    day = Number.isNaN(at.getTime()) ? null : [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate()];
  }
  if (!birth || !day) return null;
  const [birthYear, birthMonth, birthDay] = birth;
  const [year, month, dayOfMonth] = day;
  const age = year - birthYear - (month < birthMonth || (month === birthMonth && dayOfMonth < birthDay) ? 1 : 0);
  return age < 0 ? null : age;
}

export type DriverAgeState = "ok" | "invalid" | "too-young" | "too-old";

/** The Main API refuses drivers over 99 whatever the car. */
const MAX_DRIVER_AGE = 99;

/** The driver against the car's minimum age on the pickup day. */
export function driverAgeState(
  birthDate: string,
  pickupDay: string | Date | number,
  minimumAge: number,
): DriverAgeState {
  const age = ageOn(birthDate, pickupDay);
  if (age === null) return "invalid";
  if (age < minimumAge) return "too-young";
  return age > MAX_DRIVER_AGE ? "too-old" : "ok";
}

/** At least `minimumAge` (18 unless the car asks more) on the day. */
export function isAdult(birthDate: string, onDate: string | Date | number, minimumAge = 18): boolean {
  return driverAgeState(birthDate, onDate, minimumAge) === "ok";
}

/**
 * A first or last name: letters of any script (Turkish included), single spaces, hyphens or
 * apostrophes between them, 2–50 characters after trimming. Stricter than the Main API (which
 * also allows dots and 60 characters), never looser.
 */
export function isValidPersonName(value: string): boolean {
  const name = value.trim().normalize("NFC");
  const length = [...name].length;
  return length >= 2 && length <= 50 && /^\p{L}+(?:[ '-]\p{L}+)*$/u.test(name);
}

/**
 * The name as a form should send it: trimmed, one space between words, and the typographic
 * apostrophe phones type (’) as the ASCII one the Main API accepts.
 */
export function normalizePersonName(value: string): string {
  return value
    .trim()
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .replace(/[\u2019\u02bc]/g, "'");
}

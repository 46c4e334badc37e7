import { parseIsoDate } from "~/../shared/dates";

/**
 * The checkout's own date rules, in the browser and in the action alike: a card's expiry as people
 * type it (checkout-forms.ts reads the payment step with these) and a traveller's age on a day
 * (the flight checkout's passenger types). The Main API checks everything again; the form's other
 * rules are the schemas in checkout-forms.ts.
 */

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

/**
 * Age in whole years on a day, both calendar dates ("YYYY-MM-DD"): the birthday itself counts, and
 * someone born on 29 February gets a year older on 1 March in other years, as the Main API counts
 * a driver's age on the pickup day (services/main-api/orders/details.ts). Null when either is not
 * a day of the calendar (no 31 April, no 29 February outside leap years) or the birth comes after
 * the day.
 */
export function ageOn(birthDate: string, onDate: string): number | null {
  const birth = parseIsoDate(birthDate);
  const day = parseIsoDate(onDate);
  if (!birth || !day) return null;
  const beforeBirthday = day.month < birth.month || (day.month === birth.month && day.day < birth.day);
  const age = day.year - birth.year - (beforeBirthday ? 1 : 0);
  return age < 0 ? null : age;
}

/**
 * Which passenger type a traveller is, by age on the day of the last flight (spec section 4: the
 * fare is by type, and the airline checks the age on the day of travel). Pure date arithmetic on
 * calendar dates ("YYYY-MM-DD"), no time zones: a birthday is a calendar day everywhere.
 */
import { parseIsoDate } from "~/../shared/dates";
import { ageOn } from "../validators";

export const PASSENGER_TYPES = ["adult", "student", "child", "infant"] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

/**
 * Ages each type covers, inclusive, in whole years. Adults are 12 and older, children 2–11,
 * infants under 2 (on a lap). Students are 12–24, the airlines' student fare; the Main API
 * checks only the counts, so the shop holds the age rule.
 */
export const AGE_RANGES: Readonly<Record<PassengerType, { readonly min: number; readonly max: number }>> = {
  adult: { min: 12, max: 120 },
  student: { min: 12, max: 24 },
  child: { min: 2, max: 11 },
  infant: { min: 0, max: 1 },
};

export type BirthDateProblem = "birthDate" | `${PassengerType}Age`;

/**
 * What is wrong with a traveller's birth date for the type booked: not a date or in the future
 * ("birthDate"), or an age outside the type's range on the last flight's day.
 */
export function birthDateProblem(
  type: PassengerType,
  birthDate: string,
  { today, lastFlightDate }: { readonly today: string; readonly lastFlightDate: string },
): BirthDateProblem | null {
  // ageOn (the checkout's one, validators.ts) is null for a birth after the day as well.
  const age = ageOn(birthDate, lastFlightDate);
  if (ageOn(birthDate, today) === null || age === null) return "birthDate";
  const { min, max } = AGE_RANGES[type];
  return age < min || age > max ? `${type}Age` : null;
}

/** A passport must still be valid the day after the last flight (it is checked on the way back too). */
export function passportValidFor(expiry: string, lastFlightDate: string): boolean {
  return parseIsoDate(expiry) !== undefined && parseIsoDate(lastFlightDate) !== undefined && expiry > lastFlightDate;
}

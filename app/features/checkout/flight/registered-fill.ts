/**
 * Filling a flight passenger from the signed-in traveller's registered passengers
 * (docs/booking.md, "Fill from registered passengers"). A saved passenger fits a seat when the
 * checkout's own age rule accepts their birth date for its type on the last flight's day: the
 * account's adult/child/infant (their age today) says nothing about the day of travel, and a
 * 12–24-year-old fits both an adult and a student seat.
 */
import type { RegisteredPassenger } from "~/../shared/contract/main-api/passengers";
import { birthDateProblem, type PassengerType } from "./passenger-rules";
import { fieldName, type PartyDates, TRAVELLER_FIELDS } from "./passengers-schema";

/** The select naming the saved passenger for traveller `index`; the fill button posts `fill={index}`. */
export const savedFieldName = (index: number) => `saved_p${index}`;
export const FILL_FIELD = "fill";

export function fitsSeat(
  type: PassengerType,
  passenger: RegisteredPassenger,
  dates: Pick<PartyDates, "today" | "lastFlightDate">,
): boolean {
  return birthDateProblem(type, passenger.birthDate, dates) === null;
}

/** For each traveller of the party, the saved passengers that fit their seat. */
export function savedChoices(
  passengers: readonly RegisteredPassenger[],
  dates: PartyDates,
): readonly (readonly RegisteredPassenger[])[] {
  return dates.party.map((type) => passengers.filter((passenger) => fitsSeat(type, passenger, dates)));
}

/** A saved passenger as traveller `index`'s fields; the identity fields it lacks are emptied. */
export function travellerValues(index: number, passenger: RegisteredPassenger): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of TRAVELLER_FIELDS) {
    const value = passenger[field];
    // No title saved: the one already chosen stays.
    if (field === "title" && !value) continue;
    values[fieldName(index, field)] = value ?? "";
  }
  return values;
}

/** The traveller and saved passenger a no-JavaScript fill button asks for, or null for a plain post. */
export function fillRequest(form: FormData, travellers: number): { index: number; passengerId: string } | null {
  const asked = form.get(FILL_FIELD);
  if (typeof asked !== "string" || !/^\d{1,2}$/.test(asked)) return null;
  const index = Number(asked);
  const passengerId = form.get(savedFieldName(index));
  if (index >= travellers || typeof passengerId !== "string" || !/^[\w-]{1,64}$/.test(passengerId)) return null;
  return { index, passengerId };
}

/**
 * The account's passenger form (docs/registered-passengers.md) as one schema, read by the
 * action and the browser: the post becomes the Main API's registered-passenger body, or every
 * field that breaks one of its rules is named with its error code. The type (adult, child,
 * infant) is not asked: the birth date decides it, by the contract's rule.
 */
import { z } from "zod/mini";
import { isValidTckn } from "~/lib/checksums";
import { refiningTransform, trimmedText } from "~/lib/forms/form-text";
import { invalidFields } from "~/lib/upstream-error";
import { parseIsoDate } from "~/../shared/dates";
import type { RegisteredPassenger, RegisteredPassengerBody } from "~/../shared/contract/main-api/passengers";
import { PASSENGER_TITLES, registeredPassengerType } from "~/../shared/contract/main-api/browser-values";
import { PASSPORT, passportText, personName, tcknText } from "../checkout-forms";
import type { FieldErrorCode } from "../field-errors";
import { ageOn } from "../validators";
import { TRAVELLER_FIELDS } from "~/features/checkout/flight/passengers-schema";

/** The same identity fields as a flight checkout traveller's (identity-fields.tsx shows both). */
export const PASSENGER_FIELDS = TRAVELLER_FIELDS;
export type PassengerField = (typeof PASSENGER_FIELDS)[number];

/** The oldest age the Main API accepts. */
const MAX_AGE = 120;

export function passengerFormSchema(today: string) {
  return z.pipe(
    z.object(
      Object.fromEntries(PASSENGER_FIELDS.map((field) => [field, trimmedText])) as Record<
        PassengerField,
        typeof trimmedText
      >,
    ),
    refiningTransform((form: Record<PassengerField, string>, refuse): RegisteredPassengerBody => {
      const issue = (path: PassengerField, message: FieldErrorCode) => refuse(message, [path]);
      const title = PASSENGER_TITLES.find((known) => known === form.title);
      if (!title) issue("title", form.title ? "title" : "required");
      for (const field of ["firstName", "lastName"] as const) {
        if (!personName.safeParse(form[field]).success) issue(field, form[field] ? "name" : "required");
      }
      const age = parseIsoDate(form.birthDate) ? ageOn(form.birthDate, today) : null;
      if (age === null || age > MAX_AGE) issue("birthDate", form.birthDate ? "birthDate" : "required");
      const nationality = form.nationality.toUpperCase() || "TR";
      if (!/^[A-Z]{2}$/.test(nationality)) issue("nationality", "required");
      const turkish = nationality === "TR";
      const tckn = tcknText.parse(form.tckn);
      const passportNo = passportText.parse(form.passportNo);
      if (turkish && !isValidTckn(tckn)) issue("tckn", tckn ? "tckn" : "required");
      if (!turkish) {
        if (!PASSPORT.test(passportNo)) issue("passportNo", passportNo ? "passport" : "required");
        if (!form.passportExpiry) issue("passportExpiry", "required");
        else if (!parseIsoDate(form.passportExpiry) || form.passportExpiry <= today) {
          issue("passportExpiry", "passportExpired");
        }
      }
      return {
        type: age === null ? "adult" : registeredPassengerType(form.birthDate, today),
        title: title ?? null,
        firstName: form.firstName,
        lastName: form.lastName,
        birthDate: form.birthDate,
        nationality,
        ...(turkish
          ? { tckn, passportNo: null, passportExpiry: null }
          : { tckn: null, passportNo, passportExpiry: form.passportExpiry }),
      };
    }),
  );
}

/** A saved passenger as the form's values (editing it). */
export function passengerFormValues(passenger: RegisteredPassenger): Record<PassengerField, string> {
  return {
    title: passenger.title ?? "",
    firstName: passenger.firstName,
    lastName: passenger.lastName,
    birthDate: passenger.birthDate,
    nationality: passenger.nationality,
    tckn: passenger.tckn ?? "",
    passportNo: passenger.passportNo ?? "",
    passportExpiry: passenger.passportExpiry ?? "",
  };
}

/** The code each field the Main API names (3300 details) is shown with; `type` is the birth date's. */
const REFUSED: Readonly<Record<string, readonly [PassengerField, FieldErrorCode]>> = {
  title: ["title", "title"],
  firstName: ["firstName", "name"],
  lastName: ["lastName", "name"],
  birthDate: ["birthDate", "birthDate"],
  type: ["birthDate", "birthDate"],
  nationality: ["nationality", "required"],
  tckn: ["tckn", "tckn"],
  passportNo: ["passportNo", "passport"],
  passportExpiry: ["passportExpiry", "passportExpired"],
};

/** The Main API's complaints (3300) as the form's field errors; empty for any other failure. */
export function refusedPassengerFields(error: unknown): Record<string, FieldErrorCode[]> {
  const errors: Record<string, FieldErrorCode[]> = {};
  for (const field of Object.keys(invalidFields(error))) {
    const known = REFUSED[field];
    if (known) errors[known[0]] = [known[1]];
  }
  return errors;
}

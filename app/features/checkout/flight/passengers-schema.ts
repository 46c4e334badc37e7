/**
 * The passengers step as one schema, read by the action and the browser (app/lib/forms): one
 * field set per traveller of the booked party (`p0_firstName`, `p1_tckn`, …) and the contact.
 * Its output is the Main API's flight passengers body (shared/contract/main-api/orders.ts).
 */
import { z } from "zod/mini";
import { formText, refiningTransform, trimmedText, trimmedAs } from "~/lib/forms/form-text";
import { isValidTckn } from "~/lib/checksums";
import { email, PASSPORT, passportText, personName, tcknText } from "~/features/checkout/checkout-forms";
import { phoneNumber } from "~/lib/phone";
import type { FieldErrorCode } from "~/features/checkout/field-errors";
import type { PassengersBody } from "~/../shared/contract/main-api/orders";
import { PASSENGER_TITLES } from "~/../shared/contract/main-api/browser-values";
import { birthDateProblem, type PassengerType, passportValidFor } from "./passenger-rules";

/** The fields of one traveller, each named `p{index}_{field}` in the post. */
export const TRAVELLER_FIELDS = [
  "title",
  "firstName",
  "lastName",
  "birthDate",
  "nationality",
  "tckn",
  "passportNo",
  "passportExpiry",
] as const;
type TravellerField = (typeof TRAVELLER_FIELDS)[number];

export const fieldName = (index: number, field: TravellerField) => `p${index}_${field}`;

/** What the rules need to know about the booking: who travels, and when. */
export interface PartyDates {
  /** One entry per traveller, in the order the forms show them (adults first, infants last). */
  readonly party: readonly PassengerType[];
  /** The shop's "today" (Istanbul), "YYYY-MM-DD". */
  readonly today: string;
  /** The day of the last flight, "YYYY-MM-DD": ages and passports are judged then. */
  readonly lastFlightDate: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Traveller = Extract<PassengersBody, { passengers: unknown }>["passengers"][number];

export function passengersSchema({ party, today, lastFlightDate }: PartyDates) {
  // Every field is plain text here and checked in the one pass below, so a post with several
  // mistakes names them all at once (a failed field would otherwise skip the travellers' rules).
  const fields = z.catchall(
    z.object({
      email: trimmedText,
      dialCode: trimmedAs((value: string) => value || "+90"),
      phone: trimmedText,
    }),
    // The travellers' fields (`p0_firstName`, …): as many sets as the party has people.
    formText,
  );
  return z.pipe(
    fields,
    refiningTransform((form: z.output<typeof fields>, refuse) => {
      const text = (name: string) => (form[name] ?? "").trim();
      const issue = (path: string, message: FieldErrorCode) => refuse(message, [path]);
      const travellers = party.map((type, index): Traveller => {
        const read = (field: TravellerField) => text(fieldName(index, field));
        const title = read("title");
        if (!PASSENGER_TITLES.some((known) => known === title))
          issue(fieldName(index, "title"), title ? "title" : "required");
        for (const field of ["firstName", "lastName"] as const) {
          const checked = personName.safeParse(read(field));
          if (!checked.success) issue(fieldName(index, field), read(field) ? "name" : "required");
        }
        const birthDate = read("birthDate");
        const problem = ISO_DATE.test(birthDate)
          ? birthDateProblem(type, birthDate, { today, lastFlightDate })
          : "birthDate";
        if (problem) issue(fieldName(index, "birthDate"), birthDate ? problem : "required");
        const nationality = read("nationality").toUpperCase() || "TR";
        if (!/^[A-Z]{2}$/.test(nationality)) issue(fieldName(index, "nationality"), "required");
        const tckn = tcknText.parse(read("tckn"));
        const passportNo = passportText.parse(read("passportNo"));
        const passportExpiry = read("passportExpiry");
        if (nationality === "TR") {
          if (!isValidTckn(tckn)) issue(fieldName(index, "tckn"), tckn ? "tckn" : "required");
        } else {
          if (!PASSPORT.test(passportNo)) issue(fieldName(index, "passportNo"), passportNo ? "passport" : "required");
          if (!passportExpiry) issue(fieldName(index, "passportExpiry"), "required");
          else if (!ISO_DATE.test(passportExpiry) || !passportValidFor(passportExpiry, lastFlightDate)) {
            issue(fieldName(index, "passportExpiry"), "passportExpiry");
          }
        }
        return {
          type,
          title: PASSENGER_TITLES.find((known) => known === title) ?? "mr",
          firstName: read("firstName"),
          lastName: read("lastName"),
          birthDate,
          nationality,
          ...(nationality === "TR" ? { tckn } : { passportNo, passportExpiry }),
        };
      });
      const contactEmail = email.safeParse(form.email);
      if (!contactEmail.success) issue("email", form.email ? "email" : "required");
      const phone = phoneNumber(form.dialCode, form.phone);
      if (!phone) issue("phone", form.phone ? "phone" : "required");
      return {
        passengers: travellers,
        contact: { email: contactEmail.data ?? "", phone: phone ?? "" },
      } satisfies PassengersBody;
    }),
  );
}

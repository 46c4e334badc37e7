/**
 * Registered passengers (docs/api/main-api.md, "Account extras"): travellers a user keeps to fill
 * the flight checkout's passenger forms. The embedded service parses its input with
 * `registeredPassengerRequest(now)` and the shop reads its answers with the responses below.
 * Validated like the order's travellers: names in letters, a T.C. identity number for Turkish
 * citizens, a passport (number and expiry) for anyone else; the type must fit the age today.
 */
import { z } from "zod";
import { isValidTckn } from "../../checksums";
import { parseIsoDate, shopToday } from "../../dates";
import {
  MAX_REGISTERED_PASSENGERS,
  PASSENGER_TITLES,
  REGISTERED_PASSENGER_TYPES,
  registeredPassengerType,
  type RegisteredPassengerType,
  yearsOn,
} from "./browser-values";
import { personNameSchema } from "./identifiers";

export { MAX_REGISTERED_PASSENGERS, PASSENGER_TITLES, type RegisteredPassengerType };

/** A real calendar date written YYYY-MM-DD. */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "YYYY-MM-DD", abort: true })
  .refine((value) => parseIsoDate(value) !== undefined, { message: "not a calendar date", abort: true });

/** A passenger's fields as the shop sends them (POST and PUT); the request adds the rules between them. */
export const registeredPassengerFields = z.object({
  type: z.enum(REGISTERED_PASSENGER_TYPES),
  title: z.enum(PASSENGER_TITLES).nullish(),
  firstName: personNameSchema,
  lastName: personNameSchema,
  birthDate: calendarDate,
  nationality: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "ISO 3166 country code"),
  tckn: z.string().trim().refine(isValidTckn, "not a valid T.C. identity number").nullish(),
  passportNo: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{5,12}$/, "not a valid passport number")
    .nullish(),
  passportExpiry: calendarDate.nullish(),
});

/** The request the service parses: `now` is its clock, for the age, type and passport expiry. */
export function registeredPassengerRequest(now: number) {
  const today = shopToday(now);
  return registeredPassengerFields.superRefine((passenger, context) => {
    // Runs after field errors too: look only at fields that passed.
    if (calendarDate.safeParse(passenger.birthDate).success) {
      const age = yearsOn(passenger.birthDate, today);
      if (passenger.birthDate > today || age > 120) {
        context.addIssue({ code: "custom", path: ["birthDate"], message: "not a plausible birth date" });
      } else if (REGISTERED_PASSENGER_TYPES.includes(passenger.type)) {
        const type = registeredPassengerType(passenger.birthDate, today);
        if (type !== passenger.type) {
          const article = type === "adult" || type === "infant" ? "an" : "a";
          context.addIssue({
            code: "custom",
            path: ["type"],
            message: `the birth date makes this passenger ${article} ${type}`,
          });
        }
      }
    }
    if (passenger.nationality === "TR" && !passenger.tckn) {
      context.addIssue({ code: "custom", path: ["tckn"], message: "required for Turkish citizens" });
    }
    if (passenger.nationality !== "TR" && !passenger.passportNo) {
      context.addIssue({ code: "custom", path: ["passportNo"], message: "required for foreign nationals" });
    }
    if (passenger.passportNo && !passenger.passportExpiry) {
      context.addIssue({ code: "custom", path: ["passportExpiry"], message: "required with a passport" });
    }
    if (passenger.passportExpiry && passenger.passportExpiry <= today) {
      context.addIssue({ code: "custom", path: ["passportExpiry"], message: "the passport has expired" });
    }
  });
}
export type RegisteredPassengerBody = z.input<ReturnType<typeof registeredPassengerRequest>>;
export type RegisteredPassengerInput = z.output<ReturnType<typeof registeredPassengerRequest>>;

const registeredPassenger = z.looseObject({
  id: z.string(),
  type: z.enum(REGISTERED_PASSENGER_TYPES),
  title: z.enum(PASSENGER_TITLES).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  nationality: z.string(),
  tckn: z.string().nullable(),
  passportNo: z.string().nullable(),
  passportExpiry: z.string().nullable(),
  /** Epoch milliseconds, like the rest of the accounts API. */
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type RegisteredPassenger = z.output<typeof registeredPassenger>;

export const registeredPassengerResponse = z.object({ passenger: registeredPassenger });
export const registeredPassengerListResponse = z.object({ passengers: z.array(registeredPassenger) });

import { z } from "zod";
import { ApiError, invalidRequest } from "../errors";
import { isValidTckn, isValidVkn } from "../../../shared/checksums";
import { emailSchema, normalizePhone } from "../accounts/identifiers";
import type { ItemRow, OrderRow } from "./model";

// The checkout form checks identity and tax numbers with the same functions (shared/checksums.ts).
export { isValidVkn };

const name = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .regex(/^[\p{L}][\p{L} .'-]*$/u, "letters only");
const phone = z.string().transform((value, context) => {
  const normalised = normalizePhone(value);
  if (!normalised) context.addIssue({ code: "custom", message: "not a valid mobile number" });
  return normalised ?? "";
});
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");
const tckn = z.string().refine(isValidTckn, "not a valid T.C. identity number");
const passport = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{5,12}$/i, "not a valid passport number");

const identityFields = {
  nationality: z.string().regex(/^[A-Z]{2}$/),
  tckn: tckn.optional(),
  passportNo: passport.optional(),
};

/** A Turkish citizen gives the identity number; anyone else a passport. */
function requireIdentity(
  person: { nationality: string; tckn?: string | undefined; passportNo?: string | undefined },
  context: z.RefinementCtx,
) {
  if (person.nationality === "TR" && !person.tckn)
    context.addIssue({ code: "custom", path: ["tckn"], message: "required for Turkish citizens" });
  if (person.nationality !== "TR" && !person.passportNo) {
    context.addIssue({ code: "custom", path: ["passportNo"], message: "required for foreign nationals" });
  }
}

const driverSchema = z.object({
  driver: z
    .object({ firstName: name, lastName: name, email: emailSchema, phone, birthDate: isoDate, ...identityFields })
    .superRefine(requireIdentity),
});

const travellerSchema = z
  .object({
    type: z.enum(["adult", "student", "child", "infant"]),
    title: z.enum(["mr", "mrs", "ms"]).optional(),
    firstName: name,
    lastName: name,
    birthDate: isoDate,
    passportExpiry: isoDate.optional(),
    ...identityFields,
  })
  .superRefine(requireIdentity);

const flightPassengersSchema = z.object({
  passengers: z.array(travellerSchema).min(1).max(9),
  contact: z.object({ email: emailSchema, phone }),
});

function ageOn(birthDate: string, at: number): number {
  const birth = new Date(`${birthDate}T00:00:00Z`);
  const day = new Date(at);
  let age = day.getUTCFullYear() - birth.getUTCFullYear();
  if (
    day.getUTCMonth() < birth.getUTCMonth() ||
    (day.getUTCMonth() === birth.getUTCMonth() && day.getUTCDate() < birth.getUTCDate())
  )
    age--;
  return age;
}

/**
 * The driver (car rental) or every traveller (flight), with what the supplier or airline needs.
 * The driver must meet the car's minimum age on the pickup day; travellers must match the
 * search's passenger counts.
 */
export function parsePassengers(body: unknown, items: readonly ItemRow[]) {
  const active = items.find((item) => item.status === "pending" || item.status === "reserved");
  if (!active) throw new ApiError("ORDER_INCOMPLETE", "Add a car or a flight before the passengers");
  if (active.kind === "car") {
    const parsed = driverSchema.safeParse(body);
    if (!parsed.success) throw invalidRequest("Invalid driver", parsed.error);
    const product = JSON.parse(active.product) as {
      details: { car: { rules: { minimumAge: number } } };
      appointment?: { checkInDateTime?: string };
    };
    const inventory = JSON.parse(active.inventory) as { checkInEpoch: number };
    // The pickup day at the office (Istanbul time): a 01:00 pickup is that day, not the UTC day before.
    const localDay = product.appointment?.checkInDateTime?.slice(0, 10);
    const pickupDay = localDay ? Date.parse(`${localDay}T12:00:00Z`) : inventory.checkInEpoch;
    const age = ageOn(parsed.data.driver.birthDate, Number.isNaN(pickupDay) ? inventory.checkInEpoch : pickupDay);
    const minimum = product.details.car.rules.minimumAge;
    if (age < minimum || age > 99) {
      throw new ApiError("INVALID_AGE", `The driver must be at least ${minimum} on the pickup day`, [
        { field: "driver.birthDate", message: `at least ${minimum} years old` },
      ]);
    }
    return parsed.data;
  }
  const parsed = flightPassengersSchema.safeParse(body);
  if (!parsed.success) throw invalidRequest("Invalid passengers", parsed.error);
  const product = JSON.parse(active.product) as { passengers: { type: string; count: number }[] };
  for (const { type, count } of product.passengers) {
    const given = parsed.data.passengers.filter((passenger) => passenger.type === type).length;
    if (given !== count) {
      throw new ApiError("INVALID_REQUEST", `This booking is for ${count} ${type} passenger(s)`, [
        { field: "passengers", message: `${count} ${type}` },
      ]);
    }
  }
  return parsed.data;
}

const address = z.object({
  line: z.string().trim().min(5).max(200),
  city: z.string().trim().min(2).max(60),
  district: z.string().trim().max(60).optional(),
  postalCode: z.string().trim().max(10).optional(),
  country: z.string().regex(/^[A-Z]{2}$/),
});

const billingSchema = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("individual"),
      firstName: name,
      lastName: name,
      tckn: tckn.optional(),
      passportNo: passport.optional(),
      email: emailSchema,
      address,
    })
    .refine((billing) => billing.tckn || billing.passportNo, {
      path: ["tckn"],
      message: "T.C. identity number or passport required",
    }),
  z.object({
    type: z.literal("corporate"),
    companyTitle: z.string().trim().min(3).max(200),
    taxNumber: z.string().refine(isValidVkn, "not a valid tax number (VKN)"),
    taxOffice: z.string().trim().min(2).max(80),
    email: emailSchema,
    address,
  }),
]);

export function parseBilling(body: unknown) {
  const parsed = billingSchema.safeParse(body);
  if (!parsed.success) throw invalidRequest("Invalid invoice details", parsed.error);
  return parsed.data;
}

/** The agreements a purchase needs (spec: pre-information form and distance-sales contract). */
export const REQUIRED_AGREEMENTS = ["pre-information-form", "distance-sales-contract"] as const;
const agreementSchema = z.object({
  accepted: z.array(z.enum([...REQUIRED_AGREEMENTS, "kvkk-explicit-consent", "marketing"])).min(1),
});

export function parseAgreements(body: unknown, now: number) {
  const parsed = agreementSchema.safeParse(body);
  if (!parsed.success) throw invalidRequest("Invalid agreements", parsed.error);
  const at = new Date(now).toISOString();
  return Object.fromEntries(parsed.data.accepted.map((id) => [id, at]));
}

const optionsSchema = z.object({
  notifications: z.object({ email: z.boolean(), sms: z.boolean() }).optional(),
  note: z.string().trim().max(500).optional(),
  flightNumber: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2}\d{1,4}$/i)
    .optional(),
});

export function parseOptions(body: unknown) {
  const parsed = optionsSchema.safeParse(body);
  if (!parsed.success) throw invalidRequest("Invalid order options", parsed.error);
  return parsed.data;
}

/** Everything the purchase needs before payment; names what is missing. */
export function assertReadyToPay(order: OrderRow, items: readonly ItemRow[]): void {
  const missing: string[] = [];
  if (!items.some((item) => item.status === "pending" || item.status === "reserved")) missing.push("items");
  if (!order.passengers) missing.push("passengers");
  if (!order.billing) missing.push("billing");
  const accepted = order.agreements ? (JSON.parse(order.agreements) as Record<string, string>) : {};
  for (const agreement of REQUIRED_AGREEMENTS) if (!accepted[agreement]) missing.push(`agreement:${agreement}`);
  if (missing.length > 0)
    throw new ApiError("ORDER_INCOMPLETE", `Missing before payment: ${missing.join(", ")}`, { missing });
}

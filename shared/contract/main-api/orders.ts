/**
 * The order API (docs/api/orders-and-payments.md): the bodies it accepts, checked by the service
 * (business rules such as the driver's minimum age stay there), and the answers the checkout
 * reads. Answers are loose objects: unread fields pass through.
 */
import { z } from "zod";
import { CANCEL_REASONS, REQUIRED_AGREEMENTS } from "./browser-values";
import { isValidVkn } from "../../checksums";
import { carProductResponse } from "./car";
import { money } from "./common";
import { flightItem } from "./flight";
import { emailSchema, isoDateSchema, passportSchema, personNameSchema, phoneSchema, tcknSchema } from "./identifiers";

// ---- Request bodies

export const createOrderRequest = z.object({
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default("tr"),
  paymentType: z.enum(["creditCard", "wallet"]).default("creditCard"),
  organizationId: z.string().max(64).optional(),
  currency: z.enum(["TRY", "EUR", "USD", "GBP"]).default("TRY"),
});

/** The extras chosen with a car (code and how many; 0 removes one). */
const carExtrasRequest = z
  .array(z.object({ code: z.string().min(1).max(32), quantity: z.number().int().min(0).max(10) }))
  .max(20)
  .default([]);

export const carItemRequest = z.object({
  code: z.string().min(1).max(64),
  searchID: z.string().min(1).max(64),
  quantity: z.number().int().min(1).max(1).default(1),
  children: carExtrasRequest,
  replacementID: z.string().min(1).max(64).optional(),
});

export const flightItemRequest = z.object({
  code: z.string().min(1).max(64),
  searchID: z.string().min(1).max(64),
  quantity: z.number().int().min(1).max(1).default(1),
  brand: z.string().min(1).max(32).optional(),
});

const identityFields = {
  nationality: z.string().regex(/^[A-Z]{2}$/),
  tckn: tcknSchema.optional(),
  passportNo: passportSchema.optional(),
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

/** A car rental's driver. */
export const driverRequest = z.object({
  driver: z
    .object({
      firstName: personNameSchema,
      lastName: personNameSchema,
      email: emailSchema,
      phone: phoneSchema,
      birthDate: isoDateSchema,
      ...identityFields,
    })
    .superRefine(requireIdentity),
});

const travellerRequest = z
  .object({
    type: z.enum(["adult", "student", "child", "infant"]),
    title: z.enum(["mr", "mrs", "ms"]).optional(),
    firstName: personNameSchema,
    lastName: personNameSchema,
    birthDate: isoDateSchema,
    passportExpiry: isoDateSchema.optional(),
    ...identityFields,
  })
  .superRefine(requireIdentity);

/** A flight's travellers and who to contact about them. */
export const flightPassengersRequest = z.object({
  passengers: z.array(travellerRequest).min(1).max(9),
  contact: z.object({ email: emailSchema, phone: phoneSchema }),
});

/** The driver (car) or the travellers and contact (flight): which one the order's item decides. */
export const passengersRequest = z.union([driverRequest, flightPassengersRequest]);

const address = z.object({
  line: z.string().trim().min(5).max(200),
  city: z.string().trim().min(2).max(60),
  district: z.string().trim().max(60).optional(),
  postalCode: z.string().trim().max(10).optional(),
  country: z.string().regex(/^[A-Z]{2}$/),
});

export const billingRequest = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("individual"),
      firstName: personNameSchema,
      lastName: personNameSchema,
      tckn: tcknSchema.optional(),
      passportNo: passportSchema.optional(),
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

export { REQUIRED_AGREEMENTS };
/**
 * Marketing permission given at the checkout, per channel (ETK): each is also recorded as a grant in
 * the traveller's permission records (source "checkout"). "marketing" is the older single box for
 * both channels, still accepted.
 */
export const MARKETING_AGREEMENTS = { "marketing-email": "email", "marketing-sms": "sms" } as const;
const AGREEMENTS = [
  ...REQUIRED_AGREEMENTS,
  "kvkk-explicit-consent",
  "marketing",
  ...(Object.keys(MARKETING_AGREEMENTS) as (keyof typeof MARKETING_AGREEMENTS)[]),
] as const;

export const agreementRequest = z.object({ accepted: z.array(z.enum(AGREEMENTS)).min(1) });
export type Agreement = (typeof AGREEMENTS)[number];

export const optionsRequest = z.object({
  notifications: z.object({ email: z.boolean(), sms: z.boolean() }).optional(),
  note: z.string().trim().max(500).optional(),
  flightNumber: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2}\d{1,4}$/i)
    .optional(),
});

/** Cancel one item of a completed order; the refund goes back to the card or to the wallet. */
export const cancelItemRequest = z.object({
  itemId: z.string().min(1).max(64),
  reason: z.enum(CANCEL_REASONS),
  note: z.string().trim().max(500).optional(),
  destination: z.enum(["card", "wallet"]).default("card"),
});

/** Replace a booked car with an offer from a new search (new dates or place). */
export const changeItemRequest = z.object({
  itemId: z.string().min(1).max(64),
  code: z.string().min(1).max(64),
  searchID: z.string().min(1).max(64),
  children: carExtrasRequest,
});

export const applyCampaignRequest = z.object({ code: z.string().max(32).nullable() });
export const issueCampaignCodeRequest = z.object({ campaign: z.string().trim().min(2).max(32) });
export const cardBinRequest = z.object({ bin: z.string().regex(/^\d{6}$/) });
/** An order's installment plans for a card: for what the card pays, after the wallet's part (if any). */
export const installmentInfoRequest = cardBinRequest.extend({ walletAmount: z.number().int().min(0).default(0) });

export type CreateOrderBody = z.input<typeof createOrderRequest>;
/** A car item as the shop adds it: always with its extras (the quantity is always one). */
export type CarItemBody = Omit<z.input<typeof carItemRequest>, "quantity" | "children"> & {
  readonly children: readonly { readonly code: string; readonly quantity: number }[];
};
type DriverBody = z.input<typeof driverRequest>;
type FlightPassengersBody = z.input<typeof flightPassengersRequest>;
export type PassengersBody = DriverBody | FlightPassengersBody;
export type BillingBody = z.input<typeof billingRequest>;
export type OptionsBody = z.input<typeof optionsRequest>;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export type CancelItemBody = z.input<typeof cancelItemRequest>;
export type ChangeItemBody = z.input<typeof changeItemRequest>;

// ---- Answers

/** What the order stores of a body: the accepted values, without re-checking rules that may have changed since. */
const storedIdentity = {
  nationality: z.string(),
  tckn: z.string().optional(),
  passportNo: z.string().optional(),
};
const storedDriver = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  birthDate: z.string(),
  ...storedIdentity,
});
const storedTraveller = z.object({
  type: z.enum(["adult", "student", "child", "infant"]),
  title: z.enum(["mr", "mrs", "ms"]).optional(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  passportExpiry: z.string().optional(),
  ...storedIdentity,
});
const storedPassengers = z.union([
  z.object({ driver: storedDriver }),
  z.object({
    passengers: z.array(storedTraveller),
    contact: z.object({ email: z.string(), phone: z.string() }),
  }),
]);
const storedAddress = z.looseObject({
  line: z.string(),
  city: z.string(),
  district: z.string().optional(),
  postalCode: z.string().optional(),
  country: z.string(),
});
const storedBilling = z.discriminatedUnion("type", [
  z.looseObject({
    type: z.literal("individual"),
    firstName: z.string(),
    lastName: z.string(),
    tckn: z.string().optional(),
    passportNo: z.string().optional(),
    email: z.string(),
    address: storedAddress,
  }),
  z.looseObject({
    type: z.literal("corporate"),
    companyTitle: z.string(),
    taxNumber: z.string(),
    taxOffice: z.string(),
    email: z.string(),
    address: storedAddress,
  }),
]);
const storedOptions = z.looseObject({
  notifications: z.object({ email: z.boolean(), sms: z.boolean() }).optional(),
  note: z.string().optional(),
  flightNumber: z.string().optional(),
});

/** A car item's product: the product answer as priced when the car was added. */
const storedCarProduct = carProductResponse.extend({ type: z.literal("car") });

/** A flight item's product: the chosen flight in its brand, with the fare per passenger type and the brand's rules. */
export const storedFlightProduct = flightItem
  .pick({
    code: true,
    searchID: true,
    direction: true,
    cabinType: true,
    segments: true,
    durationMinutes: true,
    selectedBrand: true,
  })
  .extend({
    type: z.literal("flight"),
    passengers: z.array(z.looseObject({ type: z.string(), count: z.number().int() })),
    pricing: z.looseObject({ payment: z.looseObject({ total: money, currency: z.literal("TRY") }) }),
    rules: z.looseObject({ refundable: z.boolean(), refundPenaltyPermille: z.number().int(), changeable: z.boolean() }),
  });

const storedProduct = z.discriminatedUnion("type", [storedCarProduct, storedFlightProduct]);
export type StoredCarProduct = z.output<typeof storedCarProduct>;
export type StoredFlightProduct = z.output<typeof storedFlightProduct>;

const orderItem = z.looseObject({
  id: z.string(),
  status: z.enum(["pending", "reserved", "removed", "cancelled"]),
  removedReason: z.string().nullable(),
  quantity: z.number().int(),
  product: storedProduct,
  children: z.array(
    z.object({
      product: z.object({ code: z.string(), name: z.string() }),
      quantity: z.number().int(),
      total: money.nullable(),
    }),
  ),
  price: money,
  paid: money,
  replacesItem: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  paymentCurrency: z.string(),
});

const orderSchema = z.looseObject({
  id: z.string(),
  status: z.enum(["open", "completed", "cancelled"]),
  language: z.string(),
  paymentType: z.string(),
  currency: z.string(),
  reservationId: z.string().nullable(),
  completedAt: z.string().nullable(),
  items: z.array(orderItem),
  passengers: storedPassengers.nullable(),
  billing: storedBilling.nullable(),
  options: storedOptions.nullable(),
  /** When each agreement was accepted. */
  agreements: z.partialRecord(z.enum(AGREEMENTS), z.string()).nullable(),
  campaignCode: z.string().nullable(),
  /** A completed flight booking's airline reference and each passenger's ticket number (in passenger order). */
  ticketing: z
    .object({
      pnr: z.string(),
      tickets: z.array(z.object({ passenger: z.number().int().nonnegative(), ticketNumber: z.string() })),
    })
    .nullable(),
  totals: z.looseObject({
    items: money,
    discount: money,
    credit: money,
    total: money,
    paid: money,
    due: money,
    /** A change of a booking that costs less than was paid: what goes back when it completes. */
    refundDue: money,
  }),
});

export const orderResponse = z.looseObject({
  order: orderSchema,
  removed: z.array(z.object({ id: z.string(), reason: z.string() })).optional(),
  priceChanged: z.boolean().optional(),
});

export const campaignCheckResponse = z.looseObject({
  campaign: z.looseObject({ code: z.string(), discount: money.optional() }),
});

export const installmentInfoResponse = z.looseObject({
  card: z.looseObject({
    bank: z.string(),
    scheme: z.string(),
    family: z.string().nullable(),
    type: z.string(),
    country: z.string(),
  }),
  options: z.array(z.object({ count: z.number().int(), perInstallment: money, total: money })),
});

export const reviewListResponse = z.looseObject({
  reviews: z.array(
    z.looseObject({
      id: z.string(),
      /** Stars as given (1–5). */
      rating: z.number().int().min(1).max(5),
      /** Out of 10, the scale ratings are shown on. */
      score: z.number().min(0).max(10),
      text: z.string(),
      reviewer: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Out of 10. */
  average: z.number().min(0).max(10).nullable(),
  count: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});

export type Order = z.output<typeof orderSchema>;
export type OrderItem = Order["items"][number];
export type StoredPassengers = z.output<typeof storedPassengers>;
export type StoredDriver = z.output<typeof storedDriver>;

export type OrderResponse = z.output<typeof orderResponse>;
export type InstallmentInfo = z.output<typeof installmentInfoResponse>;
export type ReviewList = z.output<typeof reviewListResponse>;

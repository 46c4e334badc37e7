/**
 * The Main API's failures: `{ error: { code, message, details? } }` with an HTTP status per code.
 * The service throws by name, the shop reacts by code; both read this one table, and
 * docs/api/main-api.md ("Error codes") is checked against it.
 */
import { z } from "zod";
import { CANCEL_REFUSALS } from "./cancellation";

export const MAIN_API_ERRORS = {
  2101: { name: "ORDER_NOT_OPEN", status: 409 },
  2102: { name: "ORDER_NOT_FOUND", status: 404 },
  2103: { name: "ITEM_NOT_FOUND", status: 404 },
  2104: { name: "ITEM_UNAVAILABLE", status: 410 },
  2105: { name: "ORDER_INCOMPLETE", status: 422 },
  2106: { name: "CAMPAIGN_CODE_INVALID", status: 422 },
  2107: { name: "NOT_CANCELLABLE", status: 422 },
  2108: { name: "RESERVATION_NOT_FOUND", status: 404 },
  2109: { name: "CREDIT_REPORT_REQUIRED", status: 422 },
  2110: { name: "HOLD_LIMIT_REACHED", status: 429 },
  // A campaign condition the booking does not meet; 2106 stays "no such code".
  2111: { name: "CAMPAIGN_BOOKING_WINDOW", status: 422 },
  2112: { name: "CAMPAIGN_PICKUP_WINDOW", status: 422 },
  2113: { name: "CAMPAIGN_MIN_DAYS", status: 422 },
  2114: { name: "CAMPAIGN_CAR_CLASS", status: 422 },
  2115: { name: "CAMPAIGN_SUPPLIER", status: 422 },
  2116: { name: "CAMPAIGN_FIRST_BOOKING", status: 422 },
  2117: { name: "CAMPAIGN_USAGE_LIMIT", status: 422 },
  2201: { name: "CARD_INVALID", status: 422 },
  2202: { name: "PAYMENT_DECLINED", status: 402 },
  2203: { name: "IDEMPOTENCY_CONFLICT", status: 409 },
  2204: { name: "PAYMENT_IN_PROGRESS", status: 409 },
  2205: { name: "INSTALLMENTS_NOT_ALLOWED", status: 422 },
  2206: { name: "WALLET_INSUFFICIENT", status: 422 },
  2207: { name: "PAYMENT_NOT_FOUND", status: 404 },
  2208: { name: "CALLBACK_INVALID", status: 400 },
  2209: { name: "PROVIDER_UNAVAILABLE", status: 503 },
  2301: { name: "CREDIT_REPORT_NOT_STARTED", status: 409 },
  2311: { name: "REVIEW_NOT_ALLOWED", status: 422 },
  2312: { name: "REVIEW_EXISTS", status: 409 },
  2321: { name: "PASSENGER_NOT_FOUND", status: 404 },
  2322: { name: "PASSENGER_LIMIT_REACHED", status: 422 },
  2331: { name: "LINK_INVALID", status: 400 },
  2332: { name: "LINK_EXPIRED", status: 410 },
  2333: { name: "LINK_TARGET_NOT_FOUND", status: 404 },
  2334: { name: "DECISION_CLOSED", status: 409 },
  3300: { name: "INVALID_REQUEST", status: 400 },
  3301: { name: "INVALID_DATES", status: 400 },
  3302: { name: "INVALID_AGE", status: 400 },
  3303: { name: "UNSUPPORTED_CURRENCY", status: 400 },
  3304: { name: "REQUOTE_REQUIRED", status: 409 },
  3305: { name: "PRODUCT_NOT_FOUND", status: 404 },
  3306: { name: "SEARCH_EXPIRED", status: 410 },
  3307: { name: "OFFER_UNAVAILABLE", status: 410 },
  3308: { name: "DRIVER_AGE_NOT_SERVED", status: 422 },
  3311: { name: "PICKUP_LOCATION_UNSERVED", status: 422 },
  3312: { name: "PLACE_NOT_FOUND", status: 404 },
  3313: { name: "DROPOFF_LOCATION_UNSERVED", status: 422 },
  3401: { name: "UNKNOWN_AIRPORT", status: 404 },
  3500: { name: "UNAUTHORIZED", status: 401 },
  3501: { name: "CODE_INCORRECT", status: 400 },
  3502: { name: "CODE_EXPIRED", status: 400 },
  3503: { name: "CODE_ATTEMPTS_EXCEEDED", status: 429 },
  3504: { name: "RATE_LIMITED", status: 429 },
  3505: { name: "REFRESH_TOKEN_INVALID", status: 401 },
  3506: { name: "REFRESH_TOKEN_REUSED", status: 401 },
  3508: { name: "PASSWORD_INCORRECT", status: 400 },
  3509: { name: "CONTACT_IN_USE", status: 409 },
  3510: { name: "FORBIDDEN", status: 403 },
  3599: { name: "SERVICE_MISCONFIGURED", status: 503 },
} as const satisfies Record<
  number,
  { name: string; status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 422 | 429 | 503 }
>;

export type MainApiErrorCode = keyof typeof MAIN_API_ERRORS;
export type MainApiErrorName = (typeof MAIN_API_ERRORS)[MainApiErrorCode]["name"];

export const MAIN_API_ERROR_CODES = Object.keys(MAIN_API_ERRORS).map(Number) as MainApiErrorCode[];

export function isMainApiErrorCode(code: unknown): code is MainApiErrorCode {
  return typeof code === "number" && Object.hasOwn(MAIN_API_ERRORS, code);
}

/** The code of an error name, for the service that throws by name. */
export type MainApiErrorCodeOf<Name extends MainApiErrorName> = {
  [Code in MainApiErrorCode]: (typeof MAIN_API_ERRORS)[Code]["name"] extends Name ? Code : never;
}[MainApiErrorCode];

/** One field the request got wrong (3300, 3302), by dotted path. */
const invalidFieldSchema = z.object({ field: z.string(), message: z.string() });
export type InvalidField = z.infer<typeof invalidFieldSchema>;

const retryAfter = z.object({ retryAfterSeconds: z.number().int().nonnegative() });
const window = z.object({ from: z.string(), to: z.string() });
const missingSteps = z.object({ missing: z.array(z.enum(["passengers", "billing", "payment"])) });
const removedItems = z.object({ removed: z.array(z.object({ id: z.string(), reason: z.string() })) });

/**
 * `details` of the codes that carry them, as the service sends them. A code not listed here
 * carries none. Several spots may raise one code with different details, hence the unions.
 */
export const MAIN_API_ERROR_DETAILS = {
  2104: z.union([
    z.object({ reason: z.enum(["SEARCH_EXPIRED", "OFFER_UNAVAILABLE", "PRODUCT_NOT_FOUND"]) }),
    removedItems,
  ]),
  2105: missingSteps,
  2107: z.object({ reason: z.enum(CANCEL_REFUSALS) }),
  2109: z.object({ itemId: z.string() }),
  2110: z.object({ maxPerOrganization: z.number().int(), maxPerClient: z.number().int() }),
  2111: window,
  2112: window,
  2113: z.object({ minDays: z.number().int().positive() }),
  2114: z.object({ classes: z.array(z.string()) }),
  2115: z.object({ suppliers: z.array(z.object({ id: z.string(), name: z.string() })) }),
  2116: z.object({}),
  2117: z.object({ limit: z.number().int().positive() }),
  2202: z.object({ reason: z.string().nullable(), payment: z.object({ id: z.string() }).loose() }),
  2209: z.object({ paymentId: z.string() }),
  2311: z.object({
    reason: z.enum(["order_not_completed", "not_a_car_rental", "cancelled", "not_booked", "rental_not_finished"]),
    returnDate: z.string().optional(),
  }),
  2322: z.object({ max: z.number().int() }),
  2332: z.object({ expiredAt: z.number() }),
  2334: z.object({
    reason: z.enum(["decided", "cancelled", "not_reserved"]),
    decision: z
      .object({ decision: z.enum(["confirmed", "rejected"]), reason: z.string().nullable(), decidedAt: z.string() })
      .nullable()
      .optional(),
  }),
  3300: z.array(invalidFieldSchema),
  3301: z.object({
    reason: z.enum(["malformed", "pickup_in_past", "pickup_too_far_ahead", "return_before_pickup", "rental_too_long"]),
    limitDays: z.number().int().optional(),
  }),
  3302: z.array(invalidFieldSchema),
  3308: z.object({ minimumAge: z.number().int() }),
  3501: z.object({ attemptsLeft: z.number().int().nonnegative() }),
  3504: retryAfter,
} satisfies Partial<Record<MainApiErrorCode, z.ZodType>>;

type DetailSchemas = typeof MAIN_API_ERROR_DETAILS;

/** What `details` holds for a code: its shape where the service sends one, else nothing. */
export type MainApiErrorDetails<Code extends MainApiErrorCode> = Code extends keyof DetailSchemas
  ? z.output<DetailSchemas[Code]>
  : undefined;

/** The details of a code, or undefined when the code carries none or they do not have the documented shape. */
export function parseErrorDetails<Code extends MainApiErrorCode>(
  code: Code,
  details: unknown,
): MainApiErrorDetails<Code> | undefined {
  const schema: z.ZodType | undefined = (MAIN_API_ERROR_DETAILS as Partial<Record<MainApiErrorCode, z.ZodType>>)[code];
  if (!schema) return undefined;
  const parsed = schema.safeParse(details);
  return parsed.success ? (parsed.data as MainApiErrorDetails<Code>) : undefined;
}

/** The error body every service answers a failure with. */
export const errorEnvelopeSchema = z.object({
  error: z.object({ code: z.number().int(), message: z.string(), details: z.unknown().optional() }),
});

import type { Context } from "hono";
import type { z } from "zod";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * Main API error codes. The shop's client reacts to 2102 (forget the stored order), 2104 (the
 * expired-item modal), 3304 (retry once), 3311 and 3313 (location modal) and explains 2201–2206
 * and 3501–3504 inline; the rest describe invalid requests precisely.
 * Documented in docs/api/main-api.md.
 */
export const ERROR_CODES = {
  ORDER_NOT_OPEN: { code: 2101, status: 409 },
  ORDER_NOT_FOUND: { code: 2102, status: 404 },
  ITEM_NOT_FOUND: { code: 2103, status: 404 },
  ITEM_UNAVAILABLE: { code: 2104, status: 410 },
  ORDER_INCOMPLETE: { code: 2105, status: 422 },
  CAMPAIGN_CODE_INVALID: { code: 2106, status: 422 },
  NOT_CANCELLABLE: { code: 2107, status: 422 },
  RESERVATION_NOT_FOUND: { code: 2108, status: 404 },
  CREDIT_REPORT_REQUIRED: { code: 2109, status: 422 },
  // Too many unpaid holds for the organization or the client (details: maxPerOrganization, maxPerClient).
  HOLD_LIMIT_REACHED: { code: 2110, status: 429 },
  // A campaign condition the booking does not meet (details: the condition's values); 2106 stays "no such code".
  CAMPAIGN_BOOKING_WINDOW: { code: 2111, status: 422 },
  CAMPAIGN_PICKUP_WINDOW: { code: 2112, status: 422 },
  CAMPAIGN_MIN_DAYS: { code: 2113, status: 422 },
  CAMPAIGN_CAR_CLASS: { code: 2114, status: 422 },
  CAMPAIGN_SUPPLIER: { code: 2115, status: 422 },
  CAMPAIGN_FIRST_BOOKING: { code: 2116, status: 422 },
  CAMPAIGN_USAGE_LIMIT: { code: 2117, status: 422 },
  CARD_INVALID: { code: 2201, status: 422 },
  PAYMENT_DECLINED: { code: 2202, status: 402 },
  IDEMPOTENCY_CONFLICT: { code: 2203, status: 409 },
  PAYMENT_IN_PROGRESS: { code: 2204, status: 409 },
  INSTALLMENTS_NOT_ALLOWED: { code: 2205, status: 422 },
  WALLET_INSUFFICIENT: { code: 2206, status: 422 },
  PAYMENT_NOT_FOUND: { code: 2207, status: 404 },
  CALLBACK_INVALID: { code: 2208, status: 400 },
  PROVIDER_UNAVAILABLE: { code: 2209, status: 503 },
  // Account extras (services/main-api/account-extras): findeks, reviews, registered passengers.
  CREDIT_REPORT_NOT_STARTED: { code: 2301, status: 409 },
  REVIEW_NOT_ALLOWED: { code: 2311, status: 422 },
  REVIEW_EXISTS: { code: 2312, status: 409 },
  PASSENGER_NOT_FOUND: { code: 2321, status: 404 },
  PASSENGER_LIMIT_REACHED: { code: 2322, status: 422 },
  // Signed links (services/main-api/signed-links): unsubscribe, supplier approval.
  LINK_INVALID: { code: 2331, status: 400 },
  LINK_EXPIRED: { code: 2332, status: 410 },
  LINK_TARGET_NOT_FOUND: { code: 2333, status: 404 },
  DECISION_CLOSED: { code: 2334, status: 409 },
  INVALID_REQUEST: { code: 3300, status: 400 },
  INVALID_DATES: { code: 3301, status: 400 },
  INVALID_AGE: { code: 3302, status: 400 },
  UNSUPPORTED_CURRENCY: { code: 3303, status: 400 },
  REQUOTE_REQUIRED: { code: 3304, status: 409 },
  PRODUCT_NOT_FOUND: { code: 3305, status: 404 },
  SEARCH_EXPIRED: { code: 3306, status: 410 },
  OFFER_UNAVAILABLE: { code: 3307, status: 410 },
  // Car search: no company near the pickup rents to a driver this young (details: minimumAge).
  DRIVER_AGE_NOT_SERVED: { code: 3308, status: 422 },
  PICKUP_LOCATION_UNSERVED: { code: 3311, status: 422 },
  PLACE_NOT_FOUND: { code: 3312, status: 404 },
  DROPOFF_LOCATION_UNSERVED: { code: 3313, status: 422 },
  UNKNOWN_AIRPORT: { code: 3401, status: 404 },
  UNAUTHORIZED: { code: 3500, status: 401 },
  CODE_INCORRECT: { code: 3501, status: 400 },
  CODE_EXPIRED: { code: 3502, status: 400 },
  CODE_ATTEMPTS_EXCEEDED: { code: 3503, status: 429 },
  RATE_LIMITED: { code: 3504, status: 429 },
  REFRESH_TOKEN_INVALID: { code: 3505, status: 401 },
  REFRESH_TOKEN_REUSED: { code: 3506, status: 401 },
  PASSWORD_INCORRECT: { code: 3508, status: 400 },
  CONTACT_IN_USE: { code: 3509, status: 409 },
  FORBIDDEN: { code: 3510, status: 403 },
  SERVICE_MISCONFIGURED: { code: 3599, status: 503 },
} as const satisfies Record<string, { code: number; status: ContentfulStatusCode }>;

export type ErrorName = keyof typeof ERROR_CODES;

export class ApiError extends Error {
  constructor(
    readonly kind: ErrorName,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  get code(): number {
    return ERROR_CODES[this.kind].code;
  }

  get status(): ContentfulStatusCode {
    return ERROR_CODES[this.kind].status;
  }
}

/** The spec's error body: `{ error: { code, message } }`, plus details where they help. */
export function errorResponse(c: Context, error: ApiError): Response {
  return c.json(
    {
      error: {
        code: error.code,
        message: error.message,
        ...(error.details === undefined ? {} : { details: error.details }),
      },
    },
    error.status,
  );
}

/** A 3300 for a request that failed its schema, naming each field and what is wrong with it. */
export function invalidRequest(message: string, error: z.ZodError): ApiError {
  return new ApiError(
    "INVALID_REQUEST",
    message,
    error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
  );
}

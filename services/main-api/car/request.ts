import type { z } from "zod";
import { carSearchRequest as carSearchRequestSchema } from "../../../shared/contract/main-api/car";
import { CAR_MAX_DAYS_AHEAD, CAR_MAX_RENTAL_DAYS } from "../../../shared/contract/main-api/car-limits";
import { ApiError, invalidRequest } from "../errors";
import { SHOP_TIME_ZONE } from "../../../shared/dates";
import { type LocalDateTime, parseLocalDateTime, toEpoch } from "../shared/local-time";
import { type Currency, isCurrency } from "../shared/money";

const MAX_RENTAL_DAYS = CAR_MAX_RENTAL_DAYS;
const MAX_DAYS_AHEAD = CAR_MAX_DAYS_AHEAD;
const MIN_DRIVER_AGE = 18;
const MAX_DRIVER_AGE = 99;
/** Turkish rental offices: one time zone (no daylight saving since 2016). */
const RENTAL_TIME_ZONE = SHOP_TIME_ZONE;

export interface CarSearchRequest {
  readonly checkIn: LocalDateTime;
  readonly checkOut: LocalDateTime;
  readonly checkInEpoch: number;
  readonly checkOutEpoch: number;
  readonly age: number;
  readonly language: string;
  readonly currency: Currency;
  readonly country: string;
  readonly checkInLocation: { lat: number; lon: number };
  readonly checkOutLocation: { lat: number; lon: number };
  readonly campaignCode: string | undefined;
  /** When the request was checked: a campaign's booking window is judged at this instant. */
  readonly at: number;
  readonly radiusKm: number;
  /** The request as received, to store with the search. */
  readonly raw: z.output<typeof carSearchRequestSchema>;
}

/** What is wrong with a search's dates: 3301's `details.reason` (docs/api/main-api.md). */
type SearchDatesProblem =
  "malformed" | "pickup_in_past" | "pickup_too_far_ahead" | "return_before_pickup" | "rental_too_long";

/** A 3301 naming what is wrong, with the limit (days) where one applies. */
function datesError(reason: SearchDatesProblem, message: string, limitDays?: number): ApiError {
  return new ApiError("INVALID_DATES", message, { reason, ...(limitDays === undefined ? {} : { limitDays }) });
}

/** Validates a search request body; throws ApiError with the matching code. */
export function parseCarSearchRequest(body: unknown, now: number): CarSearchRequest {
  const parsed = carSearchRequestSchema.safeParse(body);
  if (!parsed.success) throw invalidRequest("The search request is not valid", parsed.error);
  const raw = parsed.data;
  const currency = raw.currency.toUpperCase();
  if (!isCurrency(currency)) throw new ApiError("UNSUPPORTED_CURRENCY", `Currency ${raw.currency} is not supported`);
  if (raw.age < MIN_DRIVER_AGE || raw.age > MAX_DRIVER_AGE) {
    throw new ApiError("INVALID_AGE", `Driver age must be between ${MIN_DRIVER_AGE} and ${MAX_DRIVER_AGE}`);
  }
  const checkIn = parseLocalDateTime(raw.checkInDateTime);
  const checkOut = parseLocalDateTime(raw.checkOutDateTime);
  if (!checkIn || !checkOut) {
    throw datesError("malformed", "Dates must be local date-times like 2027-05-20T10:00");
  }
  const checkInEpoch = toEpoch(checkIn, RENTAL_TIME_ZONE);
  const checkOutEpoch = toEpoch(checkOut, RENTAL_TIME_ZONE);
  if (checkInEpoch < now) throw datesError("pickup_in_past", "The pickup time is in the past");
  if (checkInEpoch - now > MAX_DAYS_AHEAD * 86_400_000) {
    throw datesError("pickup_too_far_ahead", `Cars can be booked at most ${MAX_DAYS_AHEAD} days ahead`, MAX_DAYS_AHEAD);
  }
  if (checkOutEpoch <= checkInEpoch) {
    throw datesError("return_before_pickup", "The return time must be after the pickup time");
  }
  if (checkOutEpoch - checkInEpoch > MAX_RENTAL_DAYS * 86_400_000) {
    throw datesError("rental_too_long", `A rental can last at most ${MAX_RENTAL_DAYS} days`, MAX_RENTAL_DAYS);
  }
  return {
    checkIn,
    checkOut,
    checkInEpoch,
    checkOutEpoch,
    age: raw.age,
    language: raw.language,
    currency,
    country: raw.country.toUpperCase(),
    checkInLocation: raw.checkInLocation,
    checkOutLocation: raw.checkOutLocation ?? raw.checkInLocation,
    campaignCode: raw.campaignCode?.trim().toUpperCase() || undefined,
    at: now,
    radiusKm: raw.radius,
    raw,
  };
}

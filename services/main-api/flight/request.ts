import type { z } from "zod";
import { flightSearchRequest as flightSearchRequestSchema } from "../../../shared/contract/main-api/flight";
import { ApiError, invalidRequest } from "../errors";
import { SHOP_TIME_ZONE } from "../../../shared/dates";
import { type LocalDateTime, parseIsoDate, toEpoch } from "../shared/local-time";

const MAX_DAYS_AHEAD = 330;

type FlightSearchRaw = z.output<typeof flightSearchRequestSchema>;

export interface FlightSearchRequest extends FlightSearchRaw {
  readonly depart: LocalDateTime;
  readonly return: LocalDateTime | undefined;
  /** Passengers who need a seat (infants fly on a lap). */
  readonly seated: number;
}

export function parseFlightSearchRequest(body: unknown, now: number): FlightSearchRequest {
  const parsed = flightSearchRequestSchema.safeParse(body);
  if (!parsed.success) {
    throw invalidRequest("The flight search request is not valid", parsed.error);
  }
  const raw = parsed.data;
  if (raw.currency.toUpperCase() !== "TRY")
    throw new ApiError("UNSUPPORTED_CURRENCY", "Flight tickets are sold in TRY");
  if (raw.origin === raw.destination) throw new ApiError("INVALID_REQUEST", "Origin and destination must differ");
  const depart = parseIsoDate(raw.departDate);
  const back = raw.returnDate === undefined ? undefined : parseIsoDate(raw.returnDate);
  if (!depart || (raw.returnDate !== undefined && !back))
    throw new ApiError("INVALID_DATES", "Dates must look like 2027-05-20");
  const today = toEpoch({ ...depart, hour: 23, minute: 59 }, SHOP_TIME_ZONE);
  if (today < now) throw new ApiError("INVALID_DATES", "The departure date is in the past");
  if (toEpoch(depart, SHOP_TIME_ZONE) - now > MAX_DAYS_AHEAD * 86_400_000) {
    throw new ApiError("INVALID_DATES", `Flights can be booked at most ${MAX_DAYS_AHEAD} days ahead`);
  }
  if (back && toEpoch(back, SHOP_TIME_ZONE) - now > MAX_DAYS_AHEAD * 86_400_000) {
    throw new ApiError("INVALID_DATES", `Flights can be booked at most ${MAX_DAYS_AHEAD} days ahead`);
  }
  if (back && toEpoch(back, SHOP_TIME_ZONE) < toEpoch(depart, SHOP_TIME_ZONE)) {
    throw new ApiError("INVALID_DATES", "The return date must not be before the departure date");
  }
  return { ...raw, currency: "TRY", depart, return: back, seated: raw.adults + raw.students + raw.children };
}

import { z } from "zod";
import { ApiError, invalidRequest } from "../errors";
import { SHOP_TIME_ZONE } from "../../../shared/dates";
import { type LocalDateTime, parseIsoDate, toEpoch } from "../shared/local-time";

const FLIGHT_CABINS = ["economy", "business"] as const;
const MAX_DAYS_AHEAD = 330;

const iata = z
  .string()
  .regex(/^[A-Za-z]{3}$/)
  .transform((code) => code.toUpperCase());

/** Flight search (one way or round trip). Flights are sold in TRY only (spec section 4). */
const flightSearchRequestSchema = z
  .object({
    origin: iata,
    originType: z.enum(["airport", "city"]).default("airport"),
    destination: iata,
    destinationType: z.enum(["airport", "city"]).default("airport"),
    departDate: z.string().max(10),
    returnDate: z.string().max(10).optional(),
    adults: z.number().int().min(1).max(9).default(1),
    students: z.number().int().min(0).max(9).default(0),
    children: z.number().int().min(0).max(9).default(0),
    infants: z.number().int().min(0).max(9).default(0),
    cabin: z.enum(FLIGHT_CABINS).default("economy"),
    currency: z.string().max(8).default("TRY"),
    language: z.string().min(2).max(8).default("tr"),
  })
  .refine((request) => request.infants <= request.adults, {
    path: ["infants"],
    message: "at most one infant per adult",
  })
  .refine((request) => request.adults + request.students + request.children <= 9, {
    path: ["adults"],
    message: "at most 9 seated passengers",
  });

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

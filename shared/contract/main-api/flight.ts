/** Flight search: the request and its answers (docs/api/main-api.md, "Flight search"). */
import { z } from "zod";
import { money } from "./common";

// ---- Request

export const FLIGHT_CABINS = ["economy", "business"] as const;

const iata = z
  .string()
  .regex(/^[A-Za-z]{3}$/)
  .transform((code) => code.toUpperCase());

/** Flight search (one way or round trip). Flights are sold in TRY only (spec section 4). */
export const flightSearchRequest = z
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
export type FlightSearchBody = z.input<typeof flightSearchRequest>;

// ---- Answers

export const flightItem = z.looseObject({
  code: z.string(),
  searchID: z.string(),
  direction: z.enum(["outbound", "inbound"]),
  flightType: z.enum(["one_way", "round_trip"]),
  cabinType: z.enum(FLIGHT_CABINS),
  stop: z.number().int().nonnegative(),
  segments: z
    .array(
      z.looseObject({
        origin: z.looseObject({ code: z.string() }),
        destination: z.looseObject({ code: z.string() }),
        marketingAirline: z.looseObject({ code: z.string() }),
        flightNumber: z.string(),
        departure: z.string(),
        arrival: z.string(),
      }),
    )
    .min(1),
  selectedBrand: z.looseObject({ code: z.string(), name: z.string() }),
  provider: z.looseObject({ code: z.string() }),
  pricing: z.looseObject({ payment: z.looseObject({ total: money, currency: z.literal("TRY") }) }),
  search: z.object({ departDate: z.string(), returnDate: z.string().nullable() }),
});

export const flightSearchResponse = z.looseObject({
  searchID: z.string(),
  results: z.array(flightItem),
  returnResults: z.array(flightItem),
});

export type FlightSearchResponse = z.output<typeof flightSearchResponse>;

/** Flight search: the request and its answers (docs/api/main-api.md, "Flight search"). */
import { z } from "zod";
import { money } from "./common";
import { FLIGHT_CABINS } from "./flight-cabins";

// ---- Request

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

const PASSENGER_TYPES = ["adult", "student", "child", "infant"] as const;

/** An airport as the flight calls name it (names in Turkish for `tr`, English otherwise). */
const airport = z.looseObject({
  code: z.string(),
  name: z.string(),
  cityName: z.string(),
  countryCode: z.string(),
});

/** A fare brand: what a ticket of this brand includes. */
const fareBrand = z.looseObject({
  code: z.string(),
  name: z.string(),
  cabin: z.enum(FLIGHT_CABINS),
  checkedBaggageKg: z.number().int().nonnegative(),
  cabinBaggageKg: z.number().int().nonnegative(),
  changeable: z.boolean(),
  refundable: z.boolean(),
  seatSelection: z.boolean(),
});

const segment = z.looseObject({
  origin: airport,
  destination: airport,
  marketingAirline: z.looseObject({ code: z.string(), displayName: z.string() }),
  flightNumber: z.string(),
  /** Local to the airport, e.g. "2027-03-20T08:50". */
  departure: z.string(),
  arrival: z.string(),
  /** Flight time of this leg. */
  durationMinutes: z.number().int().nonnegative(),
});

/** One itinerary of a search (one direction), priced in its cheapest bookable brand. */
export const flightItem = z.looseObject({
  code: z.string(),
  searchID: z.string(),
  direction: z.enum(["outbound", "inbound"]),
  flightType: z.enum(["one_way", "round_trip"]),
  cabinType: z.enum(FLIGHT_CABINS),
  stop: z.number().int().nonnegative(),
  segments: z.array(segment).min(1),
  /** First departure to last arrival, layovers included. */
  durationMinutes: z.number().int().nonnegative(),
  selectedBrand: fareBrand,
  seatsLeft: z.number().int().nonnegative(),
  provider: z.looseObject({ code: z.string() }),
  pricing: z.looseObject({
    payment: z.looseObject({
      total: money,
      currency: z.literal("TRY"),
      /** The fare of one passenger of each type in the party (types with nobody are left out). */
      perPassenger: z.array(
        z.object({ type: z.enum(PASSENGER_TYPES), count: z.number().int().positive(), fare: money }),
      ),
    }),
  }),
  /** The shop's DD-MM-YYYY dates. */
  search: z.object({ departDate: z.string(), returnDate: z.string().nullable() }),
});
export type FlightItem = z.output<typeof flightItem>;

export const flightSearchResponse = z.looseObject({
  searchID: z.string(),
  results: z.array(flightItem),
  returnResults: z.array(flightItem),
});

export type FlightSearchResponse = z.output<typeof flightSearchResponse>;

// ---- Fare brands, ticket rules and airports

/** Extra brands and ticket rules name one flight of a stored search (and, for the rules, a brand). */
export const flightOfferRequest = z.object({
  searchId: z.string().min(1).max(64),
  code: z.string().min(1).max(64),
  brand: z.string().max(32).optional(),
});

/** Every brand of the flight's cabin still bookable for the search's party, cheapest first. */
export const extraBrandsResponse = z.looseObject({
  code: z.string(),
  searchID: z.string(),
  brands: z.array(fareBrand.extend({ seatsLeft: z.number().int().nonnegative(), total: money })).min(1),
});
export type ExtraBrands = z.output<typeof extraBrandsResponse>;

/** A brand's rules on one flight for the search's party; fees in TRY. */
export const ticketRulesResponse = z.looseObject({
  code: z.string(),
  searchID: z.string(),
  brand: fareBrand,
  rules: z.looseObject({
    baggage: z.looseObject({ checkedKg: z.number(), cabinKg: z.number(), perPassenger: z.boolean() }),
    change: z.discriminatedUnion("allowed", [
      z.looseObject({ allowed: z.literal(true), feePerPassenger: money, plusFareDifference: z.boolean() }),
      z.looseObject({ allowed: z.literal(false) }),
    ]),
    refund: z.discriminatedUnion("allowed", [
      z.looseObject({ allowed: z.literal(true), penalty: money, refund: money }),
      z.looseObject({ allowed: z.literal(false), taxesRefundable: z.boolean() }),
    ]),
    infants: z.string(),
  }),
  total: money,
});
export type TicketRules = z.output<typeof ticketRulesResponse>;

/** The flight form's airport lookup: by airport or city name or IATA code, Turkish letters folded. */
export const airportLookupRequest = z.object({
  query: z.string().min(1).max(100),
  language: z.string().max(8).default("tr"),
});

export const airportLookupResponse = z.object({ airports: z.array(airport).max(10) });
export type AirportLookup = z.output<typeof airportLookupResponse>;

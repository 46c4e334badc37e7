/** Flight search answers (docs/api/main-api.md, "Flight search"). */
import { z } from "zod";
import { money } from "./common";

export const flightItem = z.looseObject({
  code: z.string(),
  searchID: z.string(),
  direction: z.enum(["outbound", "inbound"]),
  flightType: z.enum(["one_way", "round_trip"]),
  cabinType: z.enum(["economy", "business"]),
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

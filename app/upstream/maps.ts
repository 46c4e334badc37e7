import { z } from "zod";
import { requestJson } from "./request-json";
import type { Transport } from "./transport";

export const geocodeResult = z.looseObject({
  timezone: z.string(),
  cityName: z.string(),
  lat: z.number(),
  lng: z.number(),
  name: z.string(),
  countryCode: z.string().length(2),
});

export const autocompleteResult = z.object({
  predictions: z.array(
    z.looseObject({
      placeId: z.string(),
      kind: z.enum(["airport", "city", "district", "landmark"]),
      name: z.string(),
      cityName: z.string(),
      countryCode: z.string(),
      iata: z.string().nullable(),
      lat: z.number(),
      lng: z.number(),
    }),
  ),
});

/**
 * The maps service client (spec section 7): geocode a placeId, autocomplete place names.
 *
 * @example
 * const maps = createMapsClient(transport);
 * const { lat, lng, timezone } = await maps.geocode("apt:AYT", "tr");
 */
export function createMapsClient(transport: Transport) {
  return {
    geocode(placeId: string, language: string) {
      return requestJson("maps", transport, "/maps/api/geocode", geocodeResult, { query: { placeId, language } });
    },
    autocomplete(input: string, language: string) {
      return requestJson("maps", transport, "/maps/api/places/autocomplete", autocompleteResult, {
        query: { input, language },
      });
    },
  };
}

export type MapsClient = ReturnType<typeof createMapsClient>;

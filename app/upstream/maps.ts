import { autocompleteResult, geocodeResult } from "~/../shared/contract/maps";
import { requestJson } from "./request-json";
import type { Transport } from "./transport";

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

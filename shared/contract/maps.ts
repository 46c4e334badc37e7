/**
 * The maps service (spec section 7): geocode a placeId, autocomplete place names. Failures are
 * `{ error: { code, message } }` with the HTTP status as the code.
 */
import { z } from "zod";
import { PLACE_KINDS } from "./place-kinds";

export const geocodeQuery = z.object({
  placeId: z.string().min(1).max(256),
  language: z.string().max(8).default("tr"),
});
export const autocompleteQuery = z.object({
  input: z.string().max(100),
  language: z.string().max(8).default("tr"),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});

export const geocodeResult = z.looseObject({
  placeId: z.string(),
  kind: z.enum(PLACE_KINDS),
  timezone: z.string(),
  cityName: z.string(),
  lat: z.number(),
  lng: z.number(),
  name: z.string(),
  countryCode: z.string().length(2),
  iata: z.string().nullable(),
});

const placePrediction = z.looseObject({
  placeId: z.string(),
  kind: z.enum(PLACE_KINDS),
  name: z.string(),
  cityName: z.string(),
  countryCode: z.string(),
  iata: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
});

export const autocompleteResult = z.object({ predictions: z.array(placePrediction) });

/** The shop's `/api/places` answer: predictions as the search form's place field reads them. */
export const placeSuggestionsResponse = z.object({
  places: z.array(
    placePrediction.pick({ placeId: true, kind: true, name: true, cityName: true, iata: true, lat: true }).extend({
      lon: z.number(),
    }),
  ),
});

export type GeocodeResult = z.output<typeof geocodeResult>;
export type PlacePrediction = z.output<typeof placePrediction>;
export type PlaceSuggestion = z.output<typeof placeSuggestionsResponse>["places"][number];

/** The maps endpoints (docs/api/main-api.md, "Maps service"). */
export const MAPS_ENDPOINTS = [
  { method: "GET", path: "/maps/api/geocode", request: geocodeQuery, response: geocodeResult },
  { method: "GET", path: "/maps/api/places/autocomplete", request: autocompleteQuery, response: autocompleteResult },
] as const;

import { Hono } from "hono";
import { type GeocodeResult, type PlacePrediction, autocompleteQuery, geocodeQuery } from "../../shared/contract/maps";
import { autocomplete, findPlace, placeName } from "./places";

export interface MapsBindings {
  DB: D1Database;
}

/**
 * The embedded maps service (spec section 7): geocode by placeId and place autocomplete over the
 * seeded places, tolerant of Turkish letters and case.
 *
 * @example
 * await createMapsService().request("/maps/api/geocode?placeId=apt:IST", {}, env);
 */
export function createMapsService() {
  const app = new Hono<{ Bindings: MapsBindings }>({ strict: false }).basePath("/maps/api");

  app.get("/geocode", async (c) => {
    const query = geocodeQuery.safeParse(c.req.query());
    if (!query.success) return c.json({ error: { code: 400, message: "placeId is required" } }, 400);
    const place = await findPlace(c.env.DB, query.data.placeId);
    if (!place) return c.json({ error: { code: 404, message: "No place with this placeId" } }, 404);
    const { name, cityName } = placeName(place, query.data.language);
    return c.json<GeocodeResult>({
      placeId: place.place_id,
      kind: place.kind,
      timezone: place.timezone,
      cityName,
      lat: place.lat,
      lng: place.lon,
      name,
      countryCode: place.country_code,
      iata: place.iata,
    });
  });

  app.get("/places/autocomplete", async (c) => {
    const query = autocompleteQuery.safeParse(c.req.query());
    if (!query.success) return c.json({ error: { code: 400, message: "input is required" } }, 400);
    const places = await autocomplete(c.env.DB, query.data.input, query.data.limit);
    return c.json({
      predictions: places.map((place): PlacePrediction => ({
        placeId: place.place_id,
        kind: place.kind,
        ...placeName(place, query.data.language),
        countryCode: place.country_code,
        iata: place.iata,
        lat: place.lat,
        lng: place.lon,
      })),
    });
  });

  app.notFound((c) => c.json({ error: { code: 404, message: "No such endpoint" } }, 404));
  app.onError((error, c) => {
    console.error("maps: unhandled error", error);
    return c.json({ error: { code: 500, message: "Internal error" } }, 500);
  });
  return app;
}

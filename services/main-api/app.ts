import { Hono } from "hono";
import { z } from "zod";
import { accountRoutes } from "./accounts/routes";
import { orderRoutes } from "./orders/routes";
import { releaseExpiredHolds } from "./orders/holds";
import { paymentRoutes } from "./payments/routes";
import { findeksRoutes } from "./account-extras/findeks-routes";
import { passengerRoutes } from "./account-extras/passenger-routes";
import { reviewRoutes } from "./account-extras/review-routes";
import { financeRoutes } from "./account-extras/finance-routes";
import { ticketRoutes } from "./account-extras/ticket-routes";
import { supplierApprovalRoutes, unsubscribeRoutes } from "./signed-links/routes";
import type { MainApiBindings } from "./bindings";
import { ApiError, errorResponse } from "./errors";
import { catalogRoutes } from "./car/catalog";
import { carProduct } from "./car/product";
import { parseCarSearchRequest } from "./car/request";
import { searchCars, searchResponse } from "./car/search";
import { autocomplete, findPlace, placeName } from "../maps/places";
import { parseFlightSearchRequest } from "./flight/request";
import { airportLookupRequest, flightOfferRequest } from "../../shared/contract/main-api/flight";
import { extraBrands, searchFlights, ticketRules } from "./flight/search";
import { distanceKm } from "./shared/geo";
import { jsonBody } from "./shared/json-body";

const productQuery = z.object({
  code: z.string().min(1).max(64),
  searchId: z.string().min(1).max(64),
  language: z.string().max(8).optional(),
  currency: z.string().max(8).optional(),
});

const placeIds = z.object({
  checkInPlaceId: z.string().min(1).max(256),
  checkOutPlaceId: z.string().min(1).max(256).optional(),
});

const pointQuery = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  radius: z.number().positive().max(500).default(200),
  language: z.string().max(8).default("tr"),
});

/**
 * The embedded Main API (spec section 7), a Hono app over D1. The shop reaches it through its
 * HTTP contract only (app/upstream), so a real backend can replace it by configuration.
 *
 * @example
 * const api = createMainApi();
 * await api.request("/api/v1/search-api/search/point/", { method: "POST", body }, env);
 */
export function createMainApi(options: { now?: () => number; devOutbox?: boolean } = {}) {
  const now = options.now ?? Date.now;
  // strict: false — the spec's paths end in "/" and clients send both forms.
  const app = new Hono<{ Bindings: MainApiBindings }>({ strict: false }).basePath("/api/v1");

  app.route("/account-api", accountRoutes(now, { devOutbox: options.devOutbox ?? false }));
  app.route("/order-api", orderRoutes(now));
  app.route("/payment-api", paymentRoutes(now));
  app.route("/account-api/findeks", findeksRoutes(now));
  app.route("/account-api/passengers", passengerRoutes(now));
  app.route("/review-api", reviewRoutes(now));
  app.route("/finance-api", financeRoutes(now));
  app.route("/notification-api", ticketRoutes(now));
  app.route("/notification-api", unsubscribeRoutes(now));
  app.route("/supplier-api", supplierApprovalRoutes(now));
  // Starting prices per place, brand, model, company and class for the shop's landing pages.
  app.route("/search-api/catalog", catalogRoutes(now));

  // Availability never counts a hold that ran out: expired holds give their units back before
  // a search or an offer is read (a cheap indexed read when there are none; orders/reserve.ts).
  const releaseExpired = async (c: { env: MainApiBindings }, next: () => Promise<void>) => {
    await releaseExpiredHolds(c.env.DB, now());
    await next();
  };
  app.use("/search-api/search/*", releaseExpired);
  app.use("/flight-api/search", releaseExpired);

  app.post("/search-api/search/point", async (c) => {
    const request = parseCarSearchRequest(await jsonBody(c), now());
    const outcome = await searchCars(c.env.DB, request, now());
    return c.json(searchResponse(outcome, request, now()));
  });

  // The placeId variant: the same request with checkInPlaceId / checkOutPlaceId instead of points.
  app.post("/search-api/search/place", async (c) => {
    const body = await jsonBody(c);
    const ids = placeIds.safeParse(body);
    if (!ids.success) throw new ApiError("INVALID_REQUEST", "checkInPlaceId is required");
    const [pickup, dropoff] = await Promise.all([
      findPlace(c.env.DB, ids.data.checkInPlaceId),
      ids.data.checkOutPlaceId ? findPlace(c.env.DB, ids.data.checkOutPlaceId) : Promise.resolve(undefined),
    ]);
    if (!pickup) throw new ApiError("PLACE_NOT_FOUND", "Unknown pickup placeId");
    if (dropoff === null) throw new ApiError("PLACE_NOT_FOUND", "Unknown return placeId");
    const located = {
      ...(body as Record<string, unknown>),
      checkInLocation: { lat: pickup.lat, lon: pickup.lon },
      checkOutLocation: { lat: (dropoff ?? pickup).lat, lon: (dropoff ?? pickup).lon },
    };
    const request = parseCarSearchRequest(located, now());
    const outcome = await searchCars(c.env.DB, request, now());
    return c.json(searchResponse(outcome, request, now()));
  });

  app.get("/search-api/suppliers/:id/logo.svg", async (c) => {
    const supplier = await c.env.DB.prepare("SELECT logo_svg FROM suppliers WHERE id = ?1")
      .bind(c.req.param("id"))
      .first<{ logo_svg: string }>();
    if (!supplier) return c.json({ error: { code: 404, message: "No such company" } }, 404);
    return c.body(supplier.logo_svg, 200, {
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=86400",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  app.get("/search-api/search/product", async (c) => {
    const parsed = productQuery.safeParse(c.req.query());
    if (!parsed.success) throw new ApiError("INVALID_REQUEST", "code and searchId are required");
    return c.json(await carProduct(c.env.DB, parsed.data, now()));
  });

  app.get("/search-api/search/:searchId/:code", async (c) => {
    const parsed = productQuery.safeParse({ ...c.req.query(), ...c.req.param() });
    if (!parsed.success) throw new ApiError("INVALID_REQUEST", "code and searchId are required");
    return c.json(await carProduct(c.env.DB, parsed.data, now()));
  });

  app.post("/flight-api/search", async (c) => {
    const request = parseFlightSearchRequest(await jsonBody(c), now());
    return c.json(await searchFlights(c.env.DB, request, now()));
  });

  app.post("/flight-api/extra-brands", async (c) => {
    const query = flightOfferRequest.safeParse(await jsonBody(c));
    if (!query.success) throw new ApiError("INVALID_REQUEST", "searchId and code are required");
    return c.json(await extraBrands(c.env.DB, query.data.searchId, query.data.code, now()));
  });

  app.get("/flight-api/ticket-rules", async (c) => {
    const query = flightOfferRequest.safeParse(c.req.query());
    if (!query.success) throw new ApiError("INVALID_REQUEST", "searchId and code are required");
    return c.json(await ticketRules(c.env.DB, query.data.searchId, query.data.code, query.data.brand, now()));
  });

  // Airport lookup for the flight form, by airport or city name or IATA code; answers airports.
  app.post("/flight-api/airport", async (c) => {
    const query = airportLookupRequest.safeParse(await jsonBody(c));
    if (!query.success) throw new ApiError("INVALID_REQUEST", "query is required");
    const places = (await autocomplete(c.env.DB, query.data.query, 20)).filter((place) => place.kind === "airport");
    return c.json({
      airports: places.slice(0, 10).map((place) => ({
        code: place.iata,
        ...placeName(place, query.data.language),
        countryCode: place.country_code,
      })),
    });
  });

  // Nearest airports to a point, e.g. the traveller's location or a chosen place.
  app.post("/flight-api/search-point", async (c) => {
    const query = pointQuery.safeParse(await jsonBody(c));
    if (!query.success) throw new ApiError("INVALID_REQUEST", "lat and lon are required");
    const { lat, lon, radius, language } = query.data;
    const { results } = await c.env.DB.prepare(
      "SELECT place_id, iata, name_tr, name_en, city_slug, city_name_tr, city_name_en, country_code, lat, lon FROM places WHERE kind = 'airport'",
    ).all<{
      place_id: string;
      iata: string;
      name_tr: string;
      name_en: string;
      city_slug: string;
      city_name_tr: string;
      city_name_en: string;
      country_code: string;
      lat: number;
      lon: number;
    }>();
    const airports = results
      .map((row) => ({ row, distance: distanceKm({ lat, lon }, row) }))
      .filter(({ distance }) => distance <= radius)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 5)
      .map(({ row, distance }) => ({
        code: row.iata,
        ...placeName(row, language),
        countryCode: row.country_code,
        distanceKm: Math.round(distance),
      }));
    return c.json({ airports });
  });

  app.notFound((c) => c.json({ error: { code: 404, message: "No such endpoint" } }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    console.error("main-api: unhandled error", error);
    return c.json({ error: { code: 500, message: "Internal error" } }, 500);
  });
  return app;
}

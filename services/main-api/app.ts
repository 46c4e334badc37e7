import { Hono } from "hono";
import { z } from "zod";
import { ApiError, errorResponse } from "./errors";
import { carProduct } from "./car/product";
import { parseCarSearchRequest } from "./car/request";
import { searchCars, searchResponse } from "./car/search";
import { findPlace } from "../maps/places";

export interface MainApiBindings {
  DB: D1Database;
}

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

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new ApiError("INVALID_REQUEST", "The request body must be JSON");
  }
}

/**
 * The embedded Main API (spec section 7), a Hono app over D1. The shop reaches it through its
 * HTTP contract only (worker/clients), so a real backend can replace it by configuration.
 *
 * @example
 * const api = createMainApi();
 * await api.request("/api/v1/search-api/search/point/", { method: "POST", body }, env);
 */
export function createMainApi(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  // strict: false — the spec's paths end in "/" and clients send both forms.
  const app = new Hono<{ Bindings: MainApiBindings }>({ strict: false }).basePath("/api/v1");

  app.post("/search-api/search/point", async (c) => {
    const request = parseCarSearchRequest(await jsonBody(c.req.raw), now());
    const outcome = await searchCars(c.env.DB, request, now());
    return c.json(searchResponse(outcome, request));
  });

  // The placeId variant: the same request with checkInPlaceId / checkOutPlaceId instead of points.
  app.post("/search-api/search/place", async (c) => {
    const body = await jsonBody(c.req.raw);
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
    return c.json(searchResponse(outcome, request));
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

  app.notFound((c) => c.json({ error: { code: 404, message: "No such endpoint" } }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    console.error("main-api: unhandled error", error);
    return c.json({ error: { code: 500, message: "Internal error" } }, 500);
  });
  return app;
}

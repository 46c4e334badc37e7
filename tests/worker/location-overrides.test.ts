import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { carSearchQuerySchema } from "~/features/car-search/car-search-query-schema.server";
import { LOCATION_OVERRIDES_QUERY, loadLocationOverrides } from "~/features/car-search/location-overrides.server";
import { carSearchBody, isSearchable, type LocationOverrides } from "~/features/car-search/search-request";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { createContentService } from "../../services/content/app";
import { createMainApi } from "../../services/main-api/app";
import { distanceKm } from "../../services/main-api/shared/geo";
import { createMapsService } from "../../services/maps/app";
import { contentCacheKey } from "../../app/lib/cms/content-cache";
import { createContentClient } from "../../app/upstream/content";
import { createMainApiClient } from "../../app/upstream/main-api";
import { createMapsClient } from "../../app/upstream/maps";
import { embeddedTransport, type Transport, UpstreamError } from "../../app/upstream/transport";
import { dashedIn } from "../support/dates";
import { seedInventory } from "../support/seed-inventory";

const ctx = createExecutionContext();
const contentService = embeddedTransport(createContentService(), env, ctx);
const OVERRIDES_KEY = contentCacheKey("location-overrides", LOCATION_OVERRIDES_QUERY, "tr");

/** A loader's context whose content service is `content` (the embedded one unless a test replaces it). */
function loaderContext(content: Transport = contentService) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "t", locale: "en", country: "TR", device: "desktop", nonce: "n" });
  context.set(upstreamsContext, {
    content: createContentClient(content, { kv: env.CACHE, waitUntil: () => {} }),
    mainApi: createMainApiClient(embeddedTransport(createMainApi(), env, ctx), { language: "en" }),
    maps: createMapsClient(embeddedTransport(createMapsService(), env, ctx)),
  });
  return context;
}

/** The Main API's answer to a results URL searched with these overrides. */
async function search(url: string, overrides: LocationOverrides) {
  const query = carSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(url)));
  if (!isSearchable(query)) throw new Error("not searchable");
  const body = carSearchBody(query, { currency: "TRY", language: "en", country: "TR" }, overrides);
  return { body, response: await loaderContext().get(upstreamsContext).mainApi.searchCars(body) };
}

const IST_OVERRIDE = { lat: 41.2619, lon: 28.7419 };
const BLACK_SEA = "42.6,33.9";
const ANTALYA_AIRPORT = { lat: 36.8987, lon: 30.8005 };
const DATES = `p_d=${dashedIn(20)}&d_d=${dashedIn(23)}`;

beforeAll(() => seedInventory(env.DB));
beforeEach(() => env.CACHE.delete(OVERRIDES_KEY));

describe("location overrides from the content service", () => {
  it("are read with the spec's call (four fields, limit 1000) and then served from the KV cache", async () => {
    const requests: string[] = [];
    const counting: Transport = async (request) => {
      requests.push(request.url);
      return contentService(request);
    };
    const first = await loadLocationOverrides(loaderContext(counting));
    const second = await loadLocationOverrides(loaderContext(counting));
    expect(requests).toHaveLength(1);
    const query = new URL(requests[0]!).searchParams;
    expect(new URL(requests[0]!).pathname).toBe("/api/location-overrides");
    expect([0, 1, 2, 3].map((index) => query.get(`fields[${index}]`))).toEqual(["placeId", "lat", "lon", "radius"]);
    expect(query.get("pagination[limit]")).toBe("1000");
    expect(first.get("apt:IST")).toEqual({ placeId: "apt:IST", ...IST_OVERRIDE, radius: 20 });
    expect([...first.keys()].sort()).toEqual(["apt:IST", "city:antalya", "dist:mugla-bodrum"]);
    expect(second).toEqual(first);
  });

  it("make an overridden place search at the override's point and radius", async () => {
    const overrides = await loadLocationOverrides(loaderContext());
    // The URL's point is out at sea; the place id is Istanbul Airport's.
    const { body, response } = await search(`p_p=${BLACK_SEA}&pid=apt:IST&${DATES}`, overrides);
    expect(body).toMatchObject({ checkInLocation: IST_OVERRIDE, checkOutLocation: IST_OVERRIDE, radius: 20 });
    expect(response.results.length).toBeGreaterThan(10);
    for (const offer of response.results) {
      const office = offer.appointment.checkInOffice;
      expect(office.distanceKm).toBeLessThanOrEqual(20);
      expect(distanceKm(office.coordinates, IST_OVERRIDE)).toBeLessThanOrEqual(20.01);
    }
    // The same URL without the override has no office in reach.
    const failure = await search(`p_p=${BLACK_SEA}&pid=apt:IST&${DATES}`, new Map()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).code).toBe(3311);
  });

  it("fall back to the URL's coordinates when the content service fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const down: Transport = async () => Response.json({ error: { status: 503 } }, { status: 503 });
    const overrides = await loadLocationOverrides(loaderContext(down));
    expect(overrides.size).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("location overrides unavailable"));
    // Istanbul Airport's place id, Antalya Airport's point: the point is searched, with the API's radius.
    const { body, response } = await search(
      `p_p=${ANTALYA_AIRPORT.lat},${ANTALYA_AIRPORT.lon}&pid=apt:IST&${DATES}`,
      overrides,
    );
    expect(body.checkInLocation).toEqual(ANTALYA_AIRPORT);
    expect(body).not.toHaveProperty("radius");
    expect(response.results.length).toBeGreaterThan(0);
    expect(response.results.every((offer) => offer.appointment.checkInOffice.address.adm1 === "Antalya")).toBe(true);
  });

  it("leave out an override the Main API could not search with", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const stub: Transport = async () =>
      Response.json({
        data: [
          { id: 1, documentId: "a", placeId: "apt:IST", lat: 41.2619, lon: 28.7419, radius: 500 },
          { id: 2, documentId: "b", placeId: "city:izmir", lat: 38.42, lon: 27.14, radius: 12 },
        ],
        meta: {},
      });
    const overrides = await loadLocationOverrides(loaderContext(stub));
    expect([...overrides.keys()]).toEqual(["city:izmir"]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("location override unreadable"));
  });
});

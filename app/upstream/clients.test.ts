import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createMainApi } from "../../services/main-api/app";
import { createMapsService } from "../../services/maps/app";
import { carSearchBody } from "../../tests/support/car-search-body";
import { seedInventory } from "../../tests/support/seed-inventory";
import { createMainApiClient, REQUOTE_CODE } from "./main-api";
import { createMapsClient } from "./maps";
import { embeddedTransport, type Transport, UpstreamError, urlTransport } from "./transport";

const embeddedApi = embeddedTransport(createMainApi(), env, createExecutionContext());
const embeddedMaps = embeddedTransport(createMapsService(), env, createExecutionContext());

beforeAll(() => seedInventory(env.DB));

describe("upstream clients over the embedded services", () => {
  it("search cars and load a product, validated against the schemas", async () => {
    const api = createMainApiClient(embeddedApi, { language: "tr" });
    const { searchID, results } = await api.searchCars(carSearchBody());
    expect(results.length).toBeGreaterThan(0);
    const product = await api.getCarProduct({ code: results[0]!.code, searchId: searchID, currency: "TRY" });
    expect(product.code).toBe(results[0]!.code);
    expect(product.extraProducts.length).toBeGreaterThan(0);
  });

  it("search flights, then price the brands and read the rules of one, validated against the schemas", async () => {
    const api = createMainApiClient(embeddedApi, { language: "tr" });
    const departDate = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const search = await api.searchFlights({ origin: "IST", destination: "AYT", departDate, adults: 2, children: 1 });
    const flight = search.results[0]!;
    expect(flight.pricing.payment.perPassenger.map(({ type, count }) => [type, count])).toEqual([
      ["adult", 2],
      ["child", 1],
    ]);
    const { brands } = await api.flights.extraBrands({ searchId: search.searchID, code: flight.code });
    expect(brands[0]!.total).toEqual(flight.pricing.payment.total);
    const dearest = brands.at(-1)!;
    const rules = await api.flights.ticketRules({ searchId: search.searchID, code: flight.code, brand: dearest.code });
    expect(rules.brand.code).toBe(dearest.code);
    expect(rules.total).toEqual(dearest.total);
    if (rules.rules.refund.allowed) {
      expect(rules.rules.refund.penalty.amount + rules.rules.refund.refund.amount).toBe(rules.total.amount);
    }
  });

  it("look airports up by a city name in any case", async () => {
    const api = createMainApiClient(embeddedApi, { language: "tr" });
    const { airports } = await api.flights.airports("İZMİR");
    expect(airports[0]).toMatchObject({ code: "ADB", cityName: "İzmir" });
  });

  it("geocode and autocomplete places", async () => {
    const maps = createMapsClient(embeddedMaps);
    expect(await maps.geocode("apt:ESB", "tr")).toMatchObject({ countryCode: "TR", timezone: "Europe/Istanbul" });
    const { predictions } = await maps.autocomplete("Ankara", "tr");
    expect(predictions[0]?.placeId).toBe("city:ankara");
  });

  it("turn the API's error body into an UpstreamError with its code and status", async () => {
    const api = createMainApiClient(embeddedApi, { language: "tr" });
    const failure = await api
      .searchCars({ ...carSearchBody(), checkInLocation: { lat: 42.6, lon: 33.9 } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ code: 3311, statusCode: 422, service: "main-api" });
  });

  it("send the language and the bearer token to the Main API", async () => {
    const seen: Request[] = [];
    const spy: Transport = async (request) => {
      seen.push(request);
      return embeddedApi(request);
    };
    await createMainApiClient(spy, { language: "de", accessToken: () => "token-123" }).searchCars(carSearchBody());
    expect(seen[0]?.headers.get("accept-language")).toBe("de");
    expect(seen[0]?.headers.get("content-language")).toBe("de");
    expect(seen[0]?.headers.get("authorization")).toBe("Bearer token-123");
  });
});

describe("transport failures", () => {
  it("retry a product once when the API asks for a re-quote, then give the fresh product", async () => {
    const real = createMainApiClient(embeddedApi, { language: "tr" });
    const { searchID, results } = await real.searchCars(carSearchBody());
    let calls = 0;
    const requoteOnce: Transport = async (request) => {
      calls++;
      if (calls === 1) return Response.json({ error: { code: REQUOTE_CODE, message: "re-quoted" } }, { status: 409 });
      return embeddedApi(request);
    };
    const product = await createMainApiClient(requoteOnce, { language: "tr" }).getCarProduct({
      code: results[0]!.code,
      searchId: searchID,
    });
    expect(product.code).toBe(results[0]!.code);
    expect(calls).toBe(2);
  });

  it("do not retry other product errors", async () => {
    const transport = vi.fn<Transport>(async () =>
      Response.json({ error: { code: 3305, message: "gone" } }, { status: 404 }),
    );
    const failure = await createMainApiClient(transport, { language: "tr" })
      .getCarProduct({ code: "C", searchId: "x" })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 3305 });
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it("reject a payload that does not match the contract instead of passing it on", async () => {
    const broken: Transport = async () => Response.json({ searchID: "s", results: [{ code: 42 }] });
    const failure = await createMainApiClient(broken, { language: "tr" })
      .searchCars(carSearchBody())
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ statusCode: 502 });
  });

  it("reject a body that is not JSON", async () => {
    const html: Transport = async () => new Response("<html>bad gateway</html>", { status: 502 });
    const failure = await createMapsClient(html)
      .geocode("apt:IST", "tr")
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ service: "maps", statusCode: 502 });
  });

  it("send requests to a configured service URL, keeping path and query", async () => {
    const fetcher = vi.fn<typeof fetch>(async () => Response.json({ predictions: [] }));
    await createMapsClient(urlTransport("https://maps.example.com/v2/", fetcher)).autocomplete("izmir", "en");
    const sent = fetcher.mock.calls[0]?.[0] as Request;
    expect(sent.url).toBe("https://maps.example.com/v2/maps/api/places/autocomplete?input=izmir&language=en");
  });
});

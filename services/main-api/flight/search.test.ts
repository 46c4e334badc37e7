import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { findPlace, placeName } from "../../maps/places";
import { createMainApi } from "../app";

/** 1 March 2027, 09:00 in Istanbul. */
const START = Date.UTC(2027, 2, 1, 6, 0);
let clock = START;
const api = createMainApi({ now: () => clock });

interface Segment {
  origin: { code: string; name: string; cityName: string };
  destination: { code: string };
  marketingAirline: { code: string; displayName: string };
  flightNumber: string;
  departure: string;
  arrival: string;
}
interface FlightItem {
  code: string;
  searchID: string;
  direction: string;
  flightType: string;
  cabinType: string;
  stop: number;
  segments: Segment[];
  selectedBrand: { code: string; cabin: string };
  seatsLeft: number;
  pricing: {
    payment: {
      total: { amount: number; currency: string };
      perPassenger: { type: string; count: number; fare: { amount: number } }[];
    };
  };
  search: { departDate: string; returnDate: string | null };
}
interface FlightSearch {
  searchID: string;
  results: FlightItem[];
  returnResults: FlightItem[];
}

const post = (path: string, body: unknown) =>
  api.request(
    `/api/v1/flight-api/${path}`,
    { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } },
    env,
  );

async function search(body: Record<string, unknown>): Promise<FlightSearch> {
  const response = await post("search", { origin: "IST", destination: "AYT", departDate: "2027-03-20", ...body });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<FlightSearch>();
}

async function errorCode(response: Response) {
  return (await response.json<{ error: { code: number } }>()).error.code;
}

beforeAll(() => seedInventory(env.DB));
beforeEach(() => {
  clock = START;
});

describe("flight search", () => {
  it("names the airports and their cities in the search's language", async () => {
    for (const [language, city] of [
      ["tr", "İstanbul"],
      ["en", "Istanbul"],
      ["es", "Estambul"],
      ["ru", "Стамбул"],
    ] as const) {
      const { results } = await search({ language });
      const origin = results[0]!.segments[0]!.origin;
      expect(origin.cityName, language).toBe(city);
      expect(origin.name, language).toBe(
        placeName(await findPlace(env.DB, "apt:IST").then((place) => place!), language).name,
      );
    }
  });

  it("finds direct flights from Istanbul to Antalya, priced in TRY", async () => {
    const { results, returnResults, searchID } = await search({});
    expect(results.length).toBeGreaterThan(3);
    expect(returnResults).toEqual([]);
    for (const item of results) {
      expect(item.searchID).toBe(searchID);
      expect(item.flightType).toBe("one_way");
      expect(item.segments[0]!.origin.code).toBe("IST");
      expect(item.segments.at(-1)!.destination.code).toBe("AYT");
      expect(item.segments[0]!.departure.startsWith("2027-03-20")).toBe(true);
      expect(item.pricing.payment.total.currency).toBe("TRY");
      expect(Number.isInteger(item.pricing.payment.total.amount)).toBe(true);
      expect(item.search.departDate).toBe("20-03-2027");
    }
    expect(results.some((item) => item.stop === 0)).toBe(true);
  });

  it("searches every airport of a city when asked for the city", async () => {
    const { results } = await search({ originType: "city" });
    const origins = new Set(results.map((item) => item.segments[0]!.origin.code));
    expect(origins).toEqual(new Set(["IST", "SAW"]));
  });

  it("never routes a domestic trip through a foreign hub or another airport of the same city", async () => {
    const business = await search({ cabin: "business" });
    for (const item of business.results)
      for (const segment of item.segments) expect(segment.destination.code).not.toBe("FRA");
    const economy = await search({ originType: "city" });
    for (const item of economy.results) {
      for (const segment of item.segments.slice(0, -1)) expect(["IST", "SAW"]).not.toContain(segment.destination.code);
    }
  });

  it("builds one-stop connections with a sensible layover on one airline", async () => {
    const { results } = await search({ origin: "VAN", destination: "BJV", departDate: "2027-03-22" });
    const connections = results.filter((item) => item.stop === 1);
    expect(connections.length).toBeGreaterThan(0);
    for (const item of connections) {
      const [first, second] = item.segments;
      expect(first!.destination.code).toBe(second!.origin.code);
      expect(first!.marketingAirline.code).toBe(second!.marketingAirline.code);
      expect(second!.departure > first!.arrival).toBe(true);
    }
  });

  it("returns both directions for a round trip", async () => {
    const { results, returnResults } = await search({ returnDate: "2027-03-27" });
    expect(returnResults.length).toBeGreaterThan(0);
    for (const item of returnResults) {
      expect(item.direction).toBe("inbound");
      expect(item.flightType).toBe("round_trip");
      expect(item.segments[0]!.origin.code).toBe("AYT");
      expect(item.segments[0]!.departure.startsWith("2027-03-27")).toBe(true);
    }
    expect(results[0]!.search.returnDate).toBe("27-03-2027");
  });

  it("prices children at 75 % and infants at 10 % of the adult fare", async () => {
    const { results } = await search({ adults: 2, children: 1, infants: 1 });
    const fares = Object.fromEntries(results[0]!.pricing.payment.perPassenger.map((row) => [row.type, row]));
    expect(fares.adult!.count).toBe(2);
    expect(fares.child!.fare.amount).toBe(Math.round(fares.adult!.fare.amount * 0.75));
    expect(fares.infant!.fare.amount).toBe(Math.round(fares.adult!.fare.amount * 0.1));
    expect(results[0]!.pricing.payment.total.amount).toBe(
      fares.adult!.fare.amount * 2 + fares.child!.fare.amount + fares.infant!.fare.amount,
    );
  });

  it("offers business only on airlines that have a business cabin", async () => {
    const { results } = await search({ cabin: "business" });
    expect(results.length).toBeGreaterThan(0);
    for (const item of results) {
      expect(item.selectedBrand.cabin).toBe("business");
      for (const segment of item.segments)
        expect(["TK", "LH", "BA", "EK", "QR"]).toContain(segment.marketingAirline.code);
    }
  });

  it("charges more when booking late", async () => {
    const early = await search({});
    clock = Date.UTC(2027, 2, 18, 6, 0);
    const late = await search({});
    const code = early.results.find((item) => item.stop === 0)!.segments[0]!.flightNumber;
    const price = (response: FlightSearch) =>
      response.results.find((item) => item.stop === 0 && item.segments[0]!.flightNumber === code)!.pricing.payment.total
        .amount;
    expect(price(late)).toBeGreaterThan(price(early));
  });

  it("leaves out a brand whose seats are sold out", async () => {
    const { results } = await search({});
    const direct = results.find((item) => item.stop === 0 && item.selectedBrand.code === "LIGHT")!;
    await env.DB.prepare(
      // Exactly the brand's allotment: the database refuses to sell more than that.
      `INSERT OR REPLACE INTO flight_seats_sold (flight_number, date, brand, sold)
       SELECT flight_number, '2027-03-20', 'LIGHT', economy_seats * (SELECT seat_share_permille FROM fare_brands WHERE code = 'LIGHT') / 1000
       FROM flight_schedules WHERE flight_number = ?1`,
    )
      .bind(direct.segments[0]!.flightNumber)
      .run();
    const after = await search({});
    const again = after.results.find(
      (item) => item.segments[0]!.flightNumber === direct.segments[0]!.flightNumber && item.stop === 0,
    );
    expect(again?.selectedBrand.code).toBe("STANDARD");
    await env.DB.prepare("DELETE FROM flight_seats_sold").run();
  });

  it.each([
    ["an unknown airport", { origin: "XXX" }, 404, 3401],
    ["a date in the past", { departDate: "2027-02-01" }, 400, 3301],
    ["a return before departure", { returnDate: "2027-03-10" }, 400, 3301],
    ["a return more than 330 days ahead", { returnDate: "2028-03-10" }, 400, 3301],
    ["a non-TRY currency", { currency: "EUR" }, 400, 3303],
    ["more infants than adults", { adults: 1, infants: 2 }, 400, 3300],
    ["the same origin and destination", { destination: "IST" }, 400, 3300],
    ["a malformed date", { departDate: "20-03-2027" }, 400, 3301],
  ])("rejects %s", async (_label, overrides, status, code) => {
    const response = await post("search", {
      origin: "IST",
      destination: "AYT",
      departDate: "2027-03-20",
      ...overrides,
    });
    expect(response.status).toBe(status);
    expect(await errorCode(response)).toBe(code);
  });
});

describe("brands and ticket rules", () => {
  it("lists the other brands of a flight with their prices, cheapest first", async () => {
    const { searchID, results } = await search({});
    const response = await post("extra-brands", { searchId: searchID, code: results[0]!.code });
    expect(response.status).toBe(200);
    const { brands } = await response.json<{ brands: { code: string; total: { amount: number } }[] }>();
    expect(brands.map((brand) => brand.code)).toEqual(["LIGHT", "STANDARD", "FLEX"]);
    const totals = brands.map((brand) => brand.total.amount);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  });

  it("gives baggage, change and refund rules with fees for a brand", async () => {
    const { searchID, results } = await search({});
    const response = await api.request(
      `/api/v1/flight-api/ticket-rules?searchId=${searchID}&code=${results[0]!.code}&brand=FLEX`,
      {},
      env,
    );
    expect(response.status).toBe(200);
    const body = await response.json<{
      rules: {
        baggage: { checkedKg: number };
        refund: { allowed: boolean; penalty: { amount: number }; refund: { amount: number } };
      };
      total: { amount: number };
    }>();
    expect(body.rules.baggage.checkedKg).toBe(25);
    expect(body.rules.refund.allowed).toBe(true);
    expect(body.rules.refund.penalty.amount + body.rules.refund.refund.amount).toBe(body.total.amount);
  });

  it("answers 3305 for an unknown flight", async () => {
    const { searchID } = await search({});
    expect(await errorCode(await post("extra-brands", { searchId: searchID, code: "FNOPE" }))).toBe(3305);
  });
});

describe("airport lookup", () => {
  it("finds airports by name or code, tolerant of Turkish letters", async () => {
    const response = await post("airport", { query: "izmir" });
    const { airports } = await response.json<{ airports: { code: string }[] }>();
    expect(airports.map((airport) => airport.code)).toContain("ADB");
    const byCode = await (await post("airport", { query: "esb" })).json<{ airports: { code: string }[] }>();
    expect(byCode.airports[0]!.code).toBe("ESB");
  });

  it("finds the airports nearest a point", async () => {
    const response = await post("search-point", { lat: 41.0082, lon: 28.9784 });
    const { airports } = await response.json<{ airports: { code: string; distanceKm: number }[] }>();
    expect(
      airports
        .map((airport) => airport.code)
        .slice(0, 2)
        .sort(),
    ).toEqual(["IST", "SAW"]);
    expect(airports[0]!.distanceKm).toBeLessThan(50);
  });
});

import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { createMainApi } from "../app";
import { distanceKm } from "../shared/geo";
import { rentalDays } from "./pricing";
import { QUOTE_TTL_MS } from "./product";
import { SEARCH_TTL_MS } from "./search";
import { nameLanguage } from "../../../shared/names";
import { EXTRAS } from "../../inventory/data/cars";
import { CLASS_NAMES } from "./offers";

/** 1 March 2027, 09:00 in Istanbul. */
const START = Date.UTC(2027, 2, 1, 6, 0);
let clock = START;
const api = createMainApi({ now: () => clock });

const IST = { lat: 41.2619, lon: 28.7419 };
const AYT = { lat: 36.8987, lon: 30.8005 };
const BLACK_SEA = { lat: 42.6, lon: 33.9 };

function searchBody(overrides: Record<string, unknown> = {}) {
  return {
    version: "v3",
    checkInDateTime: "2027-03-10T10:00",
    checkOutDateTime: "2027-03-13T10:00",
    age: 30,
    language: "tr",
    currency: "TRY",
    country: "TR",
    paymentType: "creditCard",
    checkInLocation: IST,
    checkOutLocation: IST,
    period: "daily",
    ...overrides,
  };
}

interface Money {
  amount: number;
  currency: string;
}
interface Offer {
  searchID: string;
  code: string;
  pricing: {
    display: {
      total: { amount: Money };
      serviceFee: Money;
      currency: string;
      breakdown: Record<"dailyRate" | "rental" | "youngDriverFee" | "oneWayFee" | "campaignDiscount", Money>;
    };
  };
  period: { amount: number };
  details: {
    car: {
      vendor: { id: string; displayName: string; logo: string };
      class: string;
      brand: string;
      model: string;
      carPackage: { name: string };
      rules: {
        rangeLimit: { unlimited: boolean; amount: number | null };
        deposit: { amount: Money };
        minimumAge: number;
      };
    };
  };
  appointment: {
    checkInOffice: {
      id: string;
      coordinates: { lat: number; lon: number };
      openingHours: { opens: string; closes: string };
      deliveryType: string;
      rating: { point: number };
      address: { adm2: string };
    };
    returnToPickupOffice: boolean;
    checkOutOffice: { id: string; coordinates: { lat: number; lon: number } } | null;
  };
  campaignID: string | null;
}
interface SearchResponse {
  searchID: string;
  results: Offer[];
  error: { code: number; message: string } | null;
}

async function search(overrides: Record<string, unknown> = {}, path = "/api/v1/search-api/search/point/") {
  return api.request(
    path,
    { method: "POST", body: JSON.stringify(searchBody(overrides)), headers: { "content-type": "application/json" } },
    env,
  );
}

async function searchOk(overrides: Record<string, unknown> = {}): Promise<SearchResponse> {
  const response = await search(overrides);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<SearchResponse>();
}

async function errorCode(response: Response): Promise<number> {
  return (await response.json<{ error: { code: number } }>()).error.code;
}

beforeAll(() => seedInventory(env.DB));
beforeEach(() => {
  clock = START;
});

describe("car search around a point", () => {
  it("finds offers from many companies around Istanbul Airport for three days", async () => {
    const { searchID, results } = await searchOk();
    expect(searchID).toMatch(/^[0-9a-f-]{36}$/);
    expect(results.length).toBeGreaterThan(20);
    expect(new Set(results.map((offer) => offer.details.car.vendor.id)).size).toBeGreaterThanOrEqual(8);
    for (const offer of results) {
      expect(offer.searchID).toBe(searchID);
      expect(offer.period.amount).toBe(3);
      expect(offer.pricing.display.currency).toBe("TRY");
    }
  });

  it("returns only offices within the radius, open at pickup and return", async () => {
    const { results } = await searchOk({
      radius: 10,
      checkInDateTime: "2027-03-10T07:15",
      checkOutDateTime: "2027-03-12T20:30",
    });
    expect(results.length).toBeGreaterThan(0);
    for (const offer of results) {
      expect(distanceKm(IST, offer.appointment.checkInOffice.coordinates)).toBeLessThanOrEqual(10);
      const { opens, closes } = offer.appointment.checkInOffice.openingHours;
      expect(opens <= "07:15" && closes >= "20:30").toBe(true);
    }
  });

  it("leaves out offices closed at the requested time", async () => {
    const night = await searchOk({
      checkInDateTime: "2027-03-10T03:00",
      checkOutDateTime: "2027-03-12T03:00",
      radius: 40,
    });
    for (const offer of night.results) expect(offer.appointment.checkInOffice.openingHours.opens).toBe("00:00");
  });

  it("only offers classes the driver is old enough for", async () => {
    const young = await searchOk({ age: 22 });
    expect(young.results.length).toBeGreaterThan(0);
    for (const offer of young.results) expect(offer.details.car.rules.minimumAge).toBeLessThanOrEqual(22);
    expect(young.results.some((offer) => offer.details.car.class === "luxury")).toBe(false);
    const older = await searchOk({ age: 40 });
    expect(older.results.some((offer) => offer.details.car.class === "luxury")).toBe(true);
  });

  it("prices every offer as daily rate × days plus fees, in minor units", async () => {
    const { results } = await searchOk({ age: 23 });
    for (const offer of results) {
      const { breakdown, serviceFee, total } = offer.pricing.display;
      expect(Number.isInteger(total.amount.amount)).toBe(true);
      expect(breakdown.rental.amount).toBe(breakdown.dailyRate.amount * offer.period.amount);
      expect(total.amount.amount).toBe(
        breakdown.rental.amount +
          breakdown.youngDriverFee.amount +
          breakdown.oneWayFee.amount -
          breakdown.campaignDiscount.amount +
          serviceFee.amount,
      );
      expect(breakdown.oneWayFee.amount).toBe(0);
      expect(offer.appointment.returnToPickupOffice).toBe(true);
      expect(offer.appointment.checkOutOffice).toBeNull();
    }
    // A 23-year-old is a young driver for most companies.
    expect(results.some((offer) => offer.pricing.display.breakdown.youngDriverFee.amount > 0)).toBe(true);
  });

  it("converts consistently between currencies", async () => {
    const inTry = await searchOk();
    const inEur = await searchOk({ currency: "EUR" });
    const euroByKey = new Map(inEur.results.map((offer) => [offer.code, offer]));
    expect(euroByKey.size).toBe(inTry.results.length);
    for (const offer of inTry.results) {
      const euro = euroByKey.get(offer.code)!;
      expect(euro.pricing.display.currency).toBe("EUR");
      const expected = offer.pricing.display.total.amount.amount / 48.73;
      // The daily rate is rounded once and multiplied by 3 days; four other parts are rounded once.
      expect(Math.abs(euro.pricing.display.total.amount.amount - expected)).toBeLessThanOrEqual(6);
      const { breakdown } = euro.pricing.display;
      expect(breakdown.rental.amount).toBe(breakdown.dailyRate.amount * euro.period.amount);
    }
  });

  it("computes days from the rental period with a 59-minute grace", () => {
    expect(rentalDays(60)).toBe(1);
    expect(rentalDays(24 * 60 + 59)).toBe(1);
    expect(rentalDays(24 * 60 + 60)).toBe(2);
    expect(rentalDays(30 * 24 * 60)).toBe(30);
  });

  it("makes a 30-day rental cheaper per day than a 3-day one", async () => {
    const short = await searchOk();
    const long = await searchOk({ checkOutDateTime: "2027-04-09T10:00" });
    const perDay = (response: SearchResponse, code: string) => {
      const offer = response.results.find((candidate) => candidate.code === code)!;
      return offer.pricing.display.breakdown.dailyRate.amount;
    };
    const common = short.results
      .map((offer) => offer.code)
      .find((code) => long.results.some((offer) => offer.code === code))!;
    expect(perDay(long, common)).toBeLessThan(perDay(short, common));
  });

  it("applies a search campaign code to the offers it covers", async () => {
    const plain = await searchOk({ checkInLocation: AYT, checkOutLocation: AYT });
    const withCode = await searchOk({ checkInLocation: AYT, checkOutLocation: AYT, campaignCode: "suv15" });
    const suv = withCode.results.filter((offer) => offer.details.car.class === "suv");
    expect(suv.length).toBeGreaterThan(0);
    for (const offer of suv) {
      expect(offer.campaignID).toBe("camp-suv15");
      const before = plain.results.find((candidate) => candidate.code === offer.code)!;
      expect(offer.pricing.display.total.amount.amount).toBeLessThan(before.pricing.display.total.amount.amount);
    }
    expect(
      withCode.results.filter((offer) => offer.details.car.class !== "suv").every((offer) => offer.campaignID === null),
    ).toBe(true);
  });

  it("leaves out a model whose units are all booked on a day of the rental", async () => {
    const before = await searchOk();
    const target = before.results[0]!;
    const officeId = target.appointment.checkInOffice.id;
    const fleet = await env.DB.prepare("SELECT car_model_id, units FROM fleet WHERE office_id = ?1")
      .bind(officeId)
      .all<{ car_model_id: string; units: number }>();
    await env.DB.batch(
      fleet.results.map((row) =>
        env.DB.prepare(
          "INSERT OR REPLACE INTO car_bookings_daily (office_id, car_model_id, day, booked) VALUES (?1, ?2, '2027-03-12', ?3)",
        ).bind(officeId, row.car_model_id, row.units),
      ),
    );
    const after = await searchOk();
    expect(after.results.some((offer) => offer.appointment.checkInOffice.id === officeId)).toBe(false);
    await env.DB.prepare("DELETE FROM car_bookings_daily WHERE office_id = ?1").bind(officeId).run();
  });
});

describe("one-way rentals", () => {
  it("returns the car at the company's office near the return point, with a one-way fee", async () => {
    const { results } = await searchOk({ checkOutLocation: AYT });
    expect(results.length).toBeGreaterThan(0);
    for (const offer of results) {
      expect(offer.appointment.returnToPickupOffice).toBe(false);
      expect(distanceKm(AYT, offer.appointment.checkOutOffice!.coordinates)).toBeLessThanOrEqual(25);
      expect(offer.pricing.display.breakdown.oneWayFee.amount).toBeGreaterThan(0);
    }
    const companies = new Set(results.map((offer) => offer.details.car.vendor.id));
    // Companies without one-way rentals never appear.
    for (const noOneWay of ["bosphorus-cars", "kapadokya-rent-a-car", "lykia-car-rental", "mavi-yol"])
      expect(companies.has(noOneWay)).toBe(false);
  });
});

describe("company logos", () => {
  it("serves each company's logo as SVG at the URL the offers carry", async () => {
    const { results } = await searchOk();
    const response = await api.request(results[0]!.details.car.vendor.logo, {}, env);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(await response.text()).toMatch(/^<svg /);
    expect((await api.request("/api/v1/search-api/suppliers/nobody/logo.svg", {}, env)).status).toBe(404);
  });
});

describe("location errors", () => {
  it("answers 3311 when no office serves the pickup point", async () => {
    const response = await search({ checkInLocation: BLACK_SEA, checkOutLocation: BLACK_SEA });
    expect(response.status).toBe(422);
    expect(await errorCode(response)).toBe(3311);
  });

  it("answers 3313 when no office serves the return point", async () => {
    const response = await search({ checkOutLocation: BLACK_SEA });
    expect(response.status).toBe(422);
    expect(await errorCode(response)).toBe(3313);
  });
});

describe("invalid requests", () => {
  it.each([
    ["a pickup in the past", { checkInDateTime: "2027-02-20T10:00" }, 3301],
    ["a return before the pickup", { checkOutDateTime: "2027-03-09T10:00" }, 3301],
    ["a rental over 90 days", { checkOutDateTime: "2027-07-10T10:00" }, 3301],
    [
      "a pickup more than a year ahead",
      { checkInDateTime: "2028-04-10T10:00", checkOutDateTime: "2028-04-12T10:00" },
      3301,
    ],
    ["an impossible date", { checkInDateTime: "2027-02-30T10:00" }, 3301],
    ["a driver under 18", { age: 17 }, 3302],
    ["a driver over 99", { age: 120 }, 3302],
    ["an unknown currency", { currency: "XYZ" }, 3303],
    ["a missing location", { checkInLocation: undefined }, 3300],
    ["an old request version", { version: "v2" }, 3300],
    ["a radius over 100 km", { radius: 500 }, 3300],
  ])("rejects %s with code %i", async (_label, overrides, code) => {
    const response = await search(overrides);
    expect(response.status).toBe(400);
    const body = await response.json<{ error: { code: number; message: string } }>();
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(0);
  });

  it.each([
    ["a pickup in the past", { checkInDateTime: "2027-02-20T10:00" }, { reason: "pickup_in_past" }],
    ["a pickup an hour ago", { checkInDateTime: "2027-03-01T08:00" }, { reason: "pickup_in_past" }],
    ["a return before the pickup", { checkOutDateTime: "2027-03-09T10:00" }, { reason: "return_before_pickup" }],
    ["a return at the pickup time", { checkOutDateTime: "2027-03-10T10:00" }, { reason: "return_before_pickup" }],
    ["a rental over 90 days", { checkOutDateTime: "2027-07-10T10:00" }, { reason: "rental_too_long", limitDays: 90 }],
    [
      "a pickup more than a year ahead",
      { checkInDateTime: "2028-04-10T10:00", checkOutDateTime: "2028-04-12T10:00" },
      { reason: "pickup_too_far_ahead", limitDays: 365 },
    ],
    ["an impossible date", { checkInDateTime: "2027-02-30T10:00" }, { reason: "malformed" }],
  ])("says what is wrong with %s in the 3301's details", async (_label, overrides, details) => {
    const response = await search(overrides);
    expect(response.status).toBe(400);
    const body = await response.json<{ error: { code: number; details: unknown } }>();
    expect(body.error).toMatchObject({ code: 3301, details });
  });

  it.each([18, 19, 20])("answers 3308 naming the youngest age served for a driver of %i", async (age) => {
    const response = await search({ age });
    expect(response.status).toBe(422);
    const body = await response.json<{ error: { code: number; details: unknown } }>();
    expect(body.error).toMatchObject({ code: 3308, details: { minimumAge: 21 } });
    // From that age on, cars are found.
    const served = await searchOk({ age: 21 });
    expect(served.results.length).toBeGreaterThan(0);
    expect(Math.min(...served.results.map((offer) => offer.details.car.rules.minimumAge))).toBe(21);
  });

  it("rejects a body that is not JSON", async () => {
    const response = await api.request("/api/v1/search-api/search/point/", { method: "POST", body: "{not json" }, env);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe(3300);
  });
});

describe("search by placeId", () => {
  it("searches around the place's coordinates", async () => {
    const response = await api.request(
      "/api/v1/search-api/search/place/",
      {
        method: "POST",
        body: JSON.stringify({
          ...searchBody(),
          checkInLocation: undefined,
          checkOutLocation: undefined,
          checkInPlaceId: "apt:AYT",
        }),
      },
      env,
    );
    expect(response.status).toBe(200);
    const { results } = await response.json<SearchResponse>();
    expect(results.length).toBeGreaterThan(0);
    for (const offer of results)
      expect(distanceKm(AYT, offer.appointment.checkInOffice.coordinates)).toBeLessThanOrEqual(25);
  });

  it("answers 3312 for an unknown place", async () => {
    const response = await api.request(
      "/api/v1/search-api/search/place/",
      { method: "POST", body: JSON.stringify({ ...searchBody(), checkInPlaceId: "apt:ZZZ" }) },
      env,
    );
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe(3312);
  });
});

describe("product detail", () => {
  async function product(searchId: string, code: string, extra = "") {
    return api.request(
      `/api/v1/search-api/search/product/?code=${code}&searchId=${searchId}&language=tr&currency=TRY${extra}`,
      {},
      env,
    );
  }

  it("returns the offer with appointment, packages and extras, re-priced from inventory", async () => {
    const { searchID, results } = await searchOk();
    const offer = results[0]!;
    const response = await product(searchID, offer.code);
    expect(response.status).toBe(200);
    const detail = await response.json<
      Offer & {
        details: { car: { appointment: { checkInDateTime: string; checkOutDateTime: string } } };
        extraProducts: { code: string; maxQuantity: number; quantity: number }[];
        packages: { code: string; selected: boolean }[];
      }
    >();
    expect(detail.code).toBe(offer.code);
    expect(detail.searchID).toBe(searchID);
    expect(detail.details.car.appointment).toMatchObject({
      checkInDateTime: "2027-03-10T10:00",
      checkOutDateTime: "2027-03-13T10:00",
    });
    expect(detail.pricing.display.total.amount.amount).toBe(offer.pricing.display.total.amount.amount);
    expect(detail.extraProducts.map((extra) => extra.code)).toContain("child-seat");
    for (const extra of detail.extraProducts) {
      expect(extra.maxQuantity).toBeGreaterThan(0);
      expect(extra.quantity).toBe(0);
    }
    expect(detail.packages.filter((pkg) => pkg.selected).map((pkg) => pkg.code)).toEqual([offer.code]);
  });

  it("names the extras and the car class in the request's language, English for one it does not know", async () => {
    const { searchID, results } = await searchOk();
    const offer = results[0]!;
    for (const language of ["tr", "en", "de", "ja", "ar", "xx"]) {
      const response = await api.request(
        `/api/v1/search-api/search/product/?code=${offer.code}&searchId=${searchID}&language=${language}&currency=TRY`,
        {},
        env,
      );
      const detail = await response.json<{
        details: { car: { class: string; customClassName: string } };
        extraProducts: { code: string; name: string }[];
      }>();
      const shown = nameLanguage(language);
      expect(detail.details.car.customClassName, language).toBe(CLASS_NAMES[detail.details.car.class]![shown]);
      for (const extra of detail.extraProducts) {
        expect(extra.name, `${language} ${extra.code}`).toBe(
          EXTRAS.find((seed) => seed.code === extra.code)!.name[shown],
        );
      }
    }
  });

  it("answers the path form /search/{searchId}/{code}/ the same way", async () => {
    const { searchID, results } = await searchOk();
    const response = await api.request(
      `/api/v1/search-api/search/${searchID}/${results[0]!.code}/?currency=TRY`,
      {},
      env,
    );
    expect(response.status).toBe(200);
    expect((await response.json<Offer>()).code).toBe(results[0]!.code);
  });

  it("re-prices in the currency asked for", async () => {
    const { searchID, results } = await searchOk();
    const response = await api.request(
      `/api/v1/search-api/search/product/?code=${results[0]!.code}&searchId=${searchID}&currency=GBP`,
      {},
      env,
    );
    expect((await response.json<Offer>()).pricing.display.currency).toBe("GBP");
  });

  it("asks for a retry (3304) once a quote is stale, then succeeds", async () => {
    const { searchID, results } = await searchOk();
    clock += QUOTE_TTL_MS + 1;
    const stale = await product(searchID, results[0]!.code);
    expect(stale.status).toBe(409);
    expect(await errorCode(stale)).toBe(3304);
    const retried = await product(searchID, results[0]!.code);
    expect(retried.status).toBe(200);
  });

  it("answers 3305 for an unknown code or search and 3306 for an expired search", async () => {
    const { searchID, results } = await searchOk();
    expect(await errorCode(await product(searchID, "CUNKNOWN"))).toBe(3305);
    expect(await errorCode(await product(crypto.randomUUID(), results[0]!.code))).toBe(3305);
    clock += SEARCH_TTL_MS + 1;
    const expired = await product(searchID, results[0]!.code);
    expect(expired.status).toBe(410);
    expect(await errorCode(expired)).toBe(3306);
  });

  it("answers 3306 once the pickup time of the search has passed", async () => {
    const { searchID, results } = await searchOk();
    clock = Date.UTC(2027, 2, 10, 8, 0);
    const response = await product(searchID, results[0]!.code);
    expect(response.status).toBe(410);
    expect(await errorCode(response)).toBe(3306);
  });

  it("does not sell an extra the package already includes", async () => {
    const { searchID, results } = await searchOk();
    const gold = results.find((offer) => offer.details.car.carPackage.name === "goldPackage")!;
    const base = results.find((offer) => offer.details.car.carPackage.name === "basePackage")!;
    const extras = async (offer: Offer) =>
      (await (await product(searchID, offer.code)).json<{ extraProducts: { code: string }[] }>()).extraProducts.map(
        (extra) => extra.code,
      );
    expect(await extras(gold)).not.toContain("additional-driver");
    expect(await extras(base)).toContain("additional-driver");
  });

  it("answers 3307 when the car has been booked out since the search", async () => {
    const { searchID, results } = await searchOk();
    const offer = results[0]!;
    const officeId = offer.appointment.checkInOffice.id;
    const { results: fleet } = await env.DB.prepare("SELECT car_model_id, units FROM fleet WHERE office_id = ?1")
      .bind(officeId)
      .all<{ car_model_id: string; units: number }>();
    await env.DB.prepare("UPDATE fleet SET units = 0 WHERE office_id = ?1").bind(officeId).run();
    const response = await product(searchID, offer.code);
    expect(response.status).toBe(410);
    expect(await errorCode(response)).toBe(3307);
    await env.DB.batch(
      fleet.map((row) =>
        env.DB.prepare("UPDATE fleet SET units = ?3 WHERE office_id = ?1 AND car_model_id = ?2").bind(
          officeId,
          row.car_model_id,
          row.units,
        ),
      ),
    );
  });

  it("rejects a request without code or searchId", async () => {
    const response = await api.request("/api/v1/search-api/search/product/?code=x", {}, env);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe(3300);
  });
});

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { createMainApi } from "../app";
import { catalogSlug } from "../shared/slug";

/** 1 March 2027, 09:00 in Istanbul: January and July pickups below are within the 365-day window. */
const NOW = Date.UTC(2027, 2, 1, 6, 0);
const api = createMainApi({ now: () => NOW });

interface Money {
  amount: number;
  currency: string;
}
interface Offer {
  pricing: { display: { breakdown: { dailyRate: Money } } };
  details: { car: { vendor: { id: string }; class: string } };
  appointment: { checkInOffice: { id: string } };
}

async function get<T>(path: string, status = 200): Promise<T> {
  const response = await api.request(`/api/v1/search-api/catalog${path}`, {}, env);
  expect(response.status, await response.clone().text()).toBe(status);
  return response.json<T>();
}

/** Every offer a real search finds around a point, for one pickup and return at noon. */
async function searchOffers(
  point: { lat: number; lon: number },
  checkIn: string,
  checkOut: string,
  currency = "TRY",
): Promise<Offer[]> {
  const body = {
    version: "v3",
    checkInDateTime: `${checkIn}T12:00`,
    checkOutDateTime: `${checkOut}T12:00`,
    age: 30,
    currency,
    checkInLocation: point,
    checkOutLocation: point,
  };
  const response = await api.request(
    "/api/v1/search-api/search/point/",
    { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } },
    env,
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json<{ results: Offer[] }>()).results;
}

const minimum = (values: readonly number[]) => values.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);

const minimumBy = (offers: readonly Offer[], key: (offer: Offer) => string) => {
  const result = new Map<string, number>();
  for (const offer of offers) {
    const rate = offer.pricing.display.breakdown.dailyRate.amount;
    result.set(key(offer), Math.min(result.get(key(offer)) ?? Number.POSITIVE_INFINITY, rate));
  }
  return result;
};

interface PlaceAnswer {
  currency: string;
  basis: { month: number; days: number; radiusKm: number };
  place: { placeId: string; name: string; lat: number; lon: number; countryCode: string };
  fromDailyRate: Money | null;
  offices: number;
  suppliers: { id: string; fromDailyRate: Money | null }[];
  classes: { class: string; fromDailyRate: Money | null }[];
}

// The documented pricing (docs/api/main-api.md#car-offers), written out again so the catalog is
// checked against the formula rather than against its own code.
const P = (amount: number, factor: number) => Math.floor((amount * factor + 500) / 1000);
const SEASON = [900, 900, 950, 1000, 1100, 1300, 1500, 1500, 1250, 1050, 950, 1000];
const wholeLira = (amount: number) => Math.round(amount / 100) * 100;
const MICRO_TRY: Record<string, number> = { TRY: 1_000_000, EUR: 48_730_000, USD: 42_150_000, GBP: 55_420_000 };
const convert = (amount: number, currency: string) =>
  Number((BigInt(amount) * 1_000_000n + BigInt(MICRO_TRY[currency]!) / 2n) / BigInt(MICRO_TRY[currency]!));

interface FleetFact {
  supplier: string;
  class: string;
  brand: string;
  model: string;
  base: number;
  level: number;
  premium: number;
  packages: string;
}

/** Brute force: every fleet entry × every package its company sells, cheapest month, one day. */
async function bruteForce(filter: (row: FleetFact) => boolean): Promise<number> {
  const [{ results: rows }, { results: packages }] = await Promise.all([
    env.DB.prepare(
      `SELECT s.id AS supplier, m.class, m.brand, m.model, c.base_daily_rate AS base, s.price_level_permille AS level,
              m.premium_permille AS premium, s.packages
       FROM fleet f JOIN offices o ON o.id = f.office_id JOIN suppliers s ON s.id = o.supplier_id
       JOIN car_models m ON m.id = f.car_model_id JOIN car_classes c ON c.class = m.class
       WHERE f.units > 0`,
    ).all<FleetFact>(),
    env.DB.prepare("SELECT code, factor_permille FROM car_packages").all<{ code: string; factor_permille: number }>(),
  ]);
  const factor = new Map(packages.map((row) => [row.code, row.factor_permille]));
  const season = Math.min(...SEASON);
  return minimum(
    rows
      .filter(filter)
      .flatMap((row) =>
        row.packages
          .split(",")
          .map((code) => wholeLira(P(P(P(P(P(row.base, season), 1000), row.level), row.premium), factor.get(code)!))),
      ),
  );
}

beforeAll(() => seedInventory(env.DB));

describe("car catalog: starting prices per place", () => {
  it.each([
    ["apt:IST", "2028-01-12", "2028-01-13", undefined, undefined],
    ["city:antalya", "2028-01-12", "2028-01-13", undefined, undefined],
    ["dist:mugla-bodrum", "2027-07-12", "2027-07-15", 7, 3],
    ["apt:ESB", "2027-07-12", "2027-07-15", 7, 3],
  ])(
    "%s: the lowest daily rate of a real search there (%s to %s), overall, per company and per class",
    async (placeId, checkIn, checkOut, month, days) => {
      const query = new URLSearchParams({ currency: "TRY" });
      if (month) query.set("month", String(month));
      if (days) query.set("days", String(days));
      const answer = await get<PlaceAnswer>(`/places/${placeId}?${query}`);
      // Without a month the catalog quotes the cheapest one: January (season factor 900).
      expect(answer.basis).toEqual({ month: month ?? 1, days: days ?? 1, radiusKm: 25 });
      const offers = await searchOffers(answer.place, checkIn, checkOut);
      expect(offers.length).toBeGreaterThan(0);
      expect(answer.fromDailyRate).toEqual({
        amount: minimum(offers.map((offer) => offer.pricing.display.breakdown.dailyRate.amount)),
        currency: "TRY",
      });
      const bySupplier = minimumBy(offers, (offer) => offer.details.car.vendor.id);
      expect(new Map(answer.suppliers.map((supplier) => [supplier.id, supplier.fromDailyRate?.amount]))).toEqual(
        bySupplier,
      );
      // Cheapest company first.
      const amounts = answer.suppliers.map((supplier) => supplier.fromDailyRate?.amount ?? 0);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      const byClass = minimumBy(offers, (offer) => offer.details.car.class);
      expect(new Map(answer.classes.map((item) => [item.class, item.fromDailyRate?.amount]))).toEqual(byClass);
      expect(answer.offices).toBe(new Set(offers.map((offer) => offer.appointment.checkInOffice.id)).size);
    },
  );

  it("converts like the search does: EUR and GBP starting prices equal a search's in that currency", async () => {
    const tryAnswer = await get<PlaceAnswer>("/places/apt:AYT");
    for (const currency of ["EUR", "GBP", "usd"]) {
      const answer = await get<PlaceAnswer>(`/places/apt:AYT?currency=${currency}`);
      const code = currency.toUpperCase();
      expect(answer.currency).toBe(code);
      expect(answer.fromDailyRate).toEqual({ amount: convert(tryAnswer.fromDailyRate!.amount, code), currency: code });
      const offers = await searchOffers(answer.place, "2028-01-12", "2028-01-13", code);
      expect(answer.fromDailyRate!.amount).toBe(
        minimum(offers.map((offer) => offer.pricing.display.breakdown.dailyRate.amount)),
      );
    }
  });

  it("names places in the requested language", async () => {
    const tr = await get<PlaceAnswer>("/places/apt:IST?language=tr");
    const en = await get<PlaceAnswer>("/places/apt:IST?language=en");
    expect(tr.place.name).toBe("İstanbul Havalimanı");
    expect(en.place.name).toBe("Istanbul Airport");
    expect(tr.place.countryCode).toBe("TR");
  });

  it("answers several places at once, in the order asked, leaving unknown ids out", async () => {
    const answer = await get<{ places: { place: { placeId: string }; fromDailyRate: Money | null }[] }>(
      "/places?ids=city:izmir,apt:XXX,apt:IST&currency=EUR",
    );
    expect(answer.places.map((entry) => entry.place.placeId)).toEqual(["city:izmir", "apt:IST"]);
    const single = await get<PlaceAnswer>("/places/apt:IST?currency=EUR");
    expect(answer.places[1]!.fromDailyRate).toEqual(single.fromDailyRate);
  });

  it("has no starting price for a known place without offices nearby", async () => {
    const answer = await get<PlaceAnswer>("/places/city:london");
    expect(answer.fromDailyRate).toBeNull();
    expect(answer.offices).toBe(0);
    expect(answer.suppliers).toEqual([]);
  });
});

describe("car catalog: brands, models, companies, classes", () => {
  it("brand and model slugs come from the inventory's names", async () => {
    expect(catalogSlug("Mercedes-Benz")).toBe("mercedes-benz");
    expect(catalogSlug("Škoda")).toBe("skoda");
    expect(catalogSlug("Citroën")).toBe("citroen");
    expect(catalogSlug("E 200")).toBe("e-200");
    const { brands } = await get<{ brands: { slug: string; models: { slug: string }[] }[] }>("/brands");
    const mercedes = brands.find((brand) => brand.slug === "mercedes-benz");
    expect(mercedes?.models.map((model) => model.slug)).toEqual(["e-200", "vito"]);
    // Two Fiat Egea variants (manual diesel, automatic petrol) are one model page.
    expect(brands.find((brand) => brand.slug === "fiat")?.models.map((model) => model.slug)).toEqual([
      "500c",
      "doblo",
      "egea",
    ]);
  });

  it.each([
    ["renault", undefined],
    ["toyota", "corolla"],
    ["fiat", "egea"],
    ["bmw", "420i-cabrio"],
  ])("brand %s / model %s: the lowest rate over every fleet entry and package", async (brand, model) => {
    const expected = await bruteForce(
      (row) => catalogSlug(row.brand) === brand && (model === undefined || catalogSlug(row.model) === model),
    );
    if (model === undefined) {
      const answer = await get<{ brand: { fromDailyRate: Money } }>(`/brands/${brand}`);
      expect(answer.brand.fromDailyRate).toEqual({ amount: expected, currency: "TRY" });
    } else {
      const answer = await get<{ model: { fromDailyRate: Money; variants: unknown[]; places: unknown[] } }>(
        `/brands/${brand}/${model}?currency=EUR`,
      );
      expect(answer.model.fromDailyRate).toEqual({ amount: convert(expected, "EUR"), currency: "EUR" });
      expect(answer.model.variants.length).toBeGreaterThan(0);
      expect(answer.model.places.length).toBeGreaterThan(0);
    }
    const { brands } = await get<{
      brands: { slug: string; fromDailyRate: Money; models: { slug: string; fromDailyRate: Money }[] }[];
    }>("/brands");
    const listed = brands.find((item) => item.slug === brand)!;
    const listedPrice =
      model === undefined ? listed.fromDailyRate : listed.models.find((item) => item.slug === model)!.fromDailyRate;
    expect(listedPrice.amount).toBe(expected);
  });

  it.each(["anadolu-rent", "lykia-car-rental", "hitit-oto"])(
    "company %s: the lowest rate over its fleet and the packages it sells",
    async (id) => {
      const expected = await bruteForce((row) => row.supplier === id);
      const answer = await get<{ supplier: { fromDailyRate: Money; places: unknown[]; classes: unknown[] } }>(
        `/suppliers/${id}`,
      );
      expect(answer.supplier.fromDailyRate).toEqual({ amount: expected, currency: "TRY" });
      const { suppliers } = await get<{ suppliers: { id: string; fromDailyRate: Money }[] }>("/suppliers?currency=GBP");
      expect(suppliers.find((supplier) => supplier.id === id)?.fromDailyRate).toEqual({
        amount: convert(expected, "GBP"),
        currency: "GBP",
      });
    },
  );

  it("lists every class with its minimum age, deposit and starting price", async () => {
    const { classes } = await get<{
      classes: { class: string; minimumAge: number; deposit: Money; fromDailyRate: Money }[];
    }>("/classes?currency=EUR");
    expect(classes.map((item) => item.class)).toEqual([
      "economy",
      "mid",
      "upper",
      "luxury",
      "suv",
      "panelvan",
      "convertible",
    ]);
    const economy = classes[0]!;
    expect(economy.minimumAge).toBe(21);
    expect(economy.deposit).toEqual({ amount: convert(750_000, "EUR"), currency: "EUR" });
    const expected = await bruteForce((row) => row.class === "economy");
    expect(economy.fromDailyRate).toEqual({ amount: convert(expected, "EUR"), currency: "EUR" });
  });
});

describe("car catalog: unknown keys and bad queries", () => {
  it.each([
    ["/places/apt:XXX", 3312],
    ["/places/city:atlantis", 3312],
    ["/brands/trabant", 404],
    ["/brands/renault/twingo", 404],
    ["/brands/renault/corolla", 404],
    ["/suppliers/no-such-company", 404],
  ])("%s is a 404 with code %s", async (path, code) => {
    const answer = await get<{ error: { code: number } }>(path, 404);
    expect(answer.error.code).toBe(code);
  });

  it.each([
    ["/brands?currency=JPY", 400, 3303],
    ["/brands?month=13", 400, 3300],
    ["/brands?days=0", 400, 3300],
    ["/places/apt:IST?radius=500", 400, 3300],
    ["/places?ids=", 400, 3300],
    [`/places?ids=${Array.from({ length: 51 }, (_, i) => `p${i}`).join(",")}`, 400, 3300],
  ])("%s is refused with %s / %s", async (path, status, code) => {
    const answer = await get<{ error: { code: number } }>(path, status);
    expect(answer.error.code).toBe(code);
  });
});

import { describe, expect, it } from "vitest";
import type { ListOffer } from "~/lib/list-offer";
import { listOffer } from "~/../tests/support/list-offers";
import { searchRecord } from "./car-search-query";
import { carSearchQuerySchema } from "./car-search-query-schema.server";
import { activeFilters, applyFilters, filterOptions, parseRange, slug, sortOffers } from "./filters";

let sequence = 0;
function offer(overrides: {
  total?: number;
  fee?: number;
  deposit?: number;
  km?: number | null;
  vendor?: string;
  brand?: string;
  model?: string;
  fuel?: string;
  distance?: number;
  rating?: number;
  reviews?: number;
}): ListOffer {
  const total = overrides.total ?? 200_000;
  const lira = (amount: number) => ({ amount, currency: "TRY" });
  return listOffer({
    code: `C${String(sequence++).padStart(14, "0")}`,
    car: { brand: overrides.brand ?? "Fiat", model: overrides.model ?? "Egea", fuel: overrides.fuel ?? "diesel" },
    vendor: {
      id: overrides.vendor ?? "anadolu-rent",
      rating: { point: overrides.rating ?? 8, participants: overrides.reviews ?? 100 },
    },
    office: { distanceKm: overrides.distance ?? 2 },
    total: lira(total),
    perDay: lira(Math.round(total / 3)),
    serviceFee: lira(overrides.fee ?? 5_000),
    deposit: lira(overrides.deposit ?? 200_000),
    mileage: overrides.km === null ? { unlimited: true } : { unlimited: false, km: overrides.km ?? 900 },
  });
}

const query = (search: string) => carSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));

describe("filter buckets", () => {
  it("parses min-max, min-+ and +-+ (unlimited); refuses the rest", () => {
    expect(parseRange("750-1500")).toEqual({ min: 750, max: 1500, unlimited: false });
    expect(parseRange("6500-+")).toEqual({ min: 6500, max: null, unlimited: false });
    expect(parseRange("+-+")).toEqual({ min: 0, max: null, unlimited: true });
    expect(parseRange("1500-750")).toBeUndefined();
    expect(parseRange("abc")).toBeUndefined();
  });

  it("compares prices in major units with minor units, without the service fee", () => {
    const justUnder = offer({ total: 155_000, fee: 5_001 }); // 1,499.99 without the fee
    const atBound = offer({ total: 155_000, fee: 5_000 }); // exactly 1,500.00
    const filtered = applyFilters([justUnder, atBound], activeFilters(query("p=750-1500"), "TR"));
    expect(filtered).toEqual([justUnder]);
    expect(applyFilters([justUnder, atBound], activeFilters(query("p=1500-2500"), "TR"))).toEqual([atBound]);
  });

  it("matches unlimited mileage only with +-+, and limits by the rental's km", () => {
    const unlimited = offer({ km: null });
    const limited = offer({ km: 900 });
    expect(applyFilters([unlimited, limited], activeFilters(query("km=%2B-%2B"), "TR"))).toEqual([unlimited]);
    expect(applyFilters([unlimited, limited], activeFilters(query("km=500-1000"), "TR"))).toEqual([limited]);
    expect(applyFilters([unlimited, limited], activeFilters(query("km=500-1000,%2B-%2B"), "TR"))).toHaveLength(2);
  });

  it("offers price buckets that fit GBP prices, each counting the cars it shows, and keeps a chosen bucket", () => {
    // £52 to £890 without the £3 fee: in the spec's TRY buckets every car would be in "0-750".
    const pence = [5_540, 6_410, 7_790, 9_835, 12_300, 16_320, 19_100, 24_350, 42_390, 89_325];
    const offers = pence.map((total) => offer({ total, fee: 300 }));
    const options = filterOptions(offers, activeFilters(query(""), "GB", "GBP"), "GB", "GBP").p!;
    expect(options.length).toBeGreaterThan(1);
    expect(options.map((option) => option.value)).not.toContain("0-750");
    expect(options.reduce((sum, option) => sum + option.count, 0)).toBe(offers.length);
    for (const option of options) {
      expect(option.count).toBeGreaterThan(0);
      expect(
        applyFilters(offers, activeFilters(query(`p=${encodeURIComponent(option.value)}`), "GB", "GBP")),
      ).toHaveLength(option.count);
    }
    const chosen = filterOptions(offers, activeFilters(query("p=1000-2000"), "GB", "GBP"), "GB", "GBP").p!;
    expect(chosen.find((option) => option.value === "1000-2000")).toMatchObject({ selected: true, count: 0 });
  });

  it("offers the deposit filter in Türkiye only", () => {
    const cheap = offer({ deposit: 100_000 });
    const dear = offer({ deposit: 400_000 });
    expect(applyFilters([cheap, dear], activeFilters(query("d=750-1500"), "TR"))).toEqual([cheap]);
    expect(applyFilters([cheap, dear], activeFilters(query("d=750-1500"), "DE"))).toHaveLength(2);
    expect(filterOptions([cheap, dear], {}, "DE").d).toBeUndefined();
    // Its buckets are TRY amounts: on prices in another currency it does not apply.
    expect(filterOptions([cheap, dear], {}, "TR", "EUR").d).toBeUndefined();
    expect(applyFilters([cheap, dear], activeFilters(query("d=750-1500"), "TR", "EUR"))).toHaveLength(2);
    expect(filterOptions([cheap, dear], {}, "TR").d?.map((option) => [option.value, option.count])).toEqual([
      ["750-1500", 1],
      ["3500-5000", 1],
    ]);
  });
});

describe("options and counts", () => {
  it("counts each option against the other groups' choices, alternatives within a group", () => {
    const offers = [
      offer({ vendor: "anadolu-rent", fuel: "diesel" }),
      offer({ vendor: "anadolu-rent", fuel: "petrol" }),
      offer({ vendor: "mavi-yol", fuel: "diesel" }),
    ];
    const active = activeFilters(query("f=diesel&v=anadolu-rent,mavi-yol"), "TR");
    expect(applyFilters(offers, active)).toHaveLength(2);
    const options = filterOptions(offers, active, "TR");
    expect(options.v?.map((option) => [option.value, option.count, option.selected])).toEqual([
      ["anadolu-rent", 1, true],
      ["mavi-yol", 1, true],
    ]);
    // Fuel counts ignore the fuel choice itself: petrol would show one more car.
    expect(options.f?.map((option) => [option.value, option.count])).toEqual([
      ["diesel", 2],
      ["petrol", 1],
    ]);
  });

  it("keys models and brands by URL-safe slugs, Turkish letters included", () => {
    expect(slug("Škoda Octavia")).toBe("skoda-octavia");
    expect(slug("Fiat Eğea İkinci")).toBe("fiat-egea-ikinci");
  });
});

describe("sorting", () => {
  const cheap = offer({ total: 100_000, distance: 9, rating: 7, reviews: 500 });
  const dear = offer({ total: 300_000, distance: 1, rating: 9, reviews: 20 });
  it.each([
    ["lowest_price_first", [cheap, dear]],
    ["highest_price_first", [dear, cheap]],
    ["near_by", [dear, cheap]],
    ["highest_rating", [dear, cheap]],
    ["most_reviewed", [cheap, dear]],
  ] as const)("%s", (sort, expected) => {
    expect(sortOffers([cheap, dear], sort)).toEqual(expected);
  });
  it("keeps the service's order when recommended", () => {
    expect(sortOffers([dear, cheap], "recommended")).toEqual([dear, cheap]);
  });
});

describe("filters in the URL", () => {
  it("reads repeated filter keys from a plain form as one list, other keys by their first value", () => {
    const record = searchRecord(new URLSearchParams("c=economy&c=suv&a=30&a=40&v=x"));
    expect(record).toEqual({ c: "economy,suv", a: "30", v: "x" });
  });
});

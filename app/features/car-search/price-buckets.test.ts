import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRange } from "./filters";
import { PRICE_BUCKET_COUNT, priceBuckets, roundestBetween, TRY_PRICE_BUCKETS } from "./price-buckets";

const bucketOf = (buckets: readonly string[], price: number) =>
  buckets.filter((bucket) => {
    const range = parseRange(bucket)!;
    return price >= range.min && (range.max === null || price < range.max);
  });

/** TRY prices of a search (major units, kuruş precision) and a rate in TRY per unit. */
const tryPrices = fc.array(fc.integer({ min: 30_000, max: 12_000_000 }), { minLength: 1, maxLength: 200 });
const rate = fc.double({ min: 5, max: 80, noNaN: true });
const toCurrency = (pricesKurus: readonly number[], tryPerUnit: number) =>
  // The Main API converts and rounds to minor units; the filter compares major units.
  pricesKurus.map((kurus) => Math.round(kurus / tryPerUnit) / 100);

describe("price buckets", () => {
  it("are the spec's TRY buckets for prices in TRY, whatever the prices", () => {
    expect(priceBuckets([100, 20_000], "TRY")).toEqual(TRY_PRICE_BUCKETS);
  });

  it("split GBP prices of a typical search into several buckets with cars in each", () => {
    // A typical 3-day search converted at ~42 TRY per pound: £50 to £900.
    const prices = [52.4, 61.1, 74.9, 80, 95.35, 120, 133.7, 160.2, 188, 240.5, 310, 420.9, 615, 890.25];
    const buckets = priceBuckets(prices, "GBP");
    expect(buckets.length).toBeGreaterThan(1);
    for (const bucket of buckets) expect(prices.some((price) => bucketOf([bucket], price).length === 1)).toBe(true);
    expect(buckets[0]).toMatch(/^0-\d+$/);
    expect(buckets.at(-1)).toMatch(/^\d+-\+$/);
  });

  it("put every price in exactly one bucket, none empty, bounds whole and rising, for any prices and rate", () => {
    fc.assert(
      fc.property(tryPrices, rate, fc.constantFrom("EUR", "GBP", "USD"), (kurus, tryPerUnit, currency) => {
        const prices = toCurrency(kurus, tryPerUnit);
        const buckets = priceBuckets(prices, currency);
        expect(buckets.length).toBeGreaterThanOrEqual(1);
        expect(buckets.length).toBeLessThanOrEqual(PRICE_BUCKET_COUNT);
        const ranges = buckets.map((bucket) => parseRange(bucket));
        ranges.forEach((range, index) => {
          expect(range).toBeDefined();
          expect(Number.isInteger(range!.min)).toBe(true);
          if (index > 0) expect(range!.min).toBe(ranges[index - 1]!.max);
          expect(range!.max === null).toBe(index === ranges.length - 1);
        });
        for (const price of prices) expect(bucketOf(buckets, price)).toHaveLength(1);
        for (const bucket of buckets) expect(prices.some((price) => bucketOf([bucket], price).length === 1)).toBe(true);
      }),
    );
  });

  it("have more than one non-empty bucket whenever the prices differ by a whole unit or more", () => {
    fc.assert(
      fc.property(tryPrices, rate, (kurus, tryPerUnit) => {
        const prices = toCurrency(kurus, tryPerUnit);
        fc.pre(Math.floor(Math.max(...prices)) > Math.min(...prices));
        expect(priceBuckets(prices, "GBP").length).toBeGreaterThan(1);
      }),
    );
  });

  it("pick the roundest whole number between two prices", () => {
    expect(roundestBetween(120, 180)).toBe(150);
    expect(roundestBetween(52.4, 61.1)).toBe(60);
    expect(roundestBetween(99, 1_000)).toBe(1_000);
    expect(roundestBetween(99, 999)).toBe(500);
    expect(roundestBetween(4_231.2, 4_231.5)).toBeUndefined();
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (a, b) => {
          const [low, high] = a < b ? [a, b] : [b, a];
          const bound = roundestBetween(low, high);
          if (bound === undefined) expect(Math.floor(high) <= low || high < 1).toBe(true);
          else {
            expect(Number.isInteger(bound)).toBe(true);
            expect(bound > low && bound <= high).toBe(true);
          }
        },
      ),
    );
  });
});

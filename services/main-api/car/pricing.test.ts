import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXCHANGE_RATES_MICRO_TRY } from "../../inventory/data/cars";
import { convertFromTry, convertToTry } from "../shared/money";
import { convertBreakdown, oneWayFee, priceInTry, type PricingInput } from "./pricing";

const permille = fc.integer({ min: 500, max: 2000 });
const pricingInput: fc.Arbitrary<PricingInput> = fc.record({
  baseDailyRate: fc.integer({ min: 10_000, max: 1_000_000 }),
  seasonPermille: permille,
  lengthPermille: fc.integer({ min: 500, max: 1000 }),
  priceLevelPermille: permille,
  modelPremiumPermille: permille,
  packagePermille: fc.integer({ min: 1000, max: 1500 }),
  days: fc.integer({ min: 1, max: 90 }),
  youngDriverFeePerDay: fc.integer({ min: 0, max: 50_000 }),
  youngDriver: fc.boolean(),
  oneWayFee: fc.integer({ min: 0, max: 1_000_000 }),
  campaignDiscountPermille: fc.integer({ min: 0, max: 300 }),
  serviceFeePermille: fc.integer({ min: 0, max: 100 }),
  serviceFeeMinimum: fc.integer({ min: 0, max: 10_000 }),
});
const rate = fc.constantFrom(...Object.values(EXCHANGE_RATES_MICRO_TRY));

describe("car pricing", () => {
  it("is daily rate × days plus fees, in whole minor units, never negative", () => {
    fc.assert(
      fc.property(pricingInput, (input) => {
        const price = priceInTry(input);
        expect(price.dailyRate % 100).toBe(0);
        expect(price.rental).toBe(price.dailyRate * input.days);
        expect(price.youngDriverFee).toBe(input.youngDriver ? input.youngDriverFeePerDay * input.days : 0);
        expect(price.total).toBe(
          price.rental + price.youngDriverFee + price.oneWayFee - price.campaignDiscount + price.serviceFee,
        );
        expect(price.serviceFee).toBeGreaterThanOrEqual(input.serviceFeeMinimum);
        expect(price.total).toBeGreaterThan(0);
        for (const amount of Object.values(price)) expect(Number.isInteger(amount)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("never charges more with a campaign than without", () => {
    fc.assert(
      fc.property(pricingInput, (input) => {
        const withCampaign = priceInTry(input);
        const without = priceInTry({ ...input, campaignDiscountPermille: 0 });
        expect(withCampaign.total).toBeLessThanOrEqual(without.total);
      }),
      { numRuns: 300 },
    );
  });

  it("converts each part once and the converted parts add up to the converted total", () => {
    fc.assert(
      fc.property(pricingInput, rate, (input, micro) => {
        const inTry = priceInTry(input);
        const converted = convertBreakdown(inTry, micro, input.days);
        expect(converted.rental).toBe(converted.dailyRate * input.days);
        expect(converted.total).toBe(
          converted.rental +
            converted.youngDriverFee +
            converted.oneWayFee -
            converted.campaignDiscount +
            converted.serviceFee,
        );
        // The daily rate's rounding is multiplied by the days; four other parts are rounded once.
        expect(Math.abs(converted.total - convertFromTry(inTry.total, micro))).toBeLessThanOrEqual(
          input.days * 0.5 + 4,
        );
      }),
      { numRuns: 500 },
    );
  });

  it("keeps large amounts exact when converting", () => {
    expect(convertFromTry(9_000_000_000_000, 1_000_000)).toBe(9_000_000_000_000);
    expect(convertFromTry(4_873_000, 48_730_000)).toBe(100_000);
  });

  it("states a foreign amount in lira within half a kuruş, and back within the rounding", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.integer({ min: 1_000, max: 200_000_000 }),
        (amount, micro) => {
          const lira = convertToTry(amount, micro);
          expect(Math.abs(lira - (amount * micro) / 1_000_000)).toBeLessThanOrEqual(0.5);
          // Back to the currency: off by at most what one kuruş is worth in it, plus its own rounding.
          expect(Math.abs(convertFromTry(lira, micro) - amount)).toBeLessThanOrEqual(1_000_000 / micro / 2 + 0.5);
        },
      ),
      { numRuns: 1_000 },
    );
    expect(convertToTry(100_000, 48_730_000)).toBe(4_873_000);
  });

  it("charges one-way per started 100 km", () => {
    expect(oneWayFee(100_000, 30_000, 1)).toBe(130_000);
    expect(oneWayFee(100_000, 30_000, 100)).toBe(130_000);
    expect(oneWayFee(100_000, 30_000, 100.5)).toBe(160_000);
  });
});

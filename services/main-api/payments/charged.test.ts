import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chargedOf, proportionalShares } from "./charged";

describe("chargedOf", () => {
  it("is the plan's total plus the wallet part, with the interest and the per-installment amount", () => {
    expect(chargedOf({ amount: 380_835, wallet_amount: 10_000, installments: 3, installment_total: 391_498 })).toEqual({
      total: 401_498,
      cash: 390_835,
      card: 391_498,
      wallet: 10_000,
      surcharge: 10_663,
      installments: 3,
      perInstallment: 130_500,
    });
  });

  it("has no card part, plan or interest when the wallet paid everything", () => {
    expect(chargedOf({ amount: 0, wallet_amount: 50_000, installments: 1, installment_total: 0 })).toMatchObject({
      total: 50_000,
      card: 0,
      surcharge: 0,
      installments: 1,
    });
  });
});

describe("proportionalShares", () => {
  it("splits any amount into non-negative parts that add up to it exactly", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (weights, amount) => {
          const shares = proportionalShares(weights, amount);
          expect(shares).toHaveLength(weights.length);
          const sum = weights.reduce((total, weight) => total + weight, 0);
          expect(shares.reduce((total, share) => total + share, 0)).toBe(sum === 0 ? 0 : amount);
          for (const share of shares) expect(share).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

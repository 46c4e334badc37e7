/** Money is integer minor units everywhere; factors are permille integers. */
const CURRENCIES = ["TRY", "EUR", "USD", "GBP"] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/** Integer division rounding half away from zero (amounts here are never negative). */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((numerator + Math.floor(denominator / 2)) / denominator);
}

/** Applies a permille factor: 1000 leaves the amount unchanged. */
export function applyPermille(amount: number, permille: number): number {
  return divideRounded(amount * permille, 1000);
}

/**
 * TRY minor units into another currency's minor units, given TRY per unit × 1,000,000.
 * BigInt keeps large amounts exact before the single rounding step.
 */
export function convertFromTry(amountTry: number, microTryPerUnit: number): number {
  if (microTryPerUnit === 1_000_000) return amountTry;
  const numerator = BigInt(amountTry) * 1_000_000n;
  const divisor = BigInt(microTryPerUnit);
  return Number((numerator + divisor / 2n) / divisor);
}

/** Another currency's minor units in TRY minor units, given TRY per unit × 1,000,000 (both have two decimals). */
export function convertToTry(amount: number, microTryPerUnit: number): number {
  const numerator = BigInt(amount) * BigInt(microTryPerUnit);
  return Number((numerator + 500_000n) / 1_000_000n);
}

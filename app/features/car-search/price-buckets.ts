/**
 * Price filter buckets in the display currency (docs/car-search.md, "Price buckets").
 *
 * The spec's buckets (section 9) are TRY amounts; in EUR, GBP or USD they would hold every car
 * in the first one. Those currencies get buckets from the result set instead: bounds near the
 * sixths of the prices, each moved to the roundest whole number between two neighbouring prices,
 * so every bucket holds at least one car and reads like "£150 – £200".
 */

/** The spec's TRY buckets, major units (spec section 9). */
export const TRY_PRICE_BUCKETS = [
  "0-750",
  "750-1500",
  "1500-2500",
  "2500-3500",
  "3500-5000",
  "5000-6500",
  "6500-+",
] as const;

/** How many buckets a result set is split into at most. */
export const PRICE_BUCKET_COUNT = 6;

/** Round steps tried from the largest down: 5, 2, 1 × powers of ten. */
const STEP_FACTORS = [5, 2, 1] as const;

/**
 * The roundest whole number in (low, high], or undefined when none is: the multiple of the
 * largest round step that falls in the interval.
 */
export function roundestBetween(low: number, high: number): number | undefined {
  if (!(high > low) || high < 1) return undefined;
  for (let power = 10 ** Math.floor(Math.log10(high)); power >= 1; power /= 10) {
    for (const factor of STEP_FACTORS) {
      const step = factor * power;
      const candidate = Math.floor(low / step) * step + step;
      if (candidate <= high) return candidate;
    }
  }
  return undefined;
}

/**
 * Buckets (`min-max`, the last `min-+`) for prices in major units of the display currency:
 * the spec's own for TRY, derived from the prices for any other currency.
 */
export function priceBuckets(prices: readonly number[], currency: string): readonly string[] {
  if (currency === "TRY") return TRY_PRICE_BUCKETS;
  const sorted = [...prices].filter((price) => Number.isFinite(price) && price >= 0).sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  const bounds = new Set<number>();
  /** The first bound from this index on: between the first two neighbours with a whole number between them. */
  const boundFrom = (start: number): number | undefined => {
    for (let index = Math.max(1, start); index < sorted.length; index += 1) {
      const bound = roundestBetween(sorted[index - 1]!, sorted[index]!);
      if (bound !== undefined) return bound;
    }
    return undefined;
  };
  for (let part = 1; part < PRICE_BUCKET_COUNT; part += 1) {
    const bound = boundFrom(Math.floor((part * sorted.length) / PRICE_BUCKET_COUNT));
    if (bound !== undefined) bounds.add(bound);
  }
  // Prices bunched at the top: any split at all beats one bucket.
  const first = bounds.size === 0 ? boundFrom(1) : undefined;
  if (first !== undefined) bounds.add(first);
  const edges = [0, ...[...bounds].sort((a, b) => a - b).filter((bound) => bound > 0)];
  return edges.map((edge, index) => `${edge}-${edges[index + 1] ?? "+"}`);
}

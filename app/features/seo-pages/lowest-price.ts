import type { Money } from "./structured-data";

/** The lowest of the prices given (the first of equals), or null when none is known. */
export function lowestPrice<T extends Money>(prices: Iterable<T | null | undefined>): T | null {
  let lowest: T | null = null;
  for (const price of prices) if (price && (!lowest || price.amount < lowest.amount)) lowest = price;
  return lowest;
}

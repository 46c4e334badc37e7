/**
 * A car offer's cancellation rule, computed once here for search results, the product and the
 * reservation (cancel.ts reads the same deadline): free until N hours before pickup, then a fee
 * (permille of what was paid) until pickup; a driver who does not come gets nothing back.
 */
import { formatLocal, toLocal } from "../shared/local-time";

/** What a no-show costs: the whole price (no refund). */
type NoShowRule = "no_refund";

export interface CarCancellationPolicy {
  /**
   * Free cancellation until this wall-clock time at the pickup office ("2026-12-09T06:30", read in
   * `timeZone`); null when that moment has already passed (only the late fee applies).
   */
  readonly freeUntil: string | null;
  /** The pickup office's IANA time zone. */
  readonly timeZone: string;
  /** Hours before pickup that cancelling stays free. */
  readonly freeUntilHours: number;
  /** What cancelling after the free period and before pickup costs, permille of the price (1000: nothing back). */
  readonly lateFeePermille: number;
  readonly noShow: NoShowRule;
}

/** The instant free cancellation ends: the pickup instant less the company's free hours. */
export function freeCancellationEnds(checkInEpoch: number, freeUntilHours: number): number {
  return checkInEpoch - freeUntilHours * 3_600_000;
}

export function carCancellationPolicy(
  rule: { checkInEpoch: number; timeZone: string; freeUntilHours: number; lateFeePermille: number },
  now: number,
): CarCancellationPolicy {
  const ends = freeCancellationEnds(rule.checkInEpoch, rule.freeUntilHours);
  return {
    freeUntil: rule.freeUntilHours > 0 && now < ends ? formatLocal(toLocal(ends, rule.timeZone)) : null,
    timeZone: rule.timeZone,
    freeUntilHours: rule.freeUntilHours,
    lateFeePermille: rule.lateFeePermille,
    noShow: "no_refund",
  };
}

/**
 * The instant a wall-clock time denotes in a time zone, with date-fns/tz. Kept apart from
 * dates.ts, which the frame of every page imports: the zoned-date class sets itself up when its
 * module loads, so it stays in any bundle that imports its module (docs/performance.md).
 */
import { TZDateMini } from "@date-fns/tz";
import type { LocalDateTime } from "./dates";

/**
 * The instant a wall-clock time denotes in a time zone. A time the clocks skip (spring forward)
 * is read with the offset before the change, so it lands after the gap.
 */
export function toEpoch(local: LocalDateTime, timeZone: string): number {
  return new TZDateMini(local.year, local.month - 1, local.day, local.hour, local.minute, timeZone).getTime();
}

/** Calendar dates as the shop uses them: YYYY-MM-DD, today and months in Istanbul time. */
import { SHOP_TIME_ZONE, shopToday, toLocal } from "../../../shared/dates";
import { toEpoch } from "../../../shared/zoned-dates";

export { shopToday };

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The first instant of the current calendar month in Istanbul, and of the next one. */
export function shopMonth(now: number): { from: number; to: number } {
  const local = toLocal(now, SHOP_TIME_ZONE);
  const first = { year: local.year, month: local.month, day: 1, hour: 0, minute: 0 };
  const next = local.month === 12 ? { ...first, year: local.year + 1, month: 1 } : { ...first, month: local.month + 1 };
  return { from: toEpoch(first, SHOP_TIME_ZONE), to: toEpoch(next, SHOP_TIME_ZONE) };
}

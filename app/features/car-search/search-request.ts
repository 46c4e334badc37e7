import type { CarSearchQuery } from "./car-search-query";
import { dropoffPoint } from "./car-search-query";

const DEFAULT_TIME = "10:00";

/** "05-07-2027" and "10:30" → "2027-07-05T10:30", the Main API's local date-time. */
function localDateTime(date: string, time: string | undefined): string {
  const [day, month, year] = date.split("-");
  return `${year}-${month}-${day}T${time ?? DEFAULT_TIME}`;
}

/** True when the URL says enough to search: where, and the two dates. */
export function isSearchable(
  query: CarSearchQuery,
): query is CarSearchQuery & { p_p: { lat: number; lon: number }; p_d: string; d_d: string } {
  return Boolean(query.p_p && query.p_d && query.d_d);
}

/**
 * The Main API's car search body (spec section 3, "Search request") for a results URL. The age
 * comes from `a` (21 when unset, spec section 9); without a dropoff point the car goes back to
 * the pickup point.
 */
export function carSearchBody(
  query: CarSearchQuery & { p_p: { lat: number; lon: number }; p_d: string; d_d: string },
  context: { currency: string; language: string; country: string },
) {
  return {
    version: "v3",
    checkInDateTime: localDateTime(query.p_d, query.p_t),
    checkOutDateTime: localDateTime(query.d_d, query.d_t),
    age: query.a,
    language: context.language,
    currency: context.currency,
    country: context.country,
    paymentType: "creditCard",
    checkInLocation: query.p_p,
    checkOutLocation: dropoffPoint(query) ?? query.p_p,
    period: "daily",
  };
}

/** The query keys that decide which cars are found (spec section 7: the results page is keyed by them). */
export const SEARCH_KEYS = ["a", "d_p", "p_d", "d_d", "p_t", "d_t", "p_p"] as const;

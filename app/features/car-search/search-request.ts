import type { CarSearchBody } from "~/../shared/contract/main-api";
import { dashedToIso } from "~/lib/dates";
import type { CarSearchQuery } from "./car-search-query";
import { dropoffPoint } from "./car-search-query";

/** The time a search URL means when it names none (docs/car-search.md). */
export const DEFAULT_TIME = "10:00";

type Point = { readonly lat: number; readonly lon: number };

/**
 * Where and how wide the car search looks for a place (spec section 3, "Location override"):
 * the content service's correction for places whose own coordinates miss the rental offices.
 */
export interface LocationOverride extends Point {
  readonly placeId: string;
  /** Kilometres. */
  readonly radius: number;
}

export type LocationOverrides = ReadonlyMap<string, LocationOverride>;

const NO_OVERRIDES: LocationOverrides = new Map();

/** "05-07-2027" and "10:30" → "2027-07-05T10:30", the Main API's local date-time. */
function localDateTime(date: string, time: string | undefined): string {
  return `${dashedToIso(date)}T${time ?? DEFAULT_TIME}`;
}

/** True when the URL says enough to search: where, and the two dates. */
export function isSearchable(
  query: CarSearchQuery,
): query is CarSearchQuery & { p_p: Point; p_d: string; d_d: string } {
  return Boolean(query.p_p && query.p_d && query.d_d);
}

/**
 * The Main API's car search body (spec section 3, "Search request") for a results URL. The age
 * comes from `a` (21 when unset, spec section 9); without a dropoff point the car goes back to
 * the pickup point.
 *
 * A pickup (`pid`) or return (`did`) place with a location override is searched at the
 * override's point; the Main API takes one radius for both ends, so the search gets the widest
 * radius among the overrides used (and the API's default when none applies).
 */
export function carSearchBody(
  query: CarSearchQuery & { p_p: Point; p_d: string; d_d: string },
  context: { currency: string; language: string; country: string },
  overrides: LocationOverrides = NO_OVERRIDES,
): CarSearchBody {
  const pickup = query.pid ? overrides.get(query.pid) : undefined;
  // A return without its own point is the pickup place, override included.
  const dropoff = query.d_p ? (query.did ? overrides.get(query.did) : undefined) : pickup;
  const radii = [pickup, dropoff].flatMap((override) => (override ? [override.radius] : []));
  return {
    version: "v3",
    checkInDateTime: localDateTime(query.p_d, query.p_t),
    checkOutDateTime: localDateTime(query.d_d, query.d_t),
    age: query.a,
    language: context.language,
    currency: context.currency,
    country: context.country,
    paymentType: "creditCard",
    checkInLocation: pickup ? pointOf(pickup) : query.p_p,
    checkOutLocation: dropoff ? pointOf(dropoff) : (dropoffPoint(query) ?? query.p_p),
    period: "daily",
    ...(radii.length > 0 ? { radius: Math.max(...radii) } : {}),
  };
}

const pointOf = ({ lat, lon }: Point): Point => ({ lat, lon });

/** The query keys that decide which cars are found (spec section 7: the results page is keyed by them). */
const SEARCH_KEYS = ["a", "d_p", "p_d", "d_d", "p_t", "d_t", "p_p"] as const;

/**
 * The query keys every link of the results page keeps: the search, and the place ids it came from
 * (`pid`, `did`), so a reloaded or shared link names the places instead of their coordinates.
 */
export const KEPT_KEYS = [...SEARCH_KEYS, "pid", "did"] as const;

/** The kept keys a results URL has, in their order: what links, the filter form and the canonical address carry on. */
export function keptEntries(params: URLSearchParams): [string, string][] {
  return KEPT_KEYS.flatMap((key) => {
    const value = params.get(key);
    return value ? [[key, value] as [string, string]] : [];
  });
}

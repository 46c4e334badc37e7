/**
 * The car search URL (spec sections 2, 5, 9): what the results page is keyed by, the sort
 * options and the short filter keys. Parsing is strict about values and silent about unknown keys.
 * The browser reads it with `readCarSearchQuery` (no zod: the results page filters and sorts by the
 * URL without a new search); the loader with the zod schema built on the same rules
 * (car-search-query-schema.server.ts), which a property test holds to the same answers.
 */
import {
  CLOCK_TIME,
  isDashedDate,
  LAT_LON_MAX,
  parseLatLon,
  parseWholeNumber,
  PLACE_ID,
  PLACE_ID_MAX,
} from "~/lib/url-values";

export const DEFAULT_DRIVER_AGE = 21;

export const SORT_OPTIONS = [
  "recommended",
  "near_by",
  "lowest_price_first",
  "highest_price_first",
  "highest_rating",
  "most_reviewed",
] as const;

/** Short URL key → filter name (spec section 9). */
export const FILTER_KEYS = {
  v: "vendor",
  t: "transmission",
  f: "fuel",
  sc: "seat",
  p: "price",
  dt: "delivery_type",
  d: "provision",
  km: "distance_limit",
  m: "model",
  c: "class_type",
  b: "brand",
  nb: "near_by",
  cp: "car_package",
  tr: "transfer",
} as const;

/** A range in major units, `min-max` or `min-+`; `+-+` means unlimited. Several joined by commas. */
export const RANGE_LIST = /^(?:\d{1,7}-(?:\d{1,7}|\+)|\+-\+)(?:,(?:\d{1,7}-(?:\d{1,7}|\+)|\+-\+))*$/;
export const RANGE_LIST_MAX = 200;
/** Option values such as vendor ids, fuel names or classes, comma-separated. */
export const OPTION_LIST = /^[\w.-]+(?:,[\w.-]+)*$/u;
export const OPTION_LIST_MAX = 500;

type SortOption = (typeof SORT_OPTIONS)[number];
type Point = { lat: number; lon: number };
type RangeKey = "p" | "d" | "km";
type OptionKey = Exclude<keyof typeof FILTER_KEYS, RangeKey>;

export type CarSearchQuery = {
  a: number;
  p_p?: Point;
  d_p?: Point;
  p_d?: string;
  d_d?: string;
  p_t?: string;
  d_t?: string;
  pid?: string;
  did?: string;
  sb?: SortOption;
} & { -readonly [Key in keyof typeof FILTER_KEYS]?: string };

const RANGE_KEYS: readonly RangeKey[] = ["p", "d", "km"];
const OPTION_KEYS = Object.keys(FILTER_KEYS).filter((key): key is OptionKey => !(RANGE_KEYS as string[]).includes(key));

const isSortOption = (value: string): value is SortOption => (SORT_OPTIONS as readonly string[]).includes(value);

/**
 * The query of a results URL (`searchRecord` of its parameters), or undefined when a known key
 * has a malformed value, the same answer as the loader's schema.
 */
export function readCarSearchQuery(record: Readonly<Record<string, string>>): CarSearchQuery | undefined {
  const get = (key: string) => (Object.hasOwn(record, key) ? record[key] : undefined);
  const age = get("a");
  const query: CarSearchQuery = {
    a: age === undefined ? DEFAULT_DRIVER_AGE : (parseWholeNumber(age, 18, 99) ?? Number.NaN),
  };
  if (Number.isNaN(query.a)) return undefined;
  for (const key of ["p_p", "d_p"] as const) {
    const value = get(key);
    if (value === undefined) continue;
    const point = value.length <= LAT_LON_MAX ? parseLatLon(value) : undefined;
    if (!point) return undefined;
    query[key] = point;
  }
  for (const key of ["p_d", "d_d"] as const) {
    const value = get(key);
    if (value === undefined) continue;
    if (!isDashedDate(value)) return undefined;
    query[key] = value;
  }
  for (const key of ["p_t", "d_t"] as const) {
    const value = get(key);
    if (value === undefined) continue;
    if (!CLOCK_TIME.test(value)) return undefined;
    query[key] = value;
  }
  for (const key of ["pid", "did"] as const) {
    const value = get(key);
    if (value === undefined) continue;
    if (value.length > PLACE_ID_MAX || !PLACE_ID.test(value)) return undefined;
    query[key] = value;
  }
  const sort = get("sb");
  if (sort !== undefined) {
    if (!isSortOption(sort)) return undefined;
    query.sb = sort;
  }
  for (const key of RANGE_KEYS) {
    const value = get(key);
    if (value === undefined) continue;
    if (value.length > RANGE_LIST_MAX || !RANGE_LIST.test(value)) return undefined;
    query[key] = value;
  }
  for (const key of OPTION_KEYS) {
    const value = get(key);
    if (value === undefined) continue;
    if (value.length > OPTION_LIST_MAX || !OPTION_LIST.test(value)) return undefined;
    query[key] = value;
  }
  return query;
}

/** Without a dropoff point the car goes back where it was picked up (spec section 5). */
export function dropoffPoint(query: CarSearchQuery): CarSearchQuery["p_p"] {
  return query.d_p ?? query.p_p;
}

/** The filter keys whose values are lists (`v=a,b`, or `v=a&v=b` from a plain form). */
export const LIST_KEYS = Object.keys(FILTER_KEYS) as (keyof typeof FILTER_KEYS)[];

/**
 * The URL's parameters with repeated list keys joined by commas, other keys by their first value:
 * what the loader parses on the server and the page parses in the browser.
 */
export function searchRecord(params: URLSearchParams): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!(key in record)) record[key] = value;
    else if ((LIST_KEYS as string[]).includes(key) && value) record[key] = `${record[key]},${value}`;
  }
  return record;
}

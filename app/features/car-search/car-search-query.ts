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

const isSortOption = (value: string): value is SortOption => (SORT_OPTIONS as readonly string[]).includes(value);
const matching =
  (pattern: RegExp, max = Number.POSITIVE_INFINITY) =>
  (value: string) =>
    value.length <= max && pattern.test(value) ? value : undefined;
const optionList = matching(OPTION_LIST, OPTION_LIST_MAX);
const rangeList = matching(RANGE_LIST, RANGE_LIST_MAX);
const placeId = matching(PLACE_ID, PLACE_ID_MAX);
const clockTime = matching(CLOCK_TIME);
const point = (value: string) => (value.length <= LAT_LON_MAX ? parseLatLon(value) : undefined);
const dashedDate = (value: string) => (isDashedDate(value) ? value : undefined);

type OptionalKey = Exclude<keyof CarSearchQuery, "a">;

/** How each optional key is read: its value, or undefined when malformed. */
const READERS: { [Key in OptionalKey]: (value: string) => CarSearchQuery[Key] } = {
  p_p: point,
  d_p: point,
  p_d: dashedDate,
  d_d: dashedDate,
  p_t: clockTime,
  d_t: clockTime,
  pid: placeId,
  did: placeId,
  sb: (value) => (isSortOption(value) ? value : undefined),
  v: optionList,
  t: optionList,
  f: optionList,
  sc: optionList,
  p: rangeList,
  dt: optionList,
  d: rangeList,
  km: rangeList,
  m: optionList,
  c: optionList,
  b: optionList,
  nb: optionList,
  cp: optionList,
  tr: optionList,
};
const isOptionalKey = (key: string): key is OptionalKey => Object.hasOwn(READERS, key);

/** Reads `key` of the record into `query`; false when its value is malformed. */
function readKey<Key extends OptionalKey>(query: CarSearchQuery, key: Key, value: string): boolean {
  const parsed = READERS[key](value);
  if (parsed === undefined) return false;
  query[key] = parsed;
  return true;
}

/**
 * The query of a results URL (`searchRecord` of its parameters), or undefined when a known key
 * has a malformed value, the same answer as the loader's schema.
 */
export function readCarSearchQuery(record: Readonly<Record<string, string>>): CarSearchQuery | undefined {
  const age = Object.hasOwn(record, "a") ? parseWholeNumber(record.a ?? "", 18, 99) : DEFAULT_DRIVER_AGE;
  if (age === undefined) return undefined;
  const query: CarSearchQuery = { a: age };
  for (const [key, value] of Object.entries(record)) {
    if (isOptionalKey(key) && !readKey(query, key, value)) return undefined;
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

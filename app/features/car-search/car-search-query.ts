/**
 * The car search URL (spec sections 2, 5, 9): what the results page is keyed by, the sort
 * options and the short filter keys. Parsing is strict about values and silent about unknown keys.
 */
import { z } from "zod";
import { clockTime, dashedDate, latLon, placeId, wholeNumber } from "~/lib/url-schemas";

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
const rangeList = z
  .string()
  .max(200)
  .regex(/^(?:\d{1,7}-(?:\d{1,7}|\+)|\+-\+)(?:,(?:\d{1,7}-(?:\d{1,7}|\+)|\+-\+))*$/);
/** Option values such as vendor ids, fuel names or classes, comma-separated. */
const optionList = z
  .string()
  .max(500)
  .regex(/^[\w.-]+(?:,[\w.-]+)*$/u);

export const carSearchQuerySchema = z.object({
  a: wholeNumber(18, 99).default(DEFAULT_DRIVER_AGE),
  p_p: latLon.optional(),
  d_p: latLon.optional(),
  p_d: dashedDate.optional(),
  d_d: dashedDate.optional(),
  p_t: clockTime.optional(),
  d_t: clockTime.optional(),
  pid: placeId.optional(),
  did: placeId.optional(),
  sb: z.enum(SORT_OPTIONS).optional(),
  v: optionList.optional(),
  t: optionList.optional(),
  f: optionList.optional(),
  sc: optionList.optional(),
  p: rangeList.optional(),
  dt: optionList.optional(),
  d: rangeList.optional(),
  km: rangeList.optional(),
  m: optionList.optional(),
  c: optionList.optional(),
  b: optionList.optional(),
  nb: optionList.optional(),
  cp: optionList.optional(),
  tr: optionList.optional(),
});

export type CarSearchQuery = z.output<typeof carSearchQuerySchema>;

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

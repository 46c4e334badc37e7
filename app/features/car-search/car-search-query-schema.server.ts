/**
 * The car search URL as the loader validates it (a malformed known key is a 400 naming it), on
 * the same rules the browser reads it with (car-search-query.ts `readCarSearchQuery`).
 */
import { z } from "zod";
import { clockTime, dashedDate, latLon, placeId, wholeNumber } from "~/lib/url-schemas";
import {
  type CarSearchQuery,
  DEFAULT_DRIVER_AGE,
  OPTION_LIST,
  OPTION_LIST_MAX,
  RANGE_LIST,
  RANGE_LIST_MAX,
  SORT_OPTIONS,
} from "./car-search-query";

const rangeList = z.string().max(RANGE_LIST_MAX).regex(RANGE_LIST);
const optionList = z.string().max(OPTION_LIST_MAX).regex(OPTION_LIST);

export const carSearchQuerySchema = z.object({
  a: z._default(wholeNumber(18, 99), DEFAULT_DRIVER_AGE),
  p_p: z.optional(latLon),
  d_p: z.optional(latLon),
  p_d: z.optional(dashedDate),
  d_d: z.optional(dashedDate),
  p_t: z.optional(clockTime),
  d_t: z.optional(clockTime),
  pid: z.optional(placeId),
  did: z.optional(placeId),
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
}) satisfies z.ZodType<CarSearchQuery, Record<string, string | undefined>>;

/**
 * zod building blocks for the spec's URL parameters (section 2). Shared by loaders and the
 * forms that build these URLs, so both agree on the format; the rules themselves are plain
 * functions (url-values.ts) that the browser also reads URLs with.
 */
import { z } from "zod";
import {
  CLOCK_TIME,
  isDashedDate,
  LAT_LON_MAX,
  parseLatLon,
  parseWholeNumber,
  PLACE_ID,
  PLACE_ID_MAX,
} from "./url-values";

/** Content and entity slugs: lower-case words joined by single dashes (Turkish letters folded). */
export const slug = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/**
 * Opaque ids from the Main API (search ids, product codes, order ids). They become path segments
 * of Main API calls, so "." and ".." (which a URL resolves as directory steps) are not ids.
 */
export const opaqueId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/)
  .refine((value) => value !== "." && value !== "..");

/** A calendar date written day-month-year with dashes, e.g. 05-07-2027. */
export const dashedDate = z.string().refine(isDashedDate, "not a calendar date");

/** A clock time HH:mm (24 hours). */
export const clockTime = z.string().regex(CLOCK_TIME);

/** A point written "lat,lon" in decimal degrees. */
export const latLon = z
  .string()
  .max(LAT_LON_MAX)
  .transform((value, ctx) => {
    const point = parseLatLon(value);
    if (point) return point;
    ctx.addIssue({ code: "custom", message: "expected lat,lon" });
    return z.NEVER;
  });

/** A bounded whole number written in decimal. */
export const wholeNumber = (min: number, max: number) =>
  z.string().transform((value, ctx) => {
    const number = parseWholeNumber(value, min, max);
    if (number !== undefined) return number;
    ctx.addIssue({ code: "custom", message: `expected a whole number from ${min} to ${max}` });
    return z.NEVER;
  });

/** Free text for ids like Google place ids: printable, bounded. */
export const placeId = z.string().min(1).max(PLACE_ID_MAX).regex(PLACE_ID);

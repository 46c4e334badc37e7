/**
 * zod building blocks for the spec's URL parameters (section 2). Shared by loaders and the
 * forms that build these URLs, so both agree on the format.
 */
import { z } from "zod";
import { parseDashedDate } from "./dates";

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
export const dashedDate = z
  .string()
  .regex(/^\d{2}-\d{2}-\d{4}$/)
  .refine((value) => parseDashedDate(value) !== undefined, "not a calendar date");

/** A clock time HH:mm (24 hours). */
export const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/);

/** A point written "lat,lon" in decimal degrees. */
export const latLon = z
  .string()
  .max(64)
  .transform((value, ctx) => {
    const parts = value.split(",");
    const [lat, lon] = parts.map((part) =>
      /^-?\d{1,3}(?:\.\d{1,10})?$/.test(part.trim()) ? Number(part) : Number.NaN,
    );
    if (
      parts.length !== 2 ||
      lat === undefined ||
      lon === undefined ||
      !(Math.abs(lat) <= 90) ||
      !(Math.abs(lon) <= 180)
    ) {
      ctx.addIssue({ code: "custom", message: "expected lat,lon" });
      return z.NEVER;
    }
    return { lat, lon };
  });

/** A bounded whole number written in decimal. */
export const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** Free text for ids like Google place ids: printable, bounded. */
export const placeId = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[\w.:-]+$/);

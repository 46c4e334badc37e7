/**
 * zod building blocks for the spec's URL parameters (section 2). Shared by loaders and the
 * forms that build these URLs, so both agree on the format; the rules themselves are plain
 * functions (url-values.ts) that the browser also reads URLs with. Built with `zod/mini`, since
 * the forms that use them run in the browser (app/lib/forms/form-text.ts).
 */
import { z } from "zod/mini";
import { refiningTransform } from "./forms/form-text";
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
export const slug = z.string().check(z.maxLength(120), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/**
 * Opaque ids from the Main API (search ids, product codes, order ids). They become path segments
 * of Main API calls, so "." and ".." (which a URL resolves as directory steps) are not ids.
 */
export const opaqueId = z.string().check(
  z.minLength(1),
  z.maxLength(128),
  z.regex(/^[A-Za-z0-9_.:-]+$/),
  z.refine((value: string) => value !== "." && value !== ".."),
);

/** A calendar date written day-month-year with dashes, e.g. 05-07-2027. */
export const dashedDate = z.string().check(z.refine(isDashedDate, "not a calendar date"));

/** A clock time HH:mm (24 hours). */
export const clockTime = z.string().check(z.regex(CLOCK_TIME));

/** A point written "lat,lon" in decimal degrees. */
export const latLon = z.pipe(
  z.string().check(z.maxLength(LAT_LON_MAX)),
  refiningTransform((value: string, refuse) => {
    const point = parseLatLon(value);
    if (!point) refuse("expected lat,lon");
    return point ?? z.NEVER;
  }),
);

/** A bounded whole number written in decimal. */
export const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string(),
    refiningTransform((value: string, refuse) => {
      const number = parseWholeNumber(value, min, max);
      if (number === undefined) refuse(`expected a whole number from ${min} to ${max}`);
      return number ?? z.NEVER;
    }),
  );

/** An optional URL key: a plain form sends an unchosen radio or an empty field as `key=`, the same as no key. */
export const optionalParam = <Schema extends z.core.SomeType>(schema: Schema) =>
  z.pipe(
    z.transform((value: unknown) => (value === "" ? undefined : value)),
    z.optional(schema),
  );

/** Free text for ids like Google place ids: printable, bounded. */
export const placeId = z.string().check(z.minLength(1), z.maxLength(PLACE_ID_MAX), z.regex(PLACE_ID));

/**
 * The rules of the spec's URL parameter formats (section 2) as plain functions: the browser reads
 * a URL with them without loading zod, and `url-schemas.ts` builds the server's zod schemas on the
 * same functions, so both sides accept exactly the same values.
 */
import { parseDashedDate } from "./dates";

export const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
export const PLACE_ID = /^[\w.:-]+$/;
export const PLACE_ID_MAX = 256;
export const LAT_LON_MAX = 64;

/** A calendar date written day-month-year with dashes, e.g. 05-07-2027. */
export function isDashedDate(value: string): boolean {
  return parseDashedDate(value) !== undefined;
}

/** A point written "lat,lon" in decimal degrees, or undefined (the length limit is the caller's). */
export function parseLatLon(value: string): { lat: number; lon: number } | undefined {
  const parts = value.split(",");
  const [lat, lon] = parts.map((part) => (/^-?\d{1,3}(?:\.\d{1,10})?$/.test(part.trim()) ? Number(part) : Number.NaN));
  if (parts.length !== 2 || lat === undefined || lon === undefined) return undefined;
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : undefined;
}

/** A whole number written with one to four digits, within [min, max]. */
export function parseWholeNumber(value: string, min: number, max: number): number | undefined {
  if (!/^\d{1,4}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

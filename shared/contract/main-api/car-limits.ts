/**
 * The dates a car search may ask for: the Main API refuses others (docs/api/main-api.md, "Car
 * search"), and the shop's date picker disables them. No zod here: the browser imports it.
 */

/** Companies publish rates and availability a year ahead. */
export const CAR_MAX_DAYS_AHEAD = 365;

/** The longest rental, in days. */
export const CAR_MAX_RENTAL_DAYS = 90;

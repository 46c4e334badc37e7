/**
 * The cabins a flight search may ask for (docs/api/main-api.md, "Flight search"). No zod here:
 * the browser's flight search form imports it.
 */
export const FLIGHT_CABINS = ["economy", "business"] as const;

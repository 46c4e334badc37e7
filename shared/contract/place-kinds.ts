/**
 * The kinds of place the maps service names (spec section 7). No zod here: the browser's place
 * field imports it.
 */
export const PLACE_KINDS = ["airport", "city", "district", "landmark"] as const;

export type PlaceKind = (typeof PLACE_KINDS)[number];

import type { PlaceSuggestion } from "~/../shared/contract/maps";
import { PLACE_KINDS, type PlaceKind } from "~/../shared/contract/place-kinds";

/**
 * The shop's `/api/places` answer as the search form's place field reads it, checked without
 * zod: the field is on the home pages, whose start-up scripts carry no schema library
 * (docs/performance.md, "JavaScript at start-up"). The answer is the shop's own (app/routes/places.ts
 * builds it from a zod-checked maps answer); this guards against a stale or broken response and
 * accepts exactly what the contract's schema does (place-suggestions.test.ts).
 */

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isKind = (value: unknown): value is PlaceKind => (PLACE_KINDS as readonly unknown[]).includes(value);

const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

function placeSuggestion(value: unknown): PlaceSuggestion | undefined {
  if (!isRecord(value)) return undefined;
  const { placeId, kind, name, cityName, iata, lat, lon } = value;
  if (typeof placeId !== "string" || !isKind(kind) || typeof name !== "string" || typeof cityName !== "string") {
    return undefined;
  }
  if ((iata !== null && typeof iata !== "string") || !isFiniteNumber(lat) || !isFiniteNumber(lon)) return undefined;
  return { placeId, kind, name, cityName, iata, lat, lon };
}

/** The suggestions in an answer, or undefined when the answer is not one (the field then offers none). */
export function parsePlaceSuggestions(value: unknown): PlaceSuggestion[] | undefined {
  if (!isRecord(value) || !Array.isArray(value.places)) return undefined;
  const places: PlaceSuggestion[] = [];
  for (const item of value.places) {
    const place = placeSuggestion(item);
    if (!place) return undefined;
    places.push(place);
  }
  return places;
}

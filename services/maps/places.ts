import { inLanguage } from "../../shared/names";
import { placeNames } from "../inventory/data/place-names";
import { foldText } from "./fold-text";

export interface PlaceRecord {
  place_id: string;
  kind: "airport" | "city" | "district" | "landmark";
  name_tr: string;
  name_en: string;
  city_slug: string;
  city_name_tr: string;
  city_name_en: string;
  iata: string | null;
  country_code: string;
  adm1: string | null;
  lat: number;
  lon: number;
  timezone: string;
  rank: number;
}

const COLUMNS =
  "place_id, kind, name_tr, name_en, city_slug, city_name_tr, city_name_en, iata, country_code, adm1, lat, lon, timezone, rank";

export function findPlace(db: D1Database, placeId: string): Promise<PlaceRecord | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM places WHERE place_id = ?1`).bind(placeId).first<PlaceRecord>();
}

const AUTOCOMPLETE_LIMIT = 10;

/**
 * Places whose words start with every word typed, best first: an IATA code typed in full, then a
 * name typed in full, then names that start with the text, then by rank (major airports and big
 * cities first).
 */
export async function autocomplete(db: D1Database, input: string, limit = AUTOCOMPLETE_LIMIT): Promise<PlaceRecord[]> {
  const words = foldText(input).split(" ").filter(Boolean).slice(0, 5);
  if (words.length === 0) return [];
  const clauses = words.map((_, index) => `search_text LIKE ?${index + 1}`).join(" AND ");
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM places WHERE ${clauses} ORDER BY rank DESC, name_tr LIMIT 200`)
    .bind(...words.map((word) => `% ${word.replace(/[%_]/g, "")}%`))
    .all<PlaceRecord>();
  const typed = words.join(" ");
  const score = (place: PlaceRecord) =>
    (place.iata && foldText(place.iata) === typed ? 1000 : 0) +
    (foldText(place.name_tr) === typed || foldText(place.name_en) === typed ? 800 : 0) +
    (foldText(place.name_tr).startsWith(typed) || foldText(place.name_en).startsWith(typed) ? 500 : 0) +
    place.rank;
  return results.sort((a, b) => score(b) - score(a)).slice(0, limit);
}

/** A place and its city named in `language` (any of the shop's fourteen; English otherwise). */
export function placeName(
  place: Pick<PlaceRecord, "place_id" | "name_tr" | "name_en" | "city_slug" | "city_name_tr" | "city_name_en">,
  language: string,
): { name: string; cityName: string } {
  return {
    name: inLanguage({ tr: place.name_tr, en: place.name_en }, placeNames(place.place_id), language),
    cityName: inLanguage(
      { tr: place.city_name_tr, en: place.city_name_en },
      placeNames(`city:${place.city_slug}`),
      language,
    ),
  };
}

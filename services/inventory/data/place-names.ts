/**
 * Places' names in the twelve languages beyond Turkish and English (those two are the places
 * table's own columns), by place id: exonyms where a language has one ("Estambul"), the
 * language's script where it has its own, airports named the way that language names them.
 */
import type { NameLanguage } from "../../../shared/names";
import { PLACE_NAMES_LATIN } from "./place-names-latin";
import { PLACE_NAMES_OTHER_SCRIPTS } from "./place-names-other-scripts";

let merged: ReadonlyMap<string, Partial<Record<NameLanguage, string>>> | undefined;

/** A place's twelve names; the two tables are joined once, on first use (not at start-up, not per call). */
export function placeNames(placeId: string): Partial<Record<NameLanguage, string>> | undefined {
  merged ??= new Map(
    [...new Set([...Object.keys(PLACE_NAMES_LATIN), ...Object.keys(PLACE_NAMES_OTHER_SCRIPTS)])].map((id) => [
      id,
      { ...PLACE_NAMES_LATIN[id], ...PLACE_NAMES_OTHER_SCRIPTS[id] },
    ]),
  );
  return merged.get(placeId);
}

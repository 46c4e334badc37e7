/**
 * Places' names in the twelve languages beyond Turkish and English (those two are the places
 * table's own columns), by place id: exonyms where a language has one ("Estambul"), the
 * language's script where it has its own, airports named the way that language names them.
 */
import type { NameLanguage } from "../../../shared/names";
import { PLACE_NAMES_LATIN } from "./place-names-latin";
import { PLACE_NAMES_OTHER_SCRIPTS } from "./place-names-other-scripts";

export function placeNames(placeId: string): Partial<Record<NameLanguage, string>> | undefined {
  const latin = PLACE_NAMES_LATIN[placeId];
  const other = PLACE_NAMES_OTHER_SCRIPTS[placeId];
  return latin || other ? { ...latin, ...other } : undefined;
}

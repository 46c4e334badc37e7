/**
 * The human names of the inventory keys a document prints: the rental package, what it covers
 * and the extras, in the document's language. The shop's pages name them from their Lingui
 * catalogs (app/features/car-search); the documents are the service's own (texts/), in the
 * booking's language. A key no table knows is written out as words ("winterTyres" → "Winter
 * tyres"), never printed raw.
 */
import type { Names } from "../../../shared/names";
import { EXTRAS } from "../../inventory/data/cars";
import { DOCUMENT_TEXTS } from "./texts";
import type { DocumentLanguage } from "./types";

const EXTRA_NAMES: ReadonlyMap<string, Names> = new Map(EXTRAS.map((extra) => [extra.code, extra.name]));

const has = <K extends string>(table: Readonly<Record<K, string>>, key: string): key is K => Object.hasOwn(table, key);

/** "winterTyres", "winter-tyres", "winter_tyres" → "Winter tyres": a key as words. */
function words(key: string): string {
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** "basePackage" → "Temel paket". */
export function packageName(key: string, language: DocumentLanguage): string {
  const names = DOCUMENT_TEXTS[language].packages;
  return has(names, key) ? names[key] : words(key);
}

/** "third-party-liability" → "Üçüncü şahıs sorumluluk sigortası". */
export function coverageName(key: string, language: DocumentLanguage): string {
  const names = DOCUMENT_TEXTS[language].coverage;
  return has(names, key) ? names[key] : words(key);
}

/** "child-seat" → "Çocuk koltuğu"; an unknown code by the name the order stored, else as words. */
export function extraName(code: string, language: DocumentLanguage, stored?: string): string {
  return EXTRA_NAMES.get(code)?.[language] ?? (stored && stored !== code ? stored : words(code));
}

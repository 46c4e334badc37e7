/**
 * The human names of the inventory keys a document prints: the rental package, what it covers
 * and the extras, in the document's language. The shop's pages name them from their Lingui
 * catalogs (app/features/car-search); the documents are the service's own, in Turkish or English,
 * with the same wording. A key no table knows is written out as words ("winterTyres" → "Winter
 * tyres"), never printed raw.
 */
import { type CarPackage, EXTRAS } from "../../inventory/data/cars";
import type { DocumentLanguage } from "./types";

type Names = Readonly<Record<DocumentLanguage, string>>;

const PACKAGE_NAMES: Readonly<Record<CarPackage, Names>> = {
  basePackage: { tr: "Temel paket", en: "Base package" },
  bronzePackage: { tr: "Bronz paket", en: "Bronze package" },
  silverPackage: { tr: "Gümüş paket", en: "Silver package" },
  goldPackage: { tr: "Altın paket", en: "Gold package" },
};

/** What the packages cover (services/inventory/data/cars.ts PACKAGES). */
type Coverage =
  | "third-party-liability"
  | "collision-damage-waiver-with-excess"
  | "collision-damage-waiver"
  | "theft-protection"
  | "glass-and-tyres"
  | "personal-accident"
  | "additional-driver";

const COVERAGE_NAMES: Readonly<Record<Coverage, Names>> = {
  "third-party-liability": { tr: "Üçüncü şahıs sorumluluk sigortası", en: "Third-party liability insurance" },
  "collision-damage-waiver-with-excess": {
    tr: "Çarpışma hasar güvencesi (muafiyetli)",
    en: "Collision damage waiver (with excess)",
  },
  "collision-damage-waiver": {
    tr: "Çarpışma hasar güvencesi (muafiyetsiz)",
    en: "Collision damage waiver (no excess)",
  },
  "theft-protection": { tr: "Hırsızlık güvencesi", en: "Theft protection" },
  "glass-and-tyres": { tr: "Cam ve lastik güvencesi", en: "Glass and tyre cover" },
  "personal-accident": { tr: "Ferdi kaza sigortası", en: "Personal accident insurance" },
  "additional-driver": { tr: "Ek sürücü", en: "Additional driver" },
};

const EXTRA_NAMES: ReadonlyMap<string, Names> = new Map(EXTRAS.map((extra) => [extra.code, extra.name]));

const has = <K extends string>(table: Readonly<Record<K, Names>>, key: string): key is K => Object.hasOwn(table, key);

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
  return has(PACKAGE_NAMES, key) ? PACKAGE_NAMES[key][language] : words(key);
}

/** "third-party-liability" → "Üçüncü şahıs sorumluluk sigortası". */
export function coverageName(key: string, language: DocumentLanguage): string {
  return has(COVERAGE_NAMES, key) ? COVERAGE_NAMES[key][language] : words(key);
}

/** "child-seat" → "Çocuk koltuğu"; an unknown code by the name the order stored, else as words. */
export function extraName(code: string, language: DocumentLanguage, stored?: string): string {
  return EXTRA_NAMES.get(code)?.[language] ?? (stored && stored !== code ? stored : words(code));
}

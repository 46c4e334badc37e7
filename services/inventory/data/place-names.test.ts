import { describe, expect, it } from "vitest";
import { NAME_LANGUAGES } from "../../../shared/names";
import { placeRows } from "../seed/generate";
import { placeNames } from "./place-names";
import { nameLanguage } from "../../../shared/names";
import { LANGUAGE_SCRIPTS } from "../../../tests/support/language-scripts";

const LATIN = ["de", "es", "fr", "it", "pt", "nl"];
const places = placeRows();

describe("place names in every language", () => {
  it("names every place in the twelve languages beyond Turkish and English", () => {
    const others = NAME_LANGUAGES.filter((language) => language !== "tr" && language !== "en");
    for (const place of places) {
      expect(Object.keys(placeNames(place.placeId) ?? {}).sort(), place.placeId).toEqual([...others].sort());
    }
  });

  it("writes each language in its own script, and airports without their code or the English word", () => {
    for (const place of places) {
      const names = placeNames(place.placeId)!;
      for (const [language, name] of Object.entries(names)) {
        expect(name.trim(), `${place.placeId} ${language}`).toBe(name);
        expect(name, `${place.placeId} ${language}`).not.toBe("");
        const script = LANGUAGE_SCRIPTS[nameLanguage(language)];
        if (script) expect(name, `${place.placeId} ${language}`).toMatch(script);
        if (LATIN.includes(language))
          expect(name, `${place.placeId} ${language}`).toMatch(/^[\p{Script=Latin}\s\d.,'’()/-]+$/u);
        if (place.kind === "airport") expect(name, `${place.placeId} ${language}`).not.toMatch(/\bAirport\b/);
      }
    }
  });
});

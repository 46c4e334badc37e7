import { describe, expect, it } from "vitest";
import { airportSuggestions } from "./airport-suggestions";

const airport = (code: string, name: string, cityName: string, countryCode = "TR") => ({
  code,
  name,
  cityName,
  countryCode,
});

describe("airport suggestions", () => {
  it("offers a city with several airports whole, before its airports, whatever the case of its name", () => {
    const suggestions = airportSuggestions({
      airports: [
        airport("IST", "İstanbul Havalimanı", "İstanbul"),
        airport("ESB", "Esenboğa", "Ankara"),
        airport("saw", "Sabiha Gökçen", "ISTANBUL"),
      ],
    });
    expect(suggestions.map(({ type, code, codes }) => ({ type, code, codes }))).toEqual([
      { type: "city", code: "IST", codes: ["IST", "SAW"] },
      { type: "airport", code: "IST", codes: ["IST"] },
      { type: "airport", code: "ESB", codes: ["ESB"] },
      { type: "airport", code: "SAW", codes: ["SAW"] },
    ]);
    expect(suggestions[0]!.name).toBe("İstanbul");
  });

  it("keeps cities of the same name in different countries apart and leaves out unusable codes", () => {
    const suggestions = airportSuggestions({
      airports: [
        airport("AAA", "One", "Springfield", "US"),
        airport("BBB", "Two", "Springfield", "GB"),
        airport("X1", "Bad", "X"),
      ],
    });
    expect(suggestions.map((suggestion) => suggestion.type)).toEqual(["airport", "airport"]);
  });
});

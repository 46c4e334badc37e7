/**
 * What the from/to fields suggest (`GET /api/airports?q=`, app/routes/airports.ts): the airports
 * the Main API's lookup finds, and before them "all airports" of each city that has several among
 * them (İstanbul: IST and SAW), searched as the city.
 */
import { z } from "zod/mini";
import type { AirportLookup } from "~/../shared/contract/main-api/flight";
import { PLACE_TYPES } from "./flight-search-query";

const suggestion = z.object({
  type: z.enum(PLACE_TYPES),
  /** The code searched: the airport's, or for a city its first airport's (the Main API's city search). */
  code: z.string().check(z.regex(/^[A-Z]{3}$/)),
  /** Every airport the choice stands for. */
  codes: z.array(z.string().check(z.regex(/^[A-Z]{3}$/))).check(z.minLength(1)),
  name: z.string(),
  cityName: z.string(),
  countryCode: z.string(),
});
export type AirportSuggestion = z.output<typeof suggestion>;

export const airportSuggestionsResponse = z.object({ suggestions: z.array(suggestion).check(z.maxLength(20)) });

/** Turkish-aware folding for grouping by city: "İSTANBUL", "istanbul" and "Istanbul" agree. */
function foldName(text: string): string {
  return text.replace(/[İIı]/g, "i").toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").trim();
}

/** The lookup's airports, each city with two or more of them offered whole first. */
export function airportSuggestions(lookup: AirportLookup): AirportSuggestion[] {
  const airports = lookup.airports.flatMap((airport) => {
    const code = airport.code.toUpperCase();
    return /^[A-Z]{3}$/.test(code) ? [{ ...airport, code }] : [];
  });
  const byCity = new Map<string, typeof airports>();
  for (const airport of airports) {
    const key = `${airport.countryCode}|${foldName(airport.cityName)}`;
    byCity.set(key, [...(byCity.get(key) ?? []), airport]);
  }
  const cities = [...byCity.values()]
    .filter((group) => group.length > 1)
    .map((group): AirportSuggestion => ({
      type: "city",
      code: group[0]!.code,
      codes: group.map((airport) => airport.code),
      name: group[0]!.cityName,
      cityName: group[0]!.cityName,
      countryCode: group[0]!.countryCode,
    }));
  return [
    ...cities,
    ...airports.map((airport): AirportSuggestion => ({
      type: "airport",
      code: airport.code,
      codes: [airport.code],
      name: airport.name,
      cityName: airport.cityName,
      countryCode: airport.countryCode,
    })),
  ];
}

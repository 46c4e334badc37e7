import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { placeSuggestionsResponse } from "~/../shared/contract/maps";
import { parsePlaceSuggestions } from "./place-suggestions";

const place = fc.record({
  placeId: fc.string(),
  kind: fc.constantFrom("airport", "city", "district", "landmark", "country"),
  name: fc.string(),
  cityName: fc.string(),
  iata: fc.option(fc.string({ maxLength: 3 })),
  lat: fc.oneof(fc.double(), fc.integer()),
  lon: fc.oneof(fc.double(), fc.integer()),
});
const answer = fc.oneof(
  fc.record({ places: fc.array(place, { maxLength: 4 }) }),
  fc.record({ places: fc.array(fc.oneof(place, fc.jsonValue()), { maxLength: 3 }) }),
  fc.jsonValue(),
);

describe("the place field's suggestions", () => {
  it("reads a suggestion as the server sends it", () => {
    const sent = { placeId: "p1", kind: "airport", name: "Antalya Havalimanı", cityName: "Antalya", iata: "AYT" };
    expect(parsePlaceSuggestions({ places: [{ ...sent, lat: 36.9, lon: 30.8 }] })).toEqual([
      { ...sent, lat: 36.9, lon: 30.8 },
    ]);
    expect(parsePlaceSuggestions({ places: [] })).toEqual([]);
  });

  it.each([
    ["nothing", undefined],
    ["an error page's JSON", { error: { code: 500, message: "boom" } }],
    ["a place without coordinates", { places: [{ placeId: "p", kind: "city", name: "n", cityName: "c", iata: null }] }],
  ])("offers nothing for %s", (_name, value) => {
    expect(parsePlaceSuggestions(value)).toBeUndefined();
  });

  // The field read the answer through the contract's schema before; it accepts and refuses the same.
  it("accepts what the contract's schema accepts, nothing else", () => {
    fc.assert(
      fc.property(answer, (value) => {
        const reference = placeSuggestionsResponse.safeParse(value);
        const parsed = parsePlaceSuggestions(value);
        expect(parsed).toEqual(
          reference.data?.places.map(({ placeId, kind, name, cityName, iata, lat, lon }) => ({
            placeId,
            kind,
            name,
            cityName,
            iata,
            lat,
            lon,
          })),
        );
      }),
      { numRuns: 1000 },
    );
  });
});

import { describe, expect, it } from "vitest";
import { carSearchQuerySchema } from "./car-search-query-schema.server";
import { carSearchBody, isSearchable, type LocationOverride } from "./search-request";
import { searchReport } from "./search-report";

const CONTEXT = { currency: "TRY", language: "tr", country: "TR" };
const IST: LocationOverride = { placeId: "apt:IST", lat: 41.2619, lon: 28.7419, radius: 20 };
const ANTALYA: LocationOverride = { placeId: "city:antalya", lat: 36.8969, lon: 30.7133, radius: 30 };
const OVERRIDES = new Map([IST, ANTALYA].map((override) => [override.placeId, override]));

function body(search: string, overrides = OVERRIDES) {
  const query = carSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
  if (!isSearchable(query)) throw new Error("not searchable");
  return carSearchBody(query, CONTEXT, overrides);
}

const DATES = "p_d=05-07-2027&d_d=08-07-2027";

describe("car search body with location overrides", () => {
  it("searches an overridden pickup place at the override's point and radius, there and back", () => {
    expect(body(`p_p=41.27,28.75&pid=apt:IST&${DATES}`)).toMatchObject({
      checkInLocation: { lat: 41.2619, lon: 28.7419 },
      checkOutLocation: { lat: 41.2619, lon: 28.7419 },
      radius: 20,
    });
  });

  it("keeps the URL's point and the API's default radius for places without an override", () => {
    const plain = body(`p_p=40.1,29.0&pid=apt:SAW&p_t=09:30&${DATES}`);
    expect(plain).toEqual({
      version: "v3",
      checkInDateTime: "2027-07-05T09:30",
      checkOutDateTime: "2027-07-08T10:00",
      age: 21,
      language: "tr",
      currency: "TRY",
      country: "TR",
      paymentType: "creditCard",
      checkInLocation: { lat: 40.1, lon: 29 },
      checkOutLocation: { lat: 40.1, lon: 29 },
      period: "daily",
    });
    expect(body(`p_p=41.27,28.75&pid=apt:IST&${DATES}`, new Map())).not.toHaveProperty("radius");
  });

  it("overrides each end on its own and searches with the wider radius", () => {
    expect(body(`p_p=41.27,28.75&pid=apt:IST&d_p=36.9,30.7&did=city:antalya&${DATES}`)).toMatchObject({
      checkInLocation: { lat: 41.2619, lon: 28.7419 },
      checkOutLocation: { lat: 36.8969, lon: 30.7133 },
      radius: 30,
    });
    expect(body(`p_p=40.1,29.0&pid=apt:SAW&d_p=36.9,30.7&did=city:antalya&${DATES}`)).toMatchObject({
      checkInLocation: { lat: 40.1, lon: 29 },
      checkOutLocation: { lat: 36.8969, lon: 30.7133 },
      radius: 30,
    });
    // A return point without a place id is taken as it is.
    expect(body(`p_p=41.27,28.75&pid=apt:IST&d_p=36.9,30.7&${DATES}`)).toMatchObject({
      checkOutLocation: { lat: 36.9, lon: 30.7 },
      radius: 20,
    });
  });
});

describe("search report for analytics", () => {
  const parse = (search: string) => carSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));

  it("names the places, with the URL's default times and the return at the pickup place", () => {
    expect(
      searchReport(parse(`p_p=41.27,28.75&pid=apt:IST&${DATES}&d_t=12:30`), {
        pickupName: "Istanbul Airport",
        dropoffName: null,
        pickupCountry: "TR",
      }),
    ).toEqual({
      pickup: { location: "Istanbul Airport", date: "05-07-2027", time: "10:00", country: "TR" },
      dropoff: { location: "Istanbul Airport", date: "08-07-2027", time: "12:30" },
    });
  });

  it("falls back to coordinates for places without a name, and is null without a search", () => {
    const places = { pickupName: null, dropoffName: null, pickupCountry: null };
    expect(searchReport(parse(`p_p=41.27,28.75&d_p=36.9,30.7&${DATES}`), places)).toMatchObject({
      pickup: { location: "41.27,28.75", country: null },
      dropoff: { location: "36.9,30.7" },
    });
    expect(searchReport(parse("p_p=41.27,28.75"), places)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_DRIVER_AGE, dropoffPoint } from "~/features/car-search/car-search-query";
import { carSearchQuerySchema } from "~/features/car-search/car-search-query-schema.server";
import { flightSearchQuerySchema } from "~/features/flight-search/flight-search-query";
import { dashedDate, latLon, slug } from "./url-schemas";

describe("URL parameter formats", () => {
  it("accepts real calendar dates written day-month-year", () => {
    expect(dashedDate.safeParse("29-02-2028").success).toBe(true);
    expect(dashedDate.safeParse("29-02-2027").success).toBe(false);
    expect(dashedDate.safeParse("31-04-2027").success).toBe(false);
    expect(dashedDate.safeParse("2027-04-01").success).toBe(false);
  });

  it("reads lat,lon points within range", () => {
    expect(latLon.parse("40.9769,29.0870")).toEqual({ lat: 40.9769, lon: 29.087 });
    expect(latLon.parse("-33.9,151.2")).toEqual({ lat: -33.9, lon: 151.2 });
    for (const bad of ["91,0", "0,181", "41", "41,29,3", "a,b", "1e3,2", ",", "NaN,0"]) {
      expect(latLon.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("accepts lower-case dashed slugs only", () => {
    expect(slug.safeParse("antalya-havalimani").success).toBe(true);
    for (const bad of ["Antalya", "a--b", "-a", "a_b", "ı", ""]) expect(slug.safeParse(bad).success, bad).toBe(false);
  });
});

describe("car search query", () => {
  it("defaults the driver age to 21 and returns the car where it was picked up", () => {
    const query = carSearchQuerySchema.parse({ p_p: "36.8987,30.8005" });
    expect(query.a).toBe(DEFAULT_DRIVER_AGE);
    expect(dropoffPoint(query)).toEqual({ lat: 36.8987, lon: 30.8005 });
  });

  it("reads price, deposit and distance ranges including open and unlimited ones", () => {
    const query = carSearchQuerySchema.parse({ p: "0-750,6500-+", d: "750-1500", km: "+-+" });
    expect(query).toMatchObject({ p: "0-750,6500-+", d: "750-1500", km: "+-+" });
  });

  it("rejects malformed values of known keys and ignores unknown keys", () => {
    expect(carSearchQuerySchema.safeParse({ a: "17" }).success).toBe(false);
    expect(carSearchQuerySchema.safeParse({ sb: "cheapest" }).success).toBe(false);
    expect(carSearchQuerySchema.safeParse({ p: "750" }).success).toBe(false);
    expect(carSearchQuerySchema.safeParse({ utm_source: "x", gclid: "y" }).success).toBe(true);
  });
});

describe("flight search query", () => {
  it("upper-cases airport codes and applies passenger defaults", () => {
    expect(flightSearchQuerySchema.parse({ p_p: "ist", d_p: "ayt" })).toMatchObject({
      p_p: "IST",
      d_p: "AYT",
      pa: 1,
      pc: 0,
      pi: 0,
      fc: "economy",
    });
  });

  it("allows at most one infant per adult and nine seated passengers", () => {
    expect(flightSearchQuerySchema.safeParse({ pa: "1", pi: "2" }).success).toBe(false);
    expect(flightSearchQuerySchema.safeParse({ pa: "5", pc: "5" }).success).toBe(false);
    expect(flightSearchQuerySchema.safeParse({ pa: "2", pi: "2", pc: "3" }).success).toBe(true);
  });
});

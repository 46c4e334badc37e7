import { describe, expect, it } from "vitest";
import { SUPPLIERS } from "../data/cars";
import { TURKISH_AIRPORTS, TURKISH_CITIES } from "../data/places";
import { fleetRows, inventoryStatements, officeRows, placeRows, scheduleRows } from "./generate";

describe("inventory seed", () => {
  it("is deterministic", () => {
    expect(inventoryStatements()).toEqual(inventoryStatements());
  });

  it("covers all 81 provinces and the Turkish airports with unique place ids", () => {
    expect(new Set(TURKISH_CITIES.map((city) => city.plateCode)).size).toBe(81);
    const places = placeRows();
    expect(new Set(places.map((place) => place.placeId)).size).toBe(places.length);
    expect(TURKISH_AIRPORTS.length).toBeGreaterThanOrEqual(50);
    for (const place of places) {
      expect(Math.abs(place.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(place.lon)).toBeLessThanOrEqual(180);
      expect(() => new Intl.DateTimeFormat("en", { timeZone: place.timezone })).not.toThrow();
    }
  });

  it("puts every company at the major airports and gives every office a fleet", () => {
    const offices = officeRows();
    for (const iata of ["IST", "SAW", "AYT", "ADB", "ESB", "DLM", "BJV"]) {
      const companies = new Set(
        offices.filter((office) => office.place.iata === iata).map((office) => office.supplier.id),
      );
      expect(companies.size, iata).toBe(SUPPLIERS.length);
    }
    const fleet = fleetRows(offices);
    const withFleet = new Set(fleet.map((row) => row.officeId));
    expect(offices.every((office) => withFleet.has(office.id))).toBe(true);
    expect(fleet.every((row) => row.units >= 1)).toBe(true);
  });

  it("schedules every route both ways with unique flight numbers", () => {
    const schedules = scheduleRows();
    expect(new Set(schedules.map((row) => row.flightNumber)).size).toBe(schedules.length);
    const routes = new Set(schedules.map((row) => `${row.origin}-${row.destination}`));
    for (const row of schedules) expect(routes.has(`${row.destination}-${row.origin}`)).toBe(true);
    for (const row of schedules) expect(row.departsAt).toMatch(/^(0[5-9]|1\d|2[0-2]):[0-5][05]$/);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/routing/locales";
import { compactSummary as summary } from "./compact-summary";

/** ICU puts thin spaces around a range's dash; the words are what matter here. */
const compactSummary = (...args: Parameters<typeof summary>) => summary(...args).replace(/\s/g, " ");

const search = {
  pickupId: "apt:AYT",
  pickupName: "Antalya Havalimanı",
  dropoffName: null,
  pickupDate: "10-12-2026",
  dropoffDate: "14-12-2026",
  age: 25,
};

describe("compactSummary", () => {
  it("names an airport by its code and the dates as a range in the page's language", () => {
    expect(compactSummary(search, "tr")).toBe("AYT · 10 – 14 Ara · 25");
    expect(compactSummary(search, "en")).toBe("AYT · 10 – 14 Dec · 25");
  });

  it("names other places by name, and a different return place after an arrow", () => {
    expect(
      compactSummary(
        { ...search, pickupId: "plc:konyaalti", pickupName: "Konyaaltı", dropoffId: "apt:AYT", dropoffName: "x" },
        "tr",
      ),
    ).toBe("Konyaaltı → AYT · 10 – 14 Ara · 25");
  });

  it("spans months and leaves out what the search lacks", () => {
    expect(compactSummary({ ...search, dropoffDate: "02-01-2027" }, "tr")).toBe("AYT · 10 Ara 2026 – 2 Oca 2027 · 25");
    expect(compactSummary({ ...search, pickupId: undefined, pickupName: null, dropoffDate: undefined }, "tr")).toBe(
      "10 Ara · 25",
    );
  });

  it("never throws, in any language, whatever the URL's dates and age say", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.string(),
        fc.string(),
        fc.integer({ min: 0, max: 200 }),
        (locale, pickupDate, dropoffDate, age) => {
          const line = compactSummary({ ...search, pickupDate, dropoffDate, age }, locale);
          expect(line.startsWith("AYT")).toBe(true);
        },
      ),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  flightSearchParams,
  flightSearchQuerySchema,
  MAX_SEATED,
  passengerProblem,
  placeLabel,
  readFlightSearch,
  readPlaceText,
  readSearchDate,
} from "./flight-search-query";

const TODAY = "2027-03-01";
const read = (query: Record<string, string>) => readFlightSearch(new URLSearchParams(query), TODAY);
const errorsOf = (query: Record<string, string>) => {
  const reading = read(query);
  return reading.status === "invalid" ? reading.reply.error : null;
};
const oneWay = { p_p: "IST", d_p: "AYT", p_d: "20-03-2027" };

describe("a place as typed or chosen", () => {
  it("reads a code in any case, Turkish dotted and dotless i included", () => {
    for (const text of ["IST", "ist", "Ist", "ıst", "İST", " ist "])
      expect(readPlaceText(text)).toEqual({ code: "IST", city: false });
  });

  it("reads a suggestion's label: one code an airport, several a whole city", () => {
    expect(readPlaceText("İzmir Adnan Menderes Havalimanı (ADB)")).toEqual({ code: "ADB", city: false });
    expect(readPlaceText(placeLabel("İstanbul", ["IST", "SAW"]))).toEqual({ code: "IST", city: true });
  });

  it("refuses names without a code", () => {
    for (const text of ["", "izmir", "İstanbul", "ISTA", "(IS)", "IST)", "a".repeat(300) + " (IST)"]) {
      expect(readPlaceText(text), text).toBeNull();
    }
  });

  it("never throws and only ever answers three capital letters (generated text)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 260, unit: "grapheme" }), (text) => {
        const place = readPlaceText(text);
        if (place) expect(place.code).toMatch(/^[A-Z]{3}$/);
      }),
      { numRuns: 2000 },
    );
  });

  it("reads back every label it writes (generated names and codes)", () => {
    const code = fc.stringMatching(/^[A-Z]{3}$/);
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.array(code, { minLength: 1, maxLength: 4 }), (name, codes) => {
        expect(readPlaceText(placeLabel(name, codes))).toEqual({ code: codes[0], city: codes.length > 1 });
      }),
    );
  });
});

describe("dates", () => {
  it("reads the URL's DD-MM-YYYY and a date input's ISO value as DD-MM-YYYY", () => {
    expect(readSearchDate("20-03-2027")).toBe("20-03-2027");
    expect(readSearchDate("2027-03-20")).toBe("20-03-2027");
    for (const bad of ["31-02-2027", "2027-02-31", "20/03/2027", "2027-3-20", "", "20-03-27"]) {
      expect(readSearchDate(bad), bad).toBeNull();
    }
  });
});

describe("passenger rules", () => {
  const counts = fc.record({
    adults: fc.integer({ min: 0, max: 12 }),
    students: fc.integer({ min: 0, max: 12 }),
    children: fc.integer({ min: 0, max: 12 }),
    infants: fc.integer({ min: 0, max: 12 }),
  });

  it("accepts exactly the parties with an adult, an adult per infant and at most 9 seats", () => {
    fc.assert(
      fc.property(counts, (party) => {
        const valid =
          party.adults >= 1 &&
          party.infants <= party.adults &&
          party.adults + party.students + party.children <= MAX_SEATED;
        expect(passengerProblem(party) === null).toBe(valid);
      }),
    );
  });

  it("names the rule a party breaks", () => {
    expect(passengerProblem({ adults: 0, students: 1, children: 0, infants: 0 })).toBe("adults");
    expect(passengerProblem({ adults: 1, students: 0, children: 0, infants: 2 })).toBe("infants");
    expect(passengerProblem({ adults: 5, students: 2, children: 3, infants: 0 })).toBe("seats");
    expect(passengerProblem({ adults: 2, students: 0, children: 1, infants: 2 })).toBeNull();
  });
});

describe("the search URL with the form's rules", () => {
  it("asks nothing of a URL without places or dates", () => {
    expect(read({})).toEqual({ status: "empty" });
    expect(read({ pa: "2", utm_source: "x" })).toEqual({ status: "empty" });
  });

  it("reads a one-way search with defaults", () => {
    expect(read(oneWay)).toEqual({
      status: "ready",
      search: {
        p_p: "IST",
        ppt: "airport",
        d_p: "AYT",
        dpt: "airport",
        p_d: "20-03-2027",
        d_d: undefined,
        p_t: undefined,
        d_t: undefined,
        pa: 1,
        ps: 0,
        pc: 0,
        pi: 0,
        fc: "economy",
      },
    });
  });

  it("reads what the form sends without JavaScript: labels, ISO dates and the trip type", () => {
    const reading = read({
      p_p: "İstanbul (IST, SAW)",
      d_p: "İzmir Adnan Menderes Havalimanı (ADB)",
      p_d: "2027-03-20",
      d_d: "2027-03-27",
      tt: "round-trip",
      pa: "2",
      pc: "1",
      pi: "1",
      fc: "business",
    });
    expect(reading).toMatchObject({
      status: "ready",
      search: { p_p: "IST", ppt: "city", d_p: "ADB", dpt: "airport", p_d: "20-03-2027", d_d: "27-03-2027" },
    });
    // One way keeps no return date, even one typed before switching.
    expect(read({ ...oneWay, d_d: "2027-03-27", tt: "one-way" })).toMatchObject({ search: { d_d: undefined } });
  });

  it("puts each problem on the field to fix", () => {
    expect(errorsOf({ p_d: "20-03-2027" })).toMatchObject({ p_p: ["required"], d_p: ["required"] });
    expect(errorsOf({ ...oneWay, p_p: "izmir" })).toMatchObject({ p_p: ["place"] });
    expect(errorsOf({ ...oneWay, d_p: "ist" })).toMatchObject({ d_p: ["same-place"] });
    expect(errorsOf({ ...oneWay, p_d: "28-02-2027" })).toMatchObject({ p_d: ["past"] });
    expect(errorsOf({ ...oneWay, p_d: "31-02-2027" })).toMatchObject({ p_d: ["date"] });
    expect(errorsOf({ ...oneWay, p_d: "01-03-2028" })).toMatchObject({ p_d: ["too-far"] });
    expect(errorsOf({ ...oneWay, d_d: "19-03-2027" })).toMatchObject({ d_d: ["before-depart"] });
    expect(errorsOf({ ...oneWay, tt: "round-trip" })).toMatchObject({ d_d: ["required"] });
    expect(errorsOf({ ...oneWay, pa: "1", pi: "2" })).toMatchObject({ pi: ["infants"] });
    expect(errorsOf({ ...oneWay, pa: "5", pc: "5" })).toMatchObject({ pa: ["seats"] });
    expect(errorsOf({ ...oneWay, pa: "0" })).toMatchObject({ pa: ["adults"] });
    expect(errorsOf({ ...oneWay, pa: "x" })).toMatchObject({ pa: ["passengers"] });
    expect(errorsOf({ ...oneWay, ppt: "galaxy" })).toMatchObject({ "": ["unreadable"] });
    expect(errorsOf({ ...oneWay, fc: "first" })).toMatchObject({ fc: ["unreadable"] });
  });

  it("keeps the values as sent with the errors, so the form shows them again", () => {
    const reading = read({ ...oneWay, p_p: "izmr", pa: "3" });
    expect(reading.status === "invalid" && reading.reply.initialValue).toMatchObject({ p_p: "izmr", pa: "3" });
  });

  it("never throws on generated URLs, and a ready search always writes a URL that reads the same", () => {
    const keys = ["p_p", "d_p", "ppt", "dpt", "p_d", "d_d", "p_t", "d_t", "tt", "pa", "ps", "pc", "pi", "fc", "st"];
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom("IST", "ist", "SAW", "ADB", "ayt", "İstanbul (IST, SAW)", "x (ESB)", "city", "airport"),
      fc.constantFrom("20-03-2027", "2027-03-25", "01-01-2020", "29-02-2028", "one-way", "round-trip"),
      fc.integer({ min: -2, max: 12 }).map(String),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), value), (query) => {
        const reading = read(query);
        if (reading.status !== "ready") return;
        const again = read(Object.fromEntries(flightSearchParams(reading.search)));
        expect(again).toEqual(reading);
        expect(flightSearchQuerySchema.safeParse(Object.fromEntries(flightSearchParams(reading.search))).success).toBe(
          true,
        );
      }),
      { numRuns: 1500 },
    );
  });
});

describe("the URL's keys one by one (the results page's filters and links)", () => {
  it("upper-cases codes, reads labels and ISO dates, and applies passenger defaults", () => {
    expect(flightSearchQuerySchema.parse({ p_p: "ist", d_p: "İstanbul (IST, SAW)", p_d: "2027-03-20" })).toMatchObject({
      p_p: "IST",
      d_p: "IST",
      dpt: "city",
      p_d: "20-03-2027",
      pa: 1,
      fc: "economy",
    });
  });

  it("treats empty keys as missing and refuses unreadable ones", () => {
    expect(flightSearchQuerySchema.parse({ d_d: "", p_t: "" })).toMatchObject({ d_d: undefined, p_t: undefined });
    for (const bad of [
      { p_p: "izmir" },
      { p_d: "31-02-2027" },
      { ppt: "x" },
      { pa: "1", pi: "2" },
      { pa: "5", pc: "5" },
    ]) {
      expect(flightSearchQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ageOn, expiryState, parseExpiry } from "./validators";

/*
 * The expiry rules the payment step runs (paymentSchema in checkout-forms.ts reads the field with
 * parseExpiry and judges it with expiryState) and the age the flight checkout types passengers by.
 * The checkout's other rules are its schemas: checkout-forms.test.ts, and tests/ui/checksums.test.ts
 * against the Main API's own.
 */

describe("parseExpiry", () => {
  it.each(["12/30", "12/2030", "1230", "12 / 30", "12-30", "12.30", "122030"])("reads %j as 12/2030", (text) => {
    expect(parseExpiry(text)).toEqual({ month: 12, year: 2030 });
  });

  it("reads a one-digit month only with a separator", () => {
    expect(parseExpiry("1/30")).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry("130")).toBeNull();
  });

  it.each(["", "00/30", "13/30", "12/3", "12/203", "12303", "12//30", "ab/cd", "12/30/30", "１２/３０"])(
    "refuses %j",
    (text) => {
      expect(parseExpiry(text)).toBeNull();
    },
  );

  it("gives the same month and year for every spelling (generated)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2000, max: 2099 }),
        fc.constantFrom("/", " / ", "-", ".", "", " - ", ". "),
        fc.boolean(),
        (month, year, separator, fourDigits) => {
          const yy = fourDigits ? String(year) : String(year % 100).padStart(2, "0");
          expect(parseExpiry(`${String(month).padStart(2, "0")}${separator}${yy}`)).toEqual({ month, year });
        },
      ),
    );
  });
});

describe("expiryState", () => {
  const may2026 = Date.UTC(2026, 4, 15, 12);

  it.each([
    ["05", "26", "ok"],
    ["5", "26", "ok"],
    ["12", "26", "ok"],
    ["01", "27", "ok"],
    ["04", "26", "expired"],
    ["12", "25", "expired"],
    ["01", "00", "expired"],
    ["05", "46", "ok"],
    ["06", "46", "invalid"],
    ["13", "26", "invalid"],
    ["00", "27", "invalid"],
    ["", "27", "invalid"],
    ["1a", "27", "invalid"],
    ["05", "", "invalid"],
    ["05", "2", "invalid"],
    ["05", "202", "invalid"],
    ["05", "2027", "ok"],
    ["05", "2025", "expired"],
  ] as const)("%s/%s in May 2026 is %s", (mm, yy, state) => {
    expect(expiryState(mm, yy, may2026)).toBe(state);
  });

  it("takes numbers and Dates too", () => {
    expect(expiryState(5, 26, new Date(may2026))).toBe("ok");
    expect(expiryState(4, 26, may2026)).toBe("expired");
    expect(expiryState(5, 2026, may2026)).toBe("ok");
    expect(expiryState(5.5, 26, may2026)).toBe("invalid");
    expect(expiryState(5, 7, may2026)).toBe("expired"); // 2007
    expect(expiryState(5, 27.5, may2026)).toBe("invalid");
    expect(expiryState(5, -1, may2026)).toBe("invalid");
  });

  it("counts months in UTC like the payment API, so both agree in the first hours of a month", () => {
    // 1 June 2026, 01:30 in Istanbul is still May in UTC. tests/ui/checksums.test.ts compares more.
    expect(expiryState("05", "26", Date.UTC(2026, 4, 31, 22, 30))).toBe("ok");
    expect(expiryState("05", "26", Date.UTC(2026, 5, 1))).toBe("expired");
  });
});

describe("age on a day", () => {
  it("counts whole years, the birthday itself included", () => {
    expect(ageOn("2000-05-15", "2021-05-14")).toBe(20);
    expect(ageOn("2000-05-15", "2021-05-15")).toBe(21);
    expect(ageOn("2000-05-15", "2021-12-31")).toBe(21);
    expect(ageOn("2000-12-31", "2021-01-01")).toBe(20);
    expect(ageOn("2000-05-15", "2000-05-15")).toBe(0);
  });

  it("makes someone born on 29 February a year older on 1 March, as the Main API does", () => {
    // tests/ui/checksums.test.ts compares with the Main API's driver age on generated dates.
    expect(ageOn("2004-02-29", "2022-02-28")).toBe(17);
    expect(ageOn("2004-02-29", "2022-03-01")).toBe(18);
    expect(ageOn("2004-02-29", "2024-02-29")).toBe(20);
  });

  it("is null for dates that do not exist, other formats, or a birth after the day", () => {
    for (const birth of ["2001-02-29", "2000-13-01", "2000-04-31", "2000-00-10", "15.05.2000", "2000-5-15", ""]) {
      expect(ageOn(birth, "2021-05-15"), birth).toBeNull();
    }
    expect(ageOn("2000-05-15", "2021-02-30")).toBeNull();
    expect(ageOn("2000-05-15", "2021-05-15T09:30")).toBeNull();
    expect(ageOn("2021-05-16", "2021-05-15")).toBeNull();
  });

  it("turns a year older exactly on each birthday (generated)", () => {
    const iso = (year: number, month: number, day: number) =>
      `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2080 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 120 }),
        (year, month, day, years) => {
          const birth = iso(year, month, day);
          expect(ageOn(birth, iso(year + years, month, day))).toBe(years);
          const before = new Date(Date.UTC(year + years, month - 1, day - 1)).toISOString().slice(0, 10);
          expect(ageOn(birth, before)).toBe(years - 1);
        },
      ),
    );
  });
});

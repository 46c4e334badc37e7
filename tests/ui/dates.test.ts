import { TZDateMini } from "@date-fns/tz";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  calendarDaysBetween,
  dashedDateAfter,
  dashedToIso,
  isoToDashed,
  parseDashedDate,
  parseIsoDate,
  parseLocalDateTime,
  shopToday,
  toLocal,
} from "../../shared/dates";
import { toEpoch } from "../../shared/zoned-dates";

const date = fc.date({
  min: new Date("1900-01-01T00:00:00Z"),
  max: new Date("2199-12-31T23:59:59Z"),
  noInvalidDate: true,
});
const calendarDay = date.map((value) => value.toISOString().slice(0, 10));

describe("the shop's today", () => {
  it("is the Istanbul date, also between 00:00 and 03:00 there (the UTC date is still yesterday)", () => {
    expect(shopToday(Date.parse("2026-12-09T21:30:00Z"))).toBe("2026-12-10");
    expect(shopToday(Date.parse("2026-12-09T20:59:59Z"))).toBe("2026-12-09");
    expect(shopToday(Date.parse("2026-12-31T21:00:00Z"))).toBe("2027-01-01");
  });

  it("is the UTC date moved three hours ahead, for any instant (Türkiye keeps UTC+3 all year)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2017-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true }),
        (now) => {
          expect(shopToday(now)).toBe(new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10));
        },
      ),
      { numRuns: 2000, seed: 15 },
    );
  });
});

describe("date spellings", () => {
  it("turn ISO into dashed and back for every calendar day", () => {
    fc.assert(
      fc.property(calendarDay, (iso) => {
        const dashed = isoToDashed(iso);
        expect(dashed).toMatch(/^\d{2}-\d{2}-\d{4}$/);
        expect(dashed.split("-").reverse().join("-")).toBe(iso);
        expect(dashedToIso(dashed)).toBe(iso);
        expect(parseDashedDate(dashed)).toEqual(parseIsoDate(iso));
      }),
      { numRuns: 2000, seed: 15 },
    );
  });

  it("refuse days the calendar does not have, and anything else", () => {
    for (const value of [
      "2027-02-29",
      "2027-04-31",
      "2027-13-01",
      "2027-00-10",
      "2027-1-1",
      " 2027-01-01",
      "2027-01-01T",
    ]) {
      expect(parseIsoDate(value)).toBeUndefined();
    }
    for (const value of ["29-02-2027", "31-04-2027", "01-13-2027", "1-1-2027", "2027-01-01"]) {
      expect(parseDashedDate(value)).toBeUndefined();
    }
    expect(parseIsoDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    fc.assert(
      fc.property(fc.string(), (value) => {
        const parsed = parseIsoDate(value);
        if (parsed) expect(new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10)).toBe(value);
        // Strings that are no date pass through the converters untouched.
        if (!parsed) expect(isoToDashed(value)).toBe(value);
      }),
      { numRuns: 3000, seed: 15 },
    );
  });

  it("read wall-clock times to the minute and refuse impossible ones", () => {
    expect(parseLocalDateTime("2027-03-01T10:30")).toEqual({ year: 2027, month: 3, day: 1, hour: 10, minute: 30 });
    expect(parseLocalDateTime("2027-03-01T10:30:59")).toEqual({ year: 2027, month: 3, day: 1, hour: 10, minute: 30 });
    for (const value of ["2027-03-01T24:00", "2027-03-01T10:60", "2027-02-30T10:00", "2027-03-01 10:00"]) {
      expect(parseLocalDateTime(value)).toBeUndefined();
    }
  });
});

describe("calendar arithmetic", () => {
  it("moves by whole days like the UTC calendar, and counts them back", () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: -800, max: 800 }), (iso, days) => {
        const from = parseIsoDate(iso)!;
        const moved = addCalendarDays(from, days);
        const expected = new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
        expect(dashedToIso(dashedDateAfter(iso, days))).toBe(expected);
        expect(calendarDaysBetween(from, moved)).toBe(days);
      }),
      { numRuns: 2000, seed: 15 },
    );
  });
});

describe("zone conversion", () => {
  const zones = ["Europe/Istanbul", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "UTC"];

  it("finds the instant a wall-clock time shows, whole minutes, in any zone", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 }),
        fc.constantFrom(...zones),
        (minutes, zone) => {
          const instant = minutes * 60_000;
          const local = toLocal(instant, zone);
          // Twice-shown times (clocks going back) may name the other of the two instants.
          expect(toLocal(toEpoch(local, zone), zone)).toEqual(local);
        },
      ),
      { numRuns: 3000, seed: 15 },
    );
  });

  it("shows every instant's wall clock as date-fns/tz does, in any zone (generated)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          const zoned = new TZDateMini(instant, zone);
          expect(toLocal(instant, zone)).toEqual({
            year: zoned.getFullYear(),
            month: zoned.getMonth() + 1,
            day: zoned.getDate(),
            hour: zoned.getHours(),
            minute: zoned.getMinutes(),
          });
        },
      ),
      { numRuns: 3000, seed: 28 },
    );
  });

  it("reads an Istanbul wall clock three hours ahead of UTC", () => {
    const local = { year: 2026, month: 12, day: 10, hour: 0, minute: 30 };
    expect(toEpoch(local, "Europe/Istanbul")).toBe(Date.parse("2026-12-09T21:30:00Z"));
  });

  it("puts a time the clocks skip after the gap", () => {
    const skipped = { year: 2027, month: 3, day: 28, hour: 2, minute: 30 };
    expect(toEpoch(skipped, "Europe/Berlin")).toBe(Date.parse("2027-03-28T01:30:00Z"));
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dashedDateAfter, dashedToIso } from "~/lib/dates";
import { flightSearchBody, type ReadySearch, searchProblemBefore, stripDates } from "./flight-search-request";

const TODAY = "2027-03-10";
const search = (overrides: Partial<ReadySearch> = {}): ReadySearch => ({
  p_p: "SAW",
  d_p: "ADB",
  p_d: "20-03-2027",
  pa: 2,
  ps: 0,
  pc: 1,
  pi: 1,
  fc: "economy",
  ...overrides,
});

describe("the date strip's days", () => {
  it("are the searched day ±3, in order", () => {
    expect(stripDates(search(), TODAY)).toEqual([
      "17-03-2027",
      "18-03-2027",
      "19-03-2027",
      "20-03-2027",
      "21-03-2027",
      "22-03-2027",
      "23-03-2027",
    ]);
  });

  it("never offer a past day, a day beyond the booking limit or (round trip) a day after the return", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 330 }), fc.option(fc.integer({ min: 0, max: 10 })), (ahead, stay) => {
        const depart = dashedDateAfter(TODAY, ahead);
        const back = stay === null ? undefined : dashedDateAfter(TODAY, Math.min(330, ahead + stay));
        const days = stripDates(search({ p_d: depart, d_d: back }), TODAY).map(dashedToIso);
        const last = dashedToIso(dashedDateAfter(TODAY, 330));
        expect(days).toContain(dashedToIso(depart));
        for (const day of days) {
          expect(day >= TODAY && day <= last).toBe(true);
          if (back) expect(day <= dashedToIso(back)).toBe(true);
        }
        expect([...days].sort()).toEqual(days);
        expect(days.length).toBeLessThanOrEqual(7);
      }),
    );
  });
});

describe("what the page says before searching", () => {
  it("names the same place, a past departure, a return before it and a date too far ahead", () => {
    expect(searchProblemBefore(search({ d_p: "SAW" }), TODAY)).toEqual({ kind: "same-place" });
    expect(searchProblemBefore(search({ p_d: "09-03-2027" }), TODAY)).toEqual({ kind: "departure-past" });
    expect(searchProblemBefore(search({ d_d: "19-03-2027" }), TODAY)).toEqual({ kind: "return-before-departure" });
    expect(searchProblemBefore(search({ p_d: dashedDateAfter(TODAY, 331) }), TODAY)).toEqual({
      kind: "too-far",
      limitDays: 330,
    });
    expect(searchProblemBefore(search({ p_d: "10-03-2027", d_d: "10-03-2027" }), TODAY)).toBeNull();
  });

  it("sends the Main API ISO dates, the party, the cabin and TRY", () => {
    expect(flightSearchBody(search({ d_d: "27-03-2027", ppt: "city" }))).toEqual({
      origin: "SAW",
      originType: "city",
      destination: "ADB",
      destinationType: "airport",
      departDate: "2027-03-20",
      returnDate: "2027-03-27",
      adults: 2,
      students: 0,
      children: 1,
      infants: 1,
      cabin: "economy",
      currency: "TRY",
    });
    expect(flightSearchBody(search(), "21-03-2027")).toMatchObject({ departDate: "2027-03-21" });
  });
});

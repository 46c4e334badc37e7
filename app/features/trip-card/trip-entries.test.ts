import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isUpcoming } from "./trip-entries";

/** 2027-03-20 10:00 in Istanbul (UTC+3). */
const NOW = Date.UTC(2027, 2, 20, 7, 0);

describe("which trips keep a card", () => {
  it("keeps a trip until the day after it ends, in the shop's zone", () => {
    expect(isUpcoming("2027-04-01T10:00", NOW)).toBe(true);
    expect(isUpcoming("2027-03-20T08:00", NOW)).toBe(true);
    expect(isUpcoming("2027-03-19T23:30", NOW)).toBe(true);
    expect(isUpcoming("2027-03-18T23:59", NOW)).toBe(false);
  });

  it("turns at midnight in Istanbul, not in UTC", () => {
    // 21:30 UTC on the 20th is already the 21st in Istanbul: a trip that ended on the 19th is past.
    expect(isUpcoming("2027-03-19T12:00", Date.UTC(2027, 2, 20, 21, 30))).toBe(false);
    expect(isUpcoming("2027-03-19T12:00", Date.UTC(2027, 2, 20, 20, 30))).toBe(true);
  });

  it("is monotonic: a trip ending later than an upcoming one is upcoming too", () => {
    const day = fc.date({ min: new Date("2026-01-01"), max: new Date("2030-12-31"), noInvalidDate: true });
    fc.assert(
      fc.property(day, day, day, (now, first, second) => {
        const [earlier, later] = [first, second].sort((a, b) => +a - +b).map((date) => date.toISOString().slice(0, 16));
        if (isUpcoming(earlier!, now)) expect(isUpcoming(later!, now)).toBe(true);
      }),
    );
  });
});

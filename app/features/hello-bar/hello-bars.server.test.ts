import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SHOP_TIME_ZONE, toLocal } from "~/../shared/dates";
import { countdownEnd } from "./hello-bars.server";

const twoDigits = (value: number) => String(value).padStart(2, "0");

describe("a countdown's end in words", () => {
  it("is the Turkish wall clock, also where the date in Turkey is not the date in UTC", () => {
    // 21:30 UTC on 31 May is half past midnight on 1 June in Turkey.
    expect(countdownEnd(Date.parse("2027-05-31T21:30:00Z"), "en")).toEqual({ date: "1 June 2027", time: "00:30" });
    expect(countdownEnd(Date.parse("2027-05-31T21:30:00Z"), "tr")).toEqual({ date: "1 Haziran 2027", time: "00:30" });
  });

  it("gives, for any instant, the hour, minute and day of the shop's time zone", () => {
    const instants = fc.integer({ min: Date.parse("2000-01-01T00:00:00Z"), max: Date.parse("2100-01-01T00:00:00Z") });
    fc.assert(
      fc.property(instants, (instant) => {
        const local = toLocal(instant, SHOP_TIME_ZONE);
        const { date, time } = countdownEnd(instant, "en");
        expect(time).toBe(`${twoDigits(local.hour)}:${twoDigits(local.minute)}`);
        expect(date.startsWith(`${local.day} `) && date.endsWith(` ${local.year}`)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

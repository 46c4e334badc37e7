import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./intl-formats";

describe("shared Intl formatters", () => {
  it("format exactly as a new formatter with the same language and options would", () => {
    const tags = fc.constantFrom("tr-TR", "en-GB", "de-DE", "ar", "ja-JP", "hi-IN");
    const currencies = fc.constantFrom("TRY", "EUR", "USD", "GBP");
    fc.assert(
      fc.property(tags, currencies, fc.integer({ min: -1e9, max: 1e9 }), (tag, currency, minor) => {
        const options = { style: "currency", currency, maximumFractionDigits: 2 } as const;
        expect(numberFormat(tag, options).format(minor / 100)).toBe(
          new Intl.NumberFormat(tag, options).format(minor / 100),
        );
      }),
    );
    fc.assert(
      fc.property(tags, fc.date({ noInvalidDate: true }), (tag, date) => {
        const options = { dateStyle: "long", timeZone: "Europe/Istanbul" } as const;
        expect(dateTimeFormat(tag, options).format(date)).toBe(new Intl.DateTimeFormat(tag, options).format(date));
      }),
    );
  });

  it("build one formatter per language and options, and still refuse an unknown time zone", () => {
    expect(numberFormat("tr-TR", { maximumFractionDigits: 1 })).toBe(
      numberFormat("tr-TR", { maximumFractionDigits: 1 }),
    );
    expect(numberFormat("tr-TR", { maximumFractionDigits: 1 })).not.toBe(
      numberFormat("en-GB", { maximumFractionDigits: 1 }),
    );
    expect(() => dateTimeFormat("tr-TR", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
  });
});

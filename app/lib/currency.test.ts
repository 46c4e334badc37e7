import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALE_TAGS, LOCALES } from "~/routing/locales";
import { formatMoney } from "./currency";

const ISOLATED = /^\u2068[^\u2068\u2069]+\u2069$/;

describe("formatMoney", () => {
  it("isolates every amount in Arabic, so a Latin currency sign keeps its place in the sentence", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.constantFrom("TRY", "USD", "EUR", "GBP"),
        (amount, currency) => {
          expect(formatMoney(amount, currency, LOCALE_TAGS.ar)).toMatch(ISOLATED);
        },
      ),
    );
    expect(formatMoney(1250, "USD", "ar")).toContain("US$");
  });

  it("adds nothing in the left-to-right languages", () => {
    for (const locale of LOCALES.filter((locale) => locale !== "ar")) {
      expect(formatMoney(123_456, "EUR", LOCALE_TAGS[locale])).not.toMatch(/[\u2068\u2069]/);
    }
  });
});

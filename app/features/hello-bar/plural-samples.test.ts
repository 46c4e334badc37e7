import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALE_TAGS, LOCALES } from "~/routing/locales";
import { pluralSamples } from "./plural-samples";

describe("pluralSamples", () => {
  it("gives every whole-number plural form of each language a sample, the smallest that takes it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: 0, max: 10_000 }), (locale, n) => {
        const rules = new Intl.PluralRules(LOCALE_TAGS[locale]);
        const samples = pluralSamples(locale);
        const categories = samples.map((sample) => rules.select(sample));
        // One sample per form, and any count's form is among them…
        expect(new Set(categories).size).toBe(samples.length);
        expect(categories).toContain(rules.select(n));
        // …and no smaller number takes a sample's form.
        const own = samples[categories.indexOf(rules.select(n))]!;
        if (n < own) expect(rules.select(n)).not.toBe(rules.select(own));
      }),
    );
  });

  it("knows English's two forms and Arabic's six", () => {
    expect(pluralSamples("en")).toEqual([0, 1]);
    expect(pluralSamples("ar")).toEqual([0, 1, 2, 3, 11, 100]);
  });
});

import { type Locale, LOCALE_TAGS } from "~/routing/locales";

const built = new Map<Locale, readonly number[]>();

/**
 * One whole number per plural category of the language (English: 1 and 0; Arabic: 0, 1, 2, 3, 11
 * and 100), the smallest that takes it: what a count label can look like, so its widest form can
 * be given room before the count reaches it.
 */
export function pluralSamples(locale: Locale): readonly number[] {
  let samples = built.get(locale);
  if (!samples) {
    const rules = new Intl.PluralRules(LOCALE_TAGS[locale]);
    const wanted = new Set(rules.resolvedOptions().pluralCategories);
    const found: number[] = [];
    // Every category of whole numbers in CLDR is taken by some number below 1000.
    for (let n = 0; n < 1000 && wanted.size > 0; n++) {
      if (wanted.delete(rules.select(n))) found.push(n);
    }
    samples = found;
    built.set(locale, samples);
  }
  return samples;
}

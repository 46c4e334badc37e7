import { I18nProvider } from "@lingui/react";
import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { LOCALE_TAGS } from "~/routing/locales";
import { formatScore, RatingSummary, RatingWord, ratingWord } from "./rating";

const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");

describe("ratings", () => {
  it("are a score out of 10 with one decimal in the page's number format", async () => {
    const tr = await createI18n("tr");
    const en = await createI18n("en");
    expect(formatScore(tr, 8.8, LOCALE_TAGS.tr)).toBe("8,8/10");
    expect(formatScore(en, 8.8, LOCALE_TAGS.en)).toBe("8.8/10");
    expect(formatScore(en, 10, LOCALE_TAGS.en)).toBe("10.0/10");
    expect(formatScore(tr, 7, LOCALE_TAGS.tr)).toBe("7,0/10");
  });

  it("keep the score's value whatever it is, in every language", async () => {
    const locales = Object.keys(LOCALE_TAGS) as (keyof typeof LOCALE_TAGS)[];
    const catalogs = await Promise.all(locales.map((locale) => createI18n(locale)));
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 100 }),
        fc.integer({ min: 0, max: locales.length - 1 }),
        (tenths, index) => {
          const tag = LOCALE_TAGS[locales[index]!];
          const shown = formatScore(catalogs[index]!, tenths / 10, tag);
          const number = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
            tenths / 10,
          );
          expect(shown).toContain(number);
          expect(shown).toContain("10");
        },
      ),
    );
  });

  it("show the reviews counted, or that there are none yet", async () => {
    const tr = await createI18n("tr");
    const en = await createI18n("en");
    const render = (i18n: typeof en, point: number, participants: number, tag: string) =>
      text(
        renderToString(
          <I18nProvider i18n={i18n}>
            <RatingSummary rating={{ point, participants }} localeTag={tag} />
          </I18nProvider>,
        ),
      );
    expect(render(en, 8.8, 47, LOCALE_TAGS.en)).toBe("8.8/10 (47 reviews)");
    expect(render(en, 9, 1, LOCALE_TAGS.en)).toBe("9.0/10 (1 review)");
    expect(render(tr, 8.8, 47, LOCALE_TAGS.tr)).toMatch(/^8,8\/10 \(47 /);
    expect(render(en, 0, 0, LOCALE_TAGS.en)).toBe("No reviews yet");
  });

  it("name a band with a word from 2 to 10, the number in the page's decimal format, in every language", async () => {
    const locales = Object.keys(LOCALE_TAGS) as (keyof typeof LOCALE_TAGS)[];
    const catalogs = await Promise.all(locales.map((locale) => createI18n(locale)));
    const english = catalogs[locales.indexOf("en")]!;
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 100 }),
        fc.integer({ min: 0, max: locales.length - 1 }),
        fc.integer({ min: 1, max: 5000 }),
        (tenths, index, participants) => {
          const locale = locales[index]!;
          const tag = LOCALE_TAGS[locale];
          const i18n = catalogs[index]!;
          const point = tenths / 10;
          const word = ratingWord(i18n, point);
          expect(word.trim()).not.toBe("");
          // Translated: another language never shows the English word (Dutch and English share none).
          if (locale !== "en") expect(word).not.toBe(ratingWord(english, point));
          const shown = text(
            renderToString(
              <I18nProvider i18n={i18n}>
                <RatingWord rating={{ point, participants }} localeTag={tag} />
              </I18nProvider>,
            ),
          );
          const separator = new Intl.NumberFormat(tag)
            .formatToParts(1.5)
            .find((part) => part.type === "decimal")!.value;
          const digits = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
            point,
          );
          expect(digits).toContain(separator);
          expect(shown.startsWith(`${word} ${digits}`)).toBe(true);
        },
      ),
    );
  });

  it("put the bands' edges on the score as shown", async () => {
    const tr = await createI18n("tr");
    const en = await createI18n("en");
    expect(ratingWord(tr, 8.4)).toBe("Çok iyi");
    expect(ratingWord(en, 8.4)).toBe("Very good");
    expect(ratingWord(en, 9)).toBe("Exceptional");
    // 8.96 shows as 9.0: the word agrees with the number beside it.
    expect(ratingWord(en, 8.96)).toBe("Exceptional");
    expect(ratingWord(en, 7.94)).toBe("Good");
    expect(ratingWord(en, 6)).toBe("Fair");
    expect(ratingWord(en, 5.9)).toBe("Poor");
    expect(ratingWord(en, 2)).toBe("Poor");
    const render = (i18n: typeof en, tag: string) =>
      text(
        renderToString(
          <I18nProvider i18n={i18n}>
            <RatingWord rating={{ point: 8.4, participants: 47 }} localeTag={tag} />
          </I18nProvider>,
        ),
      );
    expect(render(tr, LOCALE_TAGS.tr)).toMatch(/^Çok iyi 8,4 \(47 /);
    expect(render(en, LOCALE_TAGS.en)).toBe("Very good 8.4 (47 reviews)");
  });
});

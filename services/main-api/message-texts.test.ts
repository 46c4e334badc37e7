import { describe, expect, it } from "vitest";
import { NAME_LANGUAGES } from "../../shared/names";
import { SUPPORT_TEXTS } from "./account-extras/support-texts";
import { CODE_TEXTS } from "./accounts/code-texts";
import { CANCELLATION_TEXTS } from "./orders/cancellation-texts";
import { CONFIRMATION_TEXTS } from "./orders/confirmation-texts";
import { fillText } from "./shared/fill-text";

const slots = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();
const lines = (text: string) => text.split("\n").length;

/** Each message module, as language → field → text. */
const MODULES: Record<string, Readonly<Record<string, object>>> = {
  confirmation: CONFIRMATION_TEXTS,
  cancellation: CANCELLATION_TEXTS,
  codes: CODE_TEXTS,
  support: SUPPORT_TEXTS,
};

describe.each(Object.entries(MODULES))("the %s messages", (_name, texts) => {
  it("exist in all 14 languages with English's placeholders, lines and SMS sender", () => {
    expect(Object.keys(texts).sort()).toEqual([...NAME_LANGUAGES].sort());
    for (const language of NAME_LANGUAGES) {
      const translated = new Map<string, string>(Object.entries(texts[language]!));
      for (const [field, english] of new Map<string, string>(Object.entries(texts.en!))) {
        const text = translated.get(field)!;
        expect(slots(text), `${language} ${field}`).toEqual(slots(english));
        expect(lines(text), `${language} ${field}`).toBe(lines(english));
        if (field === "sms") expect(text.startsWith("RotaGo:"), language).toBe(true);
        if (language !== "en" && english.length > 20) expect(text, `${language} ${field}`).not.toBe(english);
      }
    }
  });
});

describe("fillText", () => {
  it("fills every placeholder it has a value for and leaves the others as written", () => {
    expect(fillText("{a} and {b}, {a}", { a: 1 })).toBe("1 and {b}, 1");
    expect(fillText("no slots", { a: "x" })).toBe("no slots");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  POSTAL_CODE_MASK,
  TCKN_MASK,
  TR_MOBILE_MASK,
  VKN_MASK,
  applyMask,
  isComplete,
  type Mask,
  tokenCount,
  unmask,
} from "~/lib/input-mask";
import { CARD_NUMBER_MASK, EXPIRY_MASK, cardNumberMask, cardNumberMaskFor } from "./input-mask";

const PLATE = "99 aaa 999";
const MIXED = "**-**";

describe("applyMask", () => {
  it("writes the literals between tokens", () => {
    expect(applyMask(EXPIRY_MASK, "1227")).toBe("12/27");
    expect(applyMask("(999) 999", "532123")).toBe("(532) 123");
    expect(applyMask(PLATE, "34abc123")).toBe("34 abc 123");
  });

  it("writes a literal only once a token after it gets a character, so backspace passes over it", () => {
    expect(applyMask(EXPIRY_MASK, "1")).toBe("1");
    expect(applyMask(EXPIRY_MASK, "12")).toBe("12");
    expect(applyMask(EXPIRY_MASK, "12/")).toBe("12");
    expect(applyMask(EXPIRY_MASK, "123")).toBe("12/3");
    expect(applyMask("(999) 999", "(532) ")).toBe("(532");
    expect(applyMask("(999) 999", "(")).toBe("");
  });

  it("skips characters no token takes, wherever they are", () => {
    expect(applyMask(EXPIRY_MASK, "a1-2 x/2.7")).toBe("12/27");
    expect(applyMask(TCKN_MASK, "100 000 001 46")).toBe("10000000146");
    expect(applyMask(PLATE, "3a4 b!c 1d2e3")).toBe("34 bcd 23"); // the 1 came while a letter was due
    expect(applyMask(MIXED, "a.1_b?2")).toBe("a1-b2");
    expect(applyMask(EXPIRY_MASK, "ab/cd")).toBe("");
  });

  it("never grows past the mask", () => {
    expect(applyMask(EXPIRY_MASK, "12273456")).toBe("12/27");
    expect(applyMask(POSTAL_CODE_MASK, "3443099")).toBe("34430");
    expect(applyMask(VKN_MASK, "12345678901234")).toBe("1234567890");
    expect(applyMask(TCKN_MASK, "100000001467")).toBe("10000000146");
  });

  it("keeps text already in the mask's format as it is (pasting formatted text)", () => {
    for (const [mask, text] of [
      [EXPIRY_MASK, "12/27"],
      ["(999) 999", "(532) 1"],
      [PLATE, "06 çşğ 123"],
      [CARD_NUMBER_MASK, "4543 6000 0000 0003"],
      [TR_MOBILE_MASK, "(532) 123 45 67"],
    ] as const) {
      expect(applyMask(mask, text)).toBe(text);
    }
  });

  it("takes letters of every script in letter tokens, Turkish ones included", () => {
    expect(applyMask("aaaaaa", "İıŞşĞğ")).toBe("İıŞşĞğ");
    expect(applyMask("aaaaaa", "ÜüÖöÇç")).toBe("ÜüÖöÇç");
    expect(applyMask("aaaa", "Жйßé")).toBe("Жйßé");
    expect(applyMask("aaa", "يحب")).toBe("يحب");
    expect(applyMask("aa", "𐌰𐌱")).toBe("𐌰𐌱"); // outside the BMP: one token each
    expect(applyMask("aaa", "a1_b2c")).toBe("abc");
    expect(applyMask("*****", "Iı1_Ş9")).toBe("Iı1Ş9");
  });

  it("composes a decomposed İ (I + combining dot) into one letter", () => {
    expect(applyMask("aa", "I\u0307s")).toBe("İs");
  });

  it("reads digits typed on Arabic, Persian, Devanagari and full-width keyboards as 0–9", () => {
    expect(applyMask(EXPIRY_MASK, "١٢٢٧")).toBe("12/27");
    expect(applyMask(EXPIRY_MASK, "۱۲۲۷")).toBe("12/27");
    expect(applyMask(EXPIRY_MASK, "१२२७")).toBe("12/27");
    expect(applyMask(EXPIRY_MASK, "１２／２７")).toBe("12/27");
    expect(unmask(TCKN_MASK, "١٠٠٠٠٠٠٠١٤٦")).toBe("10000000146");
  });

  const masks: Mask[] = [EXPIRY_MASK, TCKN_MASK, PLATE, MIXED, "(999) 999-aa", CARD_NUMBER_MASK, TR_MOBILE_MASK];
  const typed = fc.string({ unit: fc.constantFrom(..."0123456789abcİışŞ()-/ +.٣５") });

  it("is stable, keeps the tokens, and only ever produces the mask's own shape", () => {
    fc.assert(
      fc.property(fc.constantFrom(...masks), typed, (mask, input) => {
        const pattern = typeof mask === "string" ? mask : mask.pattern;
        const text = applyMask(mask, input);
        expect(applyMask(mask, text)).toBe(text);
        expect(unmask(mask, text)).toBe(unmask(mask, input));
        const chars = [...text];
        expect(chars.length).toBeLessThanOrEqual([...pattern].length);
        chars.forEach((char, index) => {
          const slot = [...pattern][index]!;
          if (slot === "9") expect(char).toMatch(/^\d$/);
          else if (slot === "a") expect(char).toMatch(/^\p{L}$/u);
          else if (slot === "*") expect(char).toMatch(/^[\p{L}\d]$/u);
          else expect(char).toBe(slot);
        });
        if (text !== "") expect("9a*").toContain([...pattern][chars.length - 1]);
      }),
      { numRuns: 1000 },
    );
  });

  it("gives the same text whether pasted at once or typed character by character", () => {
    fc.assert(
      fc.property(fc.constantFrom(...masks), typed, (mask, input) => {
        const typedOneByOne = [...input].reduce((text, char) => applyMask(mask, text + char), "");
        expect(typedOneByOne).toBe(applyMask(mask, input));
      }),
      { numRuns: 500 },
    );
  });
});

describe("unmask, tokenCount and isComplete", () => {
  it("keep only what went into the tokens", () => {
    expect(unmask(EXPIRY_MASK, "12/27")).toBe("1227");
    expect(unmask(TR_MOBILE_MASK, "(532) 123 45 67")).toBe("5321234567");
    expect(unmask(CARD_NUMBER_MASK, "3744 270000 00003")).toBe("374427000000003");
    expect(unmask(PLATE, "34 ABC 123")).toBe("34ABC123");
    expect(unmask(EXPIRY_MASK, "")).toBe("");
  });

  it("count the tokens of a mask", () => {
    expect(tokenCount(EXPIRY_MASK)).toBe(4);
    expect(tokenCount(TR_MOBILE_MASK)).toBe(10);
    expect(tokenCount(TCKN_MASK)).toBe(11);
    expect(tokenCount(VKN_MASK)).toBe(10);
    expect(tokenCount(POSTAL_CODE_MASK)).toBe(5);
    expect(tokenCount(PLATE)).toBe(8);
    expect(tokenCount(CARD_NUMBER_MASK)).toBe(19);
  });

  it("tell a filled mask from a partial one", () => {
    expect(isComplete(EXPIRY_MASK, "12/27")).toBe(true);
    expect(isComplete(EXPIRY_MASK, "12/2")).toBe(false);
    expect(isComplete(EXPIRY_MASK, "")).toBe(false);
    expect(isComplete(TCKN_MASK, "10000000146")).toBe(true);
    expect(isComplete(TCKN_MASK, "1000000014")).toBe(false);
    expect(isComplete(POSTAL_CODE_MASK, "34430")).toBe(true);
    expect(isComplete(TR_MOBILE_MASK, "(532) 123 45 67")).toBe(true);
    expect(isComplete(TR_MOBILE_MASK, "(532) 123 45 6")).toBe(false);
    expect(isComplete(cardNumberMask("amex"), "3744 270000 00003")).toBe(true);
    expect(isComplete(cardNumberMask("visa"), "4543 6000 0000 0003")).toBe(false); // 19 digits possible
  });
});

describe("Turkish mobile mask", () => {
  it("formats ten digits as (5XX) XXX XX XX", () => {
    expect(applyMask(TR_MOBILE_MASK, "5321234567")).toBe("(532) 123 45 67");
    expect(applyMask(TR_MOBILE_MASK, "532")).toBe("(532");
    expect(applyMask(TR_MOBILE_MASK, "5321")).toBe("(532) 1");
    expect(applyMask(TR_MOBILE_MASK, "53212345678")).toBe("(532) 123 45 67");
  });

  it("drops the trunk 0 and the country code people type or paste in front", () => {
    for (const input of [
      "05321234567",
      "0532 123 45 67",
      "+90 532 123 45 67",
      "+905321234567",
      "905321234567",
      "0090 532 123 45 67",
      "+90 (0532) 123 45 67",
      "+90 ٥٣٢ ١٢٣ ٤٥ ٦٧",
    ]) {
      expect(applyMask(TR_MOBILE_MASK, input), input).toBe("(532) 123 45 67");
    }
    expect(applyMask(TR_MOBILE_MASK, "0")).toBe("");
    expect(applyMask(TR_MOBILE_MASK, "05")).toBe("(5");
  });

  it("leaves the first digit to the validator, so deleting the 5 does not swallow the rest", () => {
    expect(applyMask(TR_MOBILE_MASK, "(32) 123 45 67")).toBe("(321) 234 56 7");
    expect(applyMask(TR_MOBILE_MASK, "4")).toBe("(4");
  });
});

describe("card number masks", () => {
  it("group fours, and 4-6-5 on Amex", () => {
    expect(cardNumberMask("amex")).toBe("9999 999999 99999");
    expect(cardNumberMask("mastercard")).toBe("9999 9999 9999 9999");
    expect(cardNumberMask("troy")).toBe("9999 9999 9999 9999");
    expect(cardNumberMask("visa")).toBe("9999 9999 9999 9999 999");
    expect(cardNumberMask("maestro")).toBe("9999 9999 9999 9999 999");
    expect(CARD_NUMBER_MASK).toBe(cardNumberMask("unknown"));
  });

  it("follow the brand as the digits arrive", () => {
    expect(cardNumberMaskFor("")).toBe(CARD_NUMBER_MASK);
    expect(cardNumberMaskFor("3")).toBe(CARD_NUMBER_MASK);
    expect(cardNumberMaskFor("37")).toBe(cardNumberMask("amex"));
    expect(cardNumberMaskFor("3744 2700 0000 003")).toBe(cardNumberMask("amex"));
    expect(cardNumberMaskFor("5406 67")).toBe(cardNumberMask("mastercard"));
    const typed = "374427000000003";
    expect(applyMask(cardNumberMaskFor(typed), typed)).toBe("3744 270000 00003");
  });
});

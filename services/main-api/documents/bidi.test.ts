import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { directionalRuns, visualRightToLeft } from "./bidi";

/** The line as it reads on paper from left to right: runs reversed, right-to-left runs reversed inside. */
const visual = (line: string) =>
  directionalRuns(line)
    .reverse()
    .map((run) => (run.rtl ? visualRightToLeft(run.text) : run.text))
    .join("");

describe("the visual order of a right-to-left line", () => {
  it("keeps a line without Arabic letters as it is (names, addresses, phone numbers)", () => {
    for (const line of [
      "Şükrü Çağlayan",
      "+90 532 123 45 67",
      "Antalya Havalimanı 1. Dış Hatlar Terminali,",
      "RG-7K3M-9QXD",
    ])
      expect(directionalRuns(line)).toEqual([{ text: line, rtl: false }]);
  });

  it("reads Arabic from the right with Latin words and numbers as left-to-right islands", () => {
    // "3,500 km in total": the number is read first, so it stands at the right, then "km", then the words.
    expect(visual("3,500 km إجمالًا")).toBe(`${visualRightToLeft("إجمالًا")} km 3,500`);
    // A card: the Latin word carries its number along.
    expect(visual("البطاقة Visa •••• 4242")).toBe(`Visa •••• 4242 ${visualRightToLeft("البطاقة")}`);
    // Two numbers apart are two islands; inner separators and signs stay with their number.
    expect(visual("الساعة 2026, 10:00")).toBe(`10:00 ,2026 ${visualRightToLeft("الساعة")}`);
    expect(visual("المبلغ ₺1.234,56")).toBe(`₺1.234,56 ${visualRightToLeft("المبلغ")}`);
    // Brackets face the words they enclose.
    expect(visual("(توقيت تركيا)")).toBe(visualRightToLeft("(توقيت تركيا)"));
    expect(visualRightToLeft("(أ)")).toBe("(أ)");
    expect(visual("الهوية (TCKN): 10000000146")).toBe(
      `10000000146 :)TCKN( ${visualRightToLeft("الهوية")}`.replace(":)TCKN(", ":(TCKN)"),
    );
    expect(visual("الدفع: Kredi kartı (Visa 4242)")).toBe(`Kredi kartı (Visa 4242) ${visualRightToLeft("الدفع:")}`);
  });

  it("loses and adds no character and keeps every island's own order, whatever the line", () => {
    const piece = fc.constantFrom(
      "رقم",
      "الحجز",
      "إجمالًا",
      " ",
      "RG-7K3M",
      "Visa",
      "4242",
      "10:00",
      "₺1.234,56",
      "(",
      ")",
      ",",
      "٣",
      "%",
      "km",
      "·",
    );
    const brackets = (text: string) => Array.from(text.replace(/[()]/g, "|")).sort();
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const line = pieces.join("");
        const runs = directionalRuns(line);
        expect(runs.map((run) => run.text).join("")).toBe(line);
        expect(brackets(visual(line))).toEqual(brackets(line));
        for (const run of runs) if (!run.rtl) expect(visual(line)).toContain(run.text);
        if (!/[\u0600-\u06ff]/u.test(line)) expect(visual(line)).toBe(line);
      }),
    );
  });

  it("keeps a vowel sign with its Arabic letter and a phone number in one piece", () => {
    expect(directionalRuns("إجمالًا")).toEqual([{ text: "إجمالًا", rtl: true }]);
    expect(visual("الهاتف: 0850 333 44 55")).toBe(`0850 333 44 55 ${visualRightToLeft("الهاتف:")}`);
  });
});

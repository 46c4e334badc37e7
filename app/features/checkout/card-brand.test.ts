import fc from "fast-check";
import { describe, expect, it } from "vitest";
import paymentsDoc from "~/../docs/api/orders-and-payments.md?raw";
import { luhnValid } from "~/lib/checksums";
import { firstErrors, parseSubmission } from "~/lib/forms/submission";
import { type CardBrand, cardBrand } from "./card-brand";

/** The digits cards of each brand are issued with; Maestro and unknown cards run from 12 to 19. */
const ISSUED_LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = {
  amex: [15],
  visa: [13, 16, 19],
  mastercard: [16],
  troy: [16],
  maestro: [12, 13, 14, 15, 16, 17, 18, 19],
  unknown: [12, 13, 14, 15, 16, 17, 18, 19],
};
import { paymentSchema } from "./checkout-forms";
import { FIELD_ERROR_MESSAGES } from "./field-errors";
import { applyMask, unmask } from "~/lib/input-mask";
import { cardNumberMask } from "./input-mask";

/** The payment step's post with this card number and security code: the card it sends, or the errors by field. */
function pay(cardNumber: string, cvc: string) {
  const data = new FormData();
  const fields = {
    "pre-information-form": "on",
    "distance-sales-contract": "on",
    holderName: "Ayşe Yılmaz",
    cardNumber,
    expiry: "12/30",
    cvc,
    installments: "1",
  };
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  const submission = parseSubmission(
    data,
    paymentSchema(new Date("2026-11-22T10:00:00Z")),
    FIELD_ERROR_MESSAGES,
    "required",
  );
  return submission.status === "success"
    ? { card: submission.value.card, errors: {} }
    : { card: null, errors: firstErrors(submission.error) };
}

/** `body` (digits, any length) with the Luhn check digit after it. */
function withCheckDigit(body: string): string {
  const sum = [...body].reverse().reduce((total, char, index) => {
    const doubled = index % 2 === 0 ? Number(char) * 2 : Number(char);
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The "Test cards" table of docs/api/orders-and-payments.md: number as printed and its scheme. */
function documentedTestCards(): { printed: string; digits: string; brand: CardBrand }[] {
  const start = paymentsDoc.indexOf("## Test cards");
  const section = paymentsDoc.slice(start, paymentsDoc.indexOf("\n## ", start));
  return [...section.matchAll(/^\| `([\d ]+)` +\| ([^|]+)\|/gm)].map(([, printed, issuer]) => {
    const brand = (["visa", "mastercard", "amex", "troy"] as const).find((name) =>
      issuer!.toLowerCase().includes(name),
    );
    if (!brand) throw new Error(`no scheme named for ${printed}: ${issuer}`);
    return { printed: printed!, digits: printed!.replace(/ /g, ""), brand };
  });
}

describe("card brand", () => {
  const cards = documentedTestCards();

  it("reads every test card of the simulated bank from the documentation", () => {
    // tests/ui/checksums.test.ts checks that the table is the bank's own list.
    expect(cards.length).toBe(9);
    expect(new Set(cards.map((card) => card.brand))).toEqual(new Set(["visa", "mastercard", "amex", "troy"]));
  });

  it.each(cards)("detects $printed as $brand from the first digits on", ({ digits, brand }) => {
    expect(cardBrand(digits)).toBe(brand);
    // While typing: unknown until the prefix decides, then the right brand and never another.
    const seen = [...digits].map((_, index) => cardBrand(digits.slice(0, index + 1)));
    const decided = seen.indexOf(brand);
    expect(decided).toBeGreaterThanOrEqual(0);
    expect(decided).toBeLessThanOrEqual(3);
    expect(seen.slice(0, decided).every((early) => early === "unknown")).toBe(true);
    expect(seen.slice(decided).every((later) => later === brand)).toBe(true);
  });

  it.each(cards)(
    "formats $printed as printed on the card, and the payment step takes it with its brand's security code",
    ({ printed, digits, brand }) => {
      expect(applyMask(cardNumberMask(brand), digits)).toBe(printed);
      expect(applyMask(cardNumberMask(brand), printed)).toBe(printed);
      expect(ISSUED_LENGTHS[brand]).toContain(digits.length);
      const [right, wrong] = brand === "amex" ? ["1234", "123"] : ["123", "1234"];
      expect(pay(printed, right)).toEqual({
        card: expect.objectContaining({ number: digits, cvc: right }),
        errors: {},
      });
      expect(pay(printed, wrong).errors).toEqual({ cvc: "cvc" });
    },
  );

  it.each<[string, CardBrand]>([
    ["", "unknown"],
    ["4", "visa"],
    ["4543 60", "visa"],
    ["3", "unknown"],
    ["34", "amex"],
    ["37", "amex"],
    ["35", "unknown"], // JCB
    ["36", "unknown"], // Diners
    ["5", "unknown"],
    ["50", "maestro"],
    ["51", "mastercard"],
    ["55", "mastercard"],
    ["56", "maestro"],
    ["59", "maestro"],
    ["2", "unknown"],
    ["22", "unknown"],
    ["222", "unknown"],
    ["2220", "unknown"],
    ["2221", "mastercard"],
    ["23", "mastercard"],
    ["26", "mastercard"],
    ["27", "unknown"],
    ["271", "mastercard"],
    ["272", "unknown"],
    ["2720", "mastercard"],
    ["2721", "unknown"],
    ["28", "unknown"],
    ["9", "unknown"],
    ["979", "unknown"],
    ["9792", "troy"],
    ["9793", "unknown"],
    ["6", "unknown"],
    ["65", "troy"],
    ["650082", "troy"],
    ["60", "unknown"],
    ["600", "maestro"],
    ["601", "unknown"],
    ["6011", "unknown"], // Discover
    ["6012", "maestro"],
    ["62", "unknown"], // UnionPay
    ["63", "maestro"],
    ["64", "unknown"],
    ["643", "maestro"],
    ["644", "unknown"], // Discover
    ["649", "unknown"],
    ["6759", "maestro"],
    ["69", "maestro"],
    ["1", "unknown"],
    ["0", "unknown"],
    ["-- --", "unknown"],
  ])("reads %j as %s", (typed, brand) => {
    expect(cardBrand(typed)).toBe(brand);
  });

  it("never changes its mind once a brand is shown, whatever digits follow", () => {
    // Every IIN range has at most four digits, so all four-digit beginnings cover every case.
    for (let n = 0; n < 10_000; n++) {
      const four = String(n).padStart(4, "0");
      const shown = [1, 2, 3].map((length) => cardBrand(four.slice(0, length))).find((brand) => brand !== "unknown");
      if (shown) expect(cardBrand(four), four).toBe(shown);
      expect(cardBrand(`${four}123456789012`), four).toBe(cardBrand(four));
    }
  });

  it("holds the longest number each brand issues in the number field", () => {
    for (const brand of ["visa", "mastercard", "amex", "troy", "maestro", "unknown"] as const) {
      const typed = applyMask(cardNumberMask(brand), "1".repeat(25));
      expect(unmask(cardNumberMask(brand), typed).length, brand).toBe(Math.max(...ISSUED_LENGTHS[brand]));
    }
  });

  it("is no rule of the payment step: any Luhn-valid number of 12 to 19 digits passes, as at the Main API (the bank decides)", () => {
    // A 15-digit Visa and a 16-digit Amex number are not issued, yet the form and the card API take them.
    expect(pay("454360000000009", "123").errors).toEqual({});
    expect(pay("3744270000000012", "1234").errors).toEqual({});
    expect(pay("4543 6000 0000 0004", "123").errors).toEqual({ cardNumber: "card" });
    expect(pay("4543 6000", "123").errors).toEqual({ cardNumber: "card" });
    expect(pay("", "123").errors).toEqual({ cardNumber: "required" });
    fc.assert(
      fc.property(
        fc.constantFrom("4", "34", "37", "51", "2221", "9792", "65", "50", "67"),
        fc.integer({ min: 10, max: 21 }),
        fc.stringMatching(/^\d{20}$/),
        (prefix, length, filler) => {
          const digits = withCheckDigit((prefix + filler).slice(0, length - 1));
          if (length >= 12 && length <= 19) expect(luhnValid(digits), digits).toBe(true);
          const brand = cardBrand(digits);
          const cvc = brand === "amex" ? "1234" : "123";
          const { errors } = pay(digits.replace(/(\d{4})(?=\d)/g, "$1 "), cvc);
          expect(errors, digits).toEqual(length >= 12 && length <= 19 ? {} : { cardNumber: "card" });
        },
      ),
    );
  });
});

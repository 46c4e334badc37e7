import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardBrand } from "~/features/checkout/card-brand";
import { cvcLength, expiryState, isValidCardNumber, isValidEmail } from "~/features/checkout/validators";
import paymentsDoc from "../../docs/api/orders-and-payments.md?raw";
import { TEST_CARDS, schemeOf } from "../../services/bank/cards";
import { emailSchema, isValidTcid } from "../../services/main-api/accounts/identifiers";
import { isValidTckn, isValidVkn, luhnValid } from "../../shared/checksums";
import { chargeRequest } from "../../shared/contract/main-api/payments";

const digit = fc.integer({ min: 0, max: 9 });

/** The 10th and 11th digits written the other way round: -even ≡ 9·even, and d11 ≡ 8·odd (mod 10). */
function tcknFrom(first9: readonly number[]): string {
  const odd = first9[0]! + first9[2]! + first9[4]! + first9[6]! + first9[8]!;
  const even = first9[1]! + first9[3]! + first9[5]! + first9[7]!;
  return [...first9, (odd * 7 + even * 9) % 10, (odd * 8) % 10].join("");
}

/** The Revenue Administration's VKN check digit in its published form (a 9 counts as 9). */
function vknCheckDigit(first9: readonly number[]): number {
  let sum = 0;
  first9.forEach((d, index) => {
    const shifted = (d + 10 - (index + 1)) % 10;
    sum += shifted === 9 ? 9 : (shifted * 2 ** (10 - (index + 1))) % 9;
  });
  return (10 - (sum % 10)) % 10;
}

/** Every number that differs from `value` in exactly one digit. */
function oneDigitOff(value: string): string[] {
  return [...value].flatMap((char, index) =>
    [..."0123456789"]
      .filter((other) => other !== char)
      .map((other) => value.slice(0, index) + other + value.slice(index + 1)),
  );
}

describe("T.C. identity number (TCKN)", () => {
  it("accepts well-known valid numbers", () => {
    // 10000000146: odd = 1+0+0+0+1 = 2, even = 0 → 10th = 2·7 mod 10 = 4, 11th = (1+1+4) mod 10 = 6.
    for (const value of ["10000000146", "11111111110", "12345678950"]) expect(isValidTckn(value), value).toBe(true);
  });

  it("computes the 10th digit when 7·odd − even is negative (a JavaScript % pitfall)", () => {
    // odd = 1, even = 36: 7 − 36 = −29, so the 10th digit is 1, not −9.
    expect(isValidTckn("19090909018")).toBe(true);
  });

  it("rejects wrong check digits, a leading 0, other lengths and anything but digits", () => {
    for (const value of [
      "10000000147",
      "10000000156",
      "01234567890",
      "00000000000",
      "1000000014",
      "100000001460",
      "1000000014a",
      " 10000000146",
      "10000000146 ",
      "1000000.146",
      "",
    ]) {
      expect(isValidTckn(value), value).toBe(false);
    }
  });

  it("accepts exactly the numbers whose check digits follow the rule", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.array(digit, { minLength: 8, maxLength: 8 }), (first, rest) => {
        const valid = tcknFrom([first, ...rest]);
        expect(isValidTckn(valid)).toBe(true);
        for (const typo of oneDigitOff(valid)) expect(isValidTckn(typo), typo).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it("agrees with the identity check the accounts service still has", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (value) => {
        expect(isValidTckn(value)).toBe(isValidTcid(value));
      }),
      { numRuns: 2000 },
    );
    expect(isValidTcid("10000000146")).toBe(true);
  });
});

describe("tax number (VKN)", () => {
  it("accepts valid numbers", () => {
    // 1234567890: every (dᵢ + 10 − i) mod 10 is 0, so the sum is 0 and the check digit 0.
    for (const value of ["1234567890", "4840847211", "0123456789", "1000000000", "6120011591"]) {
      expect(isValidVkn(value), value).toBe(true);
    }
  });

  it("rejects wrong check digits, other lengths and anything but digits", () => {
    for (const value of ["1234567891", "0000000000", "9999999999", "123456789", "12345678901", "123456789a", ""]) {
      expect(isValidVkn(value), value).toBe(false);
    }
  });

  it("follows the published algorithm for every first nine digits, and catches any single-digit typo in them", () => {
    fc.assert(
      fc.property(fc.array(digit, { minLength: 9, maxLength: 9 }), (first9) => {
        const check = vknCheckDigit(first9);
        for (let last = 0; last <= 9; last++) expect(isValidVkn(first9.join("") + last)).toBe(last === check);
      }),
      { numRuns: 500 },
    );
  });
});

describe("Luhn", () => {
  it("accepts valid card numbers of 12 to 19 digits", () => {
    for (const value of [
      "4111111111111111",
      "378282246310005",
      "5555555555554444",
      "4543600000000003",
      "000000000000",
    ]) {
      expect(luhnValid(value), value).toBe(true);
    }
    // 19 digits: 6 + (7·2 − 9) + 5 + (9·2 − 9) + 5 = 30.
    expect(luhnValid("6759000000000000005")).toBe(true);
  });

  it("rejects wrong check digits, lengths outside 12–19 and separators", () => {
    for (const value of [
      "4111111111111112",
      "79927398713", // Luhn-valid, but 11 digits is no card number
      "0".repeat(20),
      "4111 1111 1111 1111",
      "4111-1111-1111-1111",
      "",
    ]) {
      expect(luhnValid(value), value).toBe(false);
    }
  });

  it("catches every single-digit typo", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{15}$/), (body) => {
        const check = [..."0123456789"].find((last) => luhnValid(body + last))!;
        expect(check).toBeDefined();
        for (const typo of oneDigitOff(body + check)) expect(luhnValid(typo), typo).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});

/**
 * The checkout's browser checks (app/features/checkout) next to the Main API's own. They live
 * here because feature folders may not import services/.
 */
/** The card as the payment API checks it (the contract's charge request). */
const cardSchema = (now: number) => chargeRequest(now).shape.card.unwrap();

describe("the checkout form agrees with the Main API", () => {
  it("on which e-mail addresses are valid", () => {
    const samples = [
      "ali@example.com",
      " Ali.Veli@Example.COM.tr ",
      "o'neil@example.ie",
      "\u212Aemal@example.com",
      "ali@localhost",
      "ali..veli@example.com",
      "ayşe@example.com",
      "ali@örnek.com.tr",
      `${"a".repeat(242)}@example.com`,
      `${"a".repeat(243)}@example.com`,
    ];
    for (const value of samples) expect(isValidEmail(value), value).toBe(emailSchema.safeParse(value).success);
    const part = fc.string({ unit: fc.constantFrom(..."aZ9._-+'ş\u212A "), minLength: 0, maxLength: 8 });
    fc.assert(
      fc.property(part, part, fc.constantFrom("com", "tr", "c", "com.tr", "-x.io", ""), (local, domain, tld) => {
        const value = `${local}@${domain}${tld ? `.${tld}` : ""}`;
        expect(isValidEmail(value), value).toBe(emailSchema.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });

  it("on when a card has expired, and on the security code length", () => {
    const card = { number: "4543600000000003", holderName: "Ali Veli", cvc: "123" };
    for (const now of [Date.UTC(2026, 4, 31, 22, 30), Date.UTC(2026, 4, 15), Date.UTC(2027, 0, 1)]) {
      for (let month = 1; month <= 12; month++) {
        for (const year of ["25", "26", "27"]) {
          const mm = String(month).padStart(2, "0");
          const server = cardSchema(now).safeParse({ ...card, expiryMonth: mm, expiryYear: year });
          const expired =
            !server.success && server.error.issues.some((issue) => issue.message === "the card has expired");
          expect(expiryState(mm, year, now) === "expired", `${mm}/${year}`).toBe(expired);
        }
      }
    }
    for (const number of Object.keys(TEST_CARDS)) {
      const cvc = "1234".slice(0, cvcLength(cardBrand(number)));
      const payment = { number, holderName: "Ali Veli", expiryMonth: "12", expiryYear: "30", cvc };
      expect(cardSchema(Date.UTC(2026, 0, 1)).safeParse(payment).success, number).toBe(true);
      expect(isValidCardNumber(number), number).toBe(true);
    }
  });

  it("on the brand of every test card, and the documented table is the bank's list", () => {
    const start = paymentsDoc.indexOf("## Test cards");
    const documented = [...paymentsDoc.slice(start, paymentsDoc.indexOf("\n## ", start)).matchAll(/^\| `([\d ]+)`/gm)];
    expect(documented.map(([, printed]) => printed!.replace(/ /g, "")).sort()).toEqual(Object.keys(TEST_CARDS).sort());
    for (const number of Object.keys(TEST_CARDS)) expect(cardBrand(number), number).toBe(schemeOf(number));
  });
});

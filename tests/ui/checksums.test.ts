import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { $ZodType, output } from "zod/v4/core";
import { cardBrand } from "~/features/checkout/card-brand";
import { driverSchema, invoiceSchema, paymentSchema } from "~/features/checkout/checkout-forms";
import { phoneNumber } from "~/lib/phone";
import { countryOptions } from "~/lib/countries";
import { FIELD_ERROR_MESSAGES } from "~/features/checkout/field-errors";
import { ageOn } from "~/features/checkout/validators";
import { firstErrors, parseSubmission } from "~/lib/forms/submission";
import paymentsDoc from "../../docs/api/orders-and-payments.md?raw";
import { TEST_CARDS, schemeOf } from "../../services/bank/cards";
import { emailSchema, isValidTcid, normalizePhone } from "../../services/main-api/accounts/identifiers";
import { ApiError } from "../../services/main-api/errors";
import { parsePassengers } from "../../services/main-api/orders/details";
import type { ItemRow } from "../../services/main-api/orders/model";
import { isValidTckn, isValidVkn, luhnValid } from "../../shared/checksums";
import { personNameSchema, tcknSchema } from "../../shared/contract/main-api/identifiers";
import { billingRequest, driverRequest } from "../../shared/contract/main-api/orders";
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
 * The checkout's forms (app/features/checkout/checkout-forms.ts: the schemas its action parses a
 * post with, and the browser checks before sending) next to the Main API's own rules (the
 * contract's schemas and the order service). Whatever a step sends, the Main API must take: a
 * form that lets through what the API refuses gives the traveller a late error after the round
 * trip. They live here because feature folders may not import services/.
 */

/** A post to one of the checkout's steps as its action reads it: the body to send, or the first error of each field. */
function post<Schema extends $ZodType>(schema: Schema, fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  const submission = parseSubmission(data, schema, FIELD_ERROR_MESSAGES, "required");
  return submission.status === "success"
    ? { body: submission.value as output<Schema>, errors: {} as ReturnType<typeof firstErrors> }
    : { body: null, errors: firstErrors(submission.error) };
}

const DRIVER = {
  nationality: "TR",
  firstName: "Ayşe",
  lastName: "Yılmaz",
  birthDate: "1990-05-04",
  tckn: "10000000146",
  email: "ayse@example.com",
  dialCode: "+90",
  phone: "(532) 123 45 67",
};
const INVOICE = {
  invoiceType: "individual",
  citizen: "TR",
  firstName: "Ayşe",
  lastName: "Yılmaz",
  tckn: "10000000146",
  email: "ayse@example.com",
  addressLine: "Bağdat Caddesi 12",
  city: "İstanbul",
  country: "TR",
};
const CORPORATE = {
  ...INVOICE,
  invoiceType: "corporate",
  companyTitle: "Rota Turizm A.Ş.",
  taxNumber: "1234567890",
  taxOffice: "Kadıköy",
};
const PAYMENT = {
  "pre-information-form": "on",
  "distance-sales-contract": "on",
  holderName: "Ayşe Yılmaz",
  cardNumber: "4543 6000 0000 0003",
  expiry: "12/30",
  cvc: "123",
  installments: "1",
};

/** The driver and invoice steps with `fields` changed: what each sends must pass the Main API's schema. */
function contactSteps(fields: Record<string, string>) {
  const driver = post(driverSchema, { ...DRIVER, ...fields });
  const invoice = post(invoiceSchema, { ...INVOICE, ...fields });
  if (driver.body) expect(driverRequest.safeParse(driver.body).success, JSON.stringify(fields)).toBe(true);
  if (invoice.body) expect(billingRequest.safeParse(invoice.body).success, JSON.stringify(fields)).toBe(true);
  return { driver, invoice };
}

/** The card as the payment API checks it (the contract's charge request). */
const cardSchema = (now: number) => chargeRequest(now).shape.card.unwrap();

describe("the checkout form agrees with the Main API", () => {
  /** Whether the driver step takes the address; the invoice step must say the same. */
  function formTakesEmail(value: string): boolean {
    const { driver, invoice } = contactSteps({ email: value });
    expect(invoice.errors.email, value).toBe(driver.errors.email);
    return driver.errors.email === undefined;
  }

  it("on which e-mail addresses are valid", () => {
    const corpus: [string, boolean][] = [
      ["ali@example.com", true],
      [" Ali.Veli@Example.COM.tr ", true],
      ["ali.veli+rota@mail.example.com", true],
      ["o'neil@example.ie", true],
      ["a_b-c@x-y.travel", true],
      // The Kelvin sign "K" becomes an ASCII "k" when the Main API lower-cases the address.
      ["\u212Aemal@example.com", true],
      ["ali@localhost", false],
      ["ali@example", false],
      ["ali@example.c", false],
      ["ali@@example.com", false],
      ["ali@exa mple.com", false],
      ["ali veli@example.com", false],
      [".ali@example.com", false],
      ["ali..veli@example.com", false],
      ["ali.@example.com", false],
      ["ali@-example.com", false],
      ["ayşe@example.com", false],
      ["ali@örnek.com.tr", false],
      ["@example.com", false],
      ["ali", false],
      [`${"a".repeat(242)}@example.com`, true],
      [`${"a".repeat(243)}@example.com`, false],
    ];
    for (const [value, valid] of corpus) {
      expect(emailSchema.safeParse(value).success, value).toBe(valid);
      expect(formTakesEmail(value), value).toBe(valid);
    }
    expect(post(driverSchema, { ...DRIVER, email: "" }).errors.email).toBe("required");
    const part = fc.string({ unit: fc.constantFrom(..."aZ9._-+'ş\u212A "), minLength: 0, maxLength: 8 });
    fc.assert(
      fc.property(part, part, fc.constantFrom("com", "tr", "c", "com.tr", "-x.io", ""), (local, domain, tld) => {
        const value = `${local}@${domain}${tld ? `.${tld}` : ""}`;
        expect(formTakesEmail(value), value).toBe(emailSchema.safeParse(value).success);
      }),
      { numRuns: 1000 },
    );
  });

  /** Whether the driver step takes the first name; the invoice and the card holder follow the same rule. */
  function formTakesName(value: string): boolean {
    const { driver, invoice } = contactSteps({ firstName: value });
    expect(invoice.errors.firstName, value).toBe(driver.errors.firstName);
    const payment = post(paymentSchema(new Date(Date.UTC(2026, 0, 1))), { ...PAYMENT, holderName: value });
    expect(payment.errors.holderName, value).toBe(driver.errors.firstName);
    if (payment.body) expect(cardSchema(Date.UTC(2026, 0, 1)).safeParse(payment.body.card).success, value).toBe(true);
    return driver.errors.firstName === undefined;
  }

  it("on which names are valid: letters of any script, spaces, dots, hyphens and apostrophes", () => {
    const corpus: [string, boolean][] = [
      ["Ali", true],
      ["Şükrü", true],
      ["İsmail Çağlar", true],
      ["ığüşöç", true],
      ["Jean-Luc", true],
      ["O'Brien", true],
      ["  Ali  ", true],
      ["Đorđe", true],
      ["Иван", true],
      ["محمد", true],
      ["李小龍", true],
      ["Ng", true],
      ["M. Ali", true],
      ["Ali.Veli", true],
      ["Ali  Veli", true],
      ["Ali-", true],
      ["a".repeat(60), true],
      ["A", false],
      [" A ", false],
      ["a".repeat(61), false],
      ["Ali2", false],
      ["-Ali", false],
      ["<Ali>", false],
      // What phones type and some pastes bring is refused, by both: the typographic apostrophe
      // and decomposed letters (S + combining cedilla) are not the letters and marks allowed.
      ["O’Brien", false],
      ["S\u0327u\u0308kru\u0308", false],
      // Both count characters, not UTF-16 units: letters outside the BMP are two units each.
      ["𐌰", false],
      ["𐌰".repeat(60), true],
      ["𐌰".repeat(61), false],
    ];
    for (const [value, valid] of corpus) {
      expect(personNameSchema.safeParse(value).success, value).toBe(valid);
      expect(formTakesName(value), value).toBe(valid);
    }
    expect(post(driverSchema, { ...DRIVER, firstName: "" }).errors.firstName).toBe("required");
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(..."aZşİ .'-1\t", "’", "𐌰", "\u0301"), maxLength: 70 }),
        (value) => {
          expect(formTakesName(value), value).toBe(personNameSchema.safeParse(value).success);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("on Turkish mobile numbers, however they are typed after the fixed +90", () => {
    const typed: [string, string | null][] = [
      ["(532) 123 45 67", "+905321234567"],
      [" (532) 123 45 67 ", "+905321234567"],
      ["+905321234567", "+905321234567"],
      ["+90 532 123 45 67", "+905321234567"],
      ["0532 123 45 67", "+905321234567"],
      ["5321234567", "+905321234567"],
      ["(532) 123 4567", "+905321234567"],
      ["(532)1234567", "+905321234567"],
      ["", null],
      ["(5", null],
      ["(532) 123 45 6", null],
      ["+90532123456", null],
      ["+9053212345678", null],
      // Landlines (not starting with 5) are no mobile numbers for the Main API either.
      ["(212) 123 45 67", null],
      ["+902121234567", null],
      ["+445321234567", null],
    ];
    for (const [value, e164] of typed) {
      expect(phoneNumber("+90", value), value).toBe(e164);
      if (e164) expect(normalizePhone(e164), value).toBe(e164);
      const driver = post(driverSchema, { ...DRIVER, phone: value });
      expect(driver.body?.driver.phone ?? null, value).toBe(e164);
      if (!e164) expect(driver.errors.phone, value).toBe(value ? "phone" : "required");
    }
    expect(normalizePhone("+902121234567")).toBeUndefined();
  });

  it("on phone numbers of every country the form offers (generated)", () => {
    const dialCodes = [...new Set(countryOptions("en").map((country) => country.dial))];
    const typing = fc.string({ unit: fc.constantFrom(..."0123456789 ()-+"), maxLength: 20 });
    fc.assert(
      fc.property(fc.constantFrom(...dialCodes), typing, (dialCode, value) => {
        const sent = phoneNumber(dialCode, value);
        // What the form sends, the Main API takes as it is.
        if (sent !== null) expect(normalizePhone(sent), `${dialCode} ${value}`).toBe(sent);
        const { driver } = contactSteps({
          dialCode,
          phone: value,
          nationality: "DE",
          tckn: "",
          passportNo: "C01X00T47",
        });
        expect(driver.body?.driver.phone ?? null).toBe(sent);
      }),
      { numRuns: 1000 },
    );
    // And the form takes every number the Main API would, typed without a trunk 0 (which the form
    // drops) or the country code again after +90 (which the form drops too).
    fc.assert(
      fc.property(fc.constantFrom(...dialCodes), fc.stringMatching(/^[1-9]\d{4,15}$/), (dialCode, digits) => {
        fc.pre(!(dialCode === "+90" && digits.startsWith("905")));
        expect(phoneNumber(dialCode, digits), `${dialCode} ${digits}`).toBe(
          normalizePhone(`${dialCode}${digits}`) ?? null,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it("on identity and tax numbers: the same checksums", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (tckn) => {
        const { driver, invoice } = contactSteps({ tckn });
        expect(driver.errors.tckn === undefined, tckn).toBe(tcknSchema.safeParse(tckn).success);
        expect(invoice.errors.tckn, tckn).toBe(driver.errors.tckn);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (taxNumber) => {
        const invoice = post(invoiceSchema, { ...CORPORATE, taxNumber });
        expect(invoice.errors.taxNumber === undefined, taxNumber).toBe(isValidVkn(taxNumber));
        if (invoice.body) expect(billingRequest.safeParse(invoice.body).success, taxNumber).toBe(true);
      }),
      { numRuns: 300 },
    );
    expect(contactSteps({ tckn: "10000000146" }).driver.errors).toEqual({});
    expect(post(invoiceSchema, CORPORATE).errors).toEqual({});
  });

  /** The payment step with `fields` changed, at `now`; what it sends must pass the card API's schema. */
  function payment(fields: Record<string, string>, now: number) {
    const parsed = post(paymentSchema(new Date(now)), { ...PAYMENT, ...fields });
    if (parsed.body) expect(cardSchema(now).safeParse(parsed.body.card).success, JSON.stringify(fields)).toBe(true);
    return parsed;
  }
  const apiIssues = (card: Record<string, string>, now: number) => {
    const parsed = cardSchema(now).safeParse({ ...card, holderName: "Ayşe Yılmaz" });
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("on when a card has expired: months counted in UTC on both sides", () => {
    for (const now of [Date.UTC(2026, 4, 31, 22, 30), Date.UTC(2026, 4, 15), Date.UTC(2027, 0, 1)]) {
      for (let month = 1; month <= 12; month++) {
        for (const year of ["25", "26", "27"]) {
          const mm = String(month).padStart(2, "0");
          const server = apiIssues({ number: "4543600000000003", cvc: "123", expiryMonth: mm, expiryYear: year }, now);
          const form = payment({ expiry: `${mm}/${year}` }, now);
          expect(form.errors.expiry === "expired", `${mm}/${year}`).toBe(
            server.includes("expiryMonth: the card has expired"),
          );
          expect(form.body !== null, `${mm}/${year}`).toBe(server.length === 0);
        }
      }
    }
  });

  it("on expiries, generated: the same months expired; only the form calls more than 20 years ahead a typing mistake", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2060-12-31T23:59:59Z"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -30, max: 300 }),
        fc.boolean(),
        (at, month, monthsAhead, fourDigits) => {
          const now = at.getTime();
          const current = at.getUTCFullYear() * 12 + at.getUTCMonth();
          const year = Math.floor((current + monthsAhead - (month - 1)) / 12);
          const yy = fourDigits ? String(year) : String(year % 100).padStart(2, "0");
          const expiry = `${String(month).padStart(2, "0")}/${yy}`;
          const server = apiIssues(
            { number: "4543600000000003", cvc: "123", expiryMonth: String(month), expiryYear: yy },
            now,
          );
          const form = payment({ expiry }, now);
          const ahead = year * 12 + month - 1 - current;
          expect(form.errors.expiry === "expired", expiry).toBe(server.includes("expiryMonth: the card has expired"));
          expect(form.errors.expiry === "expiry", expiry).toBe(ahead > 20 * 12);
          if (ahead <= 20 * 12) expect(form.body !== null, expiry).toBe(server.length === 0);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("on card numbers and security codes, generated: Luhn on 12–19 digits, 4 digits for Amex and 3 for the others", () => {
    const luhnComplete = (body: string) => body + [..."0123456789"].find((last) => luhnValid(body + last))!;
    fc.assert(
      fc.property(
        fc.constantFrom("4", "34", "37", "51", "2221", "9792", "65", "50", "6", "3"),
        fc.stringMatching(/^\d{6,18}$/),
        fc.boolean(),
        fc.constantFrom("", " ", "-"),
        fc.stringMatching(/^\d{2,5}$/),
        (prefix, rest, fixCheckDigit, separator, cvc) => {
          const body = (prefix + rest).slice(0, 20);
          const digits =
            fixCheckDigit && body.length >= 12 && body.length <= 19 ? luhnComplete(body.slice(0, -1)) : body;
          const typed = digits.replace(/(\d{4})(?=\d)/g, `$1${separator}`);
          const server = apiIssues({ number: typed, cvc, expiryMonth: "12", expiryYear: "30" }, Date.UTC(2026, 0, 1));
          const form = payment({ cardNumber: typed, cvc }, Date.UTC(2026, 0, 1));
          expect(form.errors.cardNumber === undefined, typed).toBe(
            !server.some((issue) => issue.startsWith("number:")),
          );
          expect(form.errors.cvc === undefined, `${typed} ${cvc}`).toBe(
            !server.some((issue) => issue.startsWith("cvc:")),
          );
          expect(form.body !== null, `${typed} ${cvc}`).toBe(server.length === 0);
          // The form asks 4 digits exactly of the numbers it shows as Amex.
          if (form.errors.cardNumber === undefined && cvc.length >= 3) {
            expect(form.errors.cvc === undefined, `${typed} ${cvc}`).toBe(
              cvc.length === (cardBrand(digits) === "amex" ? 4 : 3),
            );
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("on every test card of the simulated bank, with its brand's security code", () => {
    for (const number of Object.keys(TEST_CARDS)) {
      const cvc = cardBrand(number) === "amex" ? "1234" : "123";
      const form = payment({ cardNumber: number, cvc }, Date.UTC(2026, 0, 1));
      expect(form.errors, number).toEqual({});
      expect(form.body?.card?.number, number).toBe(number);
    }
  });

  it("on the brand of every test card, and the documented table is the bank's list", () => {
    const start = paymentsDoc.indexOf("## Test cards");
    const documented = [...paymentsDoc.slice(start, paymentsDoc.indexOf("\n## ", start)).matchAll(/^\| `([\d ]+)`/gm)];
    expect(documented.map(([, printed]) => printed!.replace(/ /g, "")).sort()).toEqual(Object.keys(TEST_CARDS).sort());
    for (const number of Object.keys(TEST_CARDS)) expect(cardBrand(number), number).toBe(schemeOf(number));
  });
});

/**
 * The car checkout does not judge the driver's age itself: the driver step takes any birth date
 * and tells the car's minimum age, the Main API refuses the driver (INVALID_AGE, 3302, shown at
 * the birth date) by the age on the pickup day at the office. The shop's age (validators.ts,
 * which the flight checkout types passengers by) must count the same way.
 */
describe("the driver's age on the pickup day", () => {
  /** A car in the order, picked up at 01:00 at the office: still the day before in UTC. */
  function carItem(minimumAge: number, pickupDay: string): ItemRow {
    return {
      id: "item-1",
      order_id: "order-1",
      kind: "car",
      status: "pending",
      code: "car-1",
      search_id: "search-1",
      quantity: 1,
      children: "[]",
      product: JSON.stringify({
        details: { car: { rules: { minimumAge } } },
        appointment: { checkInDateTime: `${pickupDay}T01:00` },
      }),
      inventory: JSON.stringify({ checkInEpoch: Date.parse(`${pickupDay}T01:00:00+03:00`) }),
      currency: "TRY",
      price_total: 100_00,
      paid_total: 0,
      replaces_item: null,
      removed_reason: null,
      hold_expires_at: null,
      created_at: 0,
      updated_at: 0,
    };
  }

  /** Whether the Main API takes the driver the form sends; the form itself takes every real birth date. */
  function apiTakesDriver(birthDate: string, pickupDay: string, minimumAge: number): boolean {
    const form = post(driverSchema, { ...DRIVER, birthDate });
    expect(form.errors, birthDate).toEqual({});
    try {
      parsePassengers(form.body, [carItem(minimumAge, pickupDay)]);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.kind === "INVALID_AGE") return false;
      throw error;
    }
  }

  it("is whole years, the birthday itself included, from the minimum age up to 99", () => {
    const cases: [birthDate: string, pickupDay: string, minimumAge: number, takes: boolean][] = [
      ["2000-05-15", "2021-05-14", 21, false],
      ["2000-05-15", "2021-05-15", 21, true],
      ["1921-05-15", "2021-05-14", 21, true],
      ["1921-05-15", "2021-05-15", 21, false],
      ["2003-05-15", "2021-05-15", 18, true],
      ["2003-05-16", "2021-05-15", 18, false],
      // Born on 29 February: a year older on 1 March in other years.
      ["2004-02-29", "2022-02-28", 18, false],
      ["2004-02-29", "2022-03-01", 18, true],
      ["2021-05-16", "2021-05-15", 18, false],
    ];
    for (const [birthDate, pickupDay, minimumAge, takes] of cases) {
      expect(apiTakesDriver(birthDate, pickupDay, minimumAge), `${birthDate} on ${pickupDay}`).toBe(takes);
      const age = ageOn(birthDate, pickupDay);
      expect(age !== null && age >= minimumAge && age <= 99, `${birthDate} on ${pickupDay}`).toBe(takes);
    }
  });

  it("agrees with the shop's age for generated birth and pickup days", () => {
    const iso = (date: Date) => date.toISOString().slice(0, 10);
    const day = (min: string, max: string) =>
      fc.date({ min: new Date(`${min}T00:00:00Z`), max: new Date(`${max}T00:00:00Z`), noInvalidDate: true }).map(iso);
    fc.assert(
      fc.property(
        day("1915-01-01", "2030-12-31"),
        day("2020-01-01", "2035-12-31"),
        fc.integer({ min: 18, max: 30 }),
        (birthDate, pickupDay, minimumAge) => {
          const age = ageOn(birthDate, pickupDay);
          expect(apiTakesDriver(birthDate, pickupDay, minimumAge), `${birthDate} on ${pickupDay}`).toBe(
            age !== null && age >= minimumAge && age <= 99,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});

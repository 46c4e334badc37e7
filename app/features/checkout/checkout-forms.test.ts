import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { $ZodType } from "zod/v4/core";
import { garbagePost } from "~/lib/forms/garbage-post.test-support";
import { firstErrors, parseSubmission } from "~/lib/forms/submission";
import { CARD_SECRETS, driverSchema, installmentsRequestSchema, invoiceSchema, paymentSchema } from "./checkout-forms";
import { phoneNumber } from "~/lib/phone";
import { FIELD_ERROR_MESSAGES } from "./field-errors";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

/** What the action gets from a post: the body to send, or the first error of each field. */
function parse<Schema extends $ZodType>(schema: Schema, data: FormData) {
  const submission = parseSubmission(data, schema, FIELD_ERROR_MESSAGES, "required");
  const reply = submission.reply({ hideFields: CARD_SECRETS });
  return submission.status === "success"
    ? { body: submission.value, errors: {}, values: reply.initialValue ?? {} }
    : { body: null, errors: firstErrors(submission.error), values: reply.initialValue ?? {} };
}
const parseDriverForm = (data: FormData) => parse(driverSchema, data);
const parseInvoiceForm = (data: FormData) => parse(invoiceSchema, data);
const parsePaymentForm = (data: FormData, now: Date) => parse(paymentSchema(now), data);
const parseInstallmentsRequest = (data: FormData) => {
  const parsed = parse(installmentsRequestSchema, data);
  return { bin: parsed.body?.cardNumber ?? null, errors: parsed.errors, values: parsed.values };
};

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

describe("driver form", () => {
  it("turns the masked form into the Main API's driver", () => {
    expect(parseDriverForm(form(DRIVER))).toMatchObject({
      errors: {},
      body: {
        driver: {
          firstName: "Ayşe",
          lastName: "Yılmaz",
          phone: "+905321234567",
          tckn: "10000000146",
          nationality: "TR",
          birthDate: "1990-05-04",
        },
      },
    });
  });

  it("names every field that cannot be sent, and echoes what was typed", () => {
    const parsed = parseDriverForm(
      form({ ...DRIVER, firstName: "", lastName: "X1", tckn: "12345678901", email: "no", phone: "(412) 123 45 67" }),
    );
    expect(parsed.body).toBeNull();
    expect(parsed.errors).toEqual({
      firstName: "required",
      lastName: "name",
      tckn: "tckn",
      email: "email",
      phone: "phone",
    });
    expect(parsed.values.email).toBe("no");
  });

  it("asks foreign drivers for a passport instead of the identity number", () => {
    const parsed = parseDriverForm(
      form({ ...DRIVER, nationality: "DE", tckn: "", passportNo: "c01x00t47", dialCode: "+49", phone: "1512 3456789" }),
    );
    expect(parsed.errors).toEqual({});
    expect(parsed.body?.driver).toMatchObject({ passportNo: "C01X00T47", phone: "+4915123456789", nationality: "DE" });
    expect(parseDriverForm(form({ ...DRIVER, nationality: "DE", passportNo: "" })).errors).toEqual({
      passportNo: "required",
    });
  });
});

describe("phone numbers", () => {
  it("accepts Turkish mobiles however they are typed and refuses landlines", () => {
    expect(phoneNumber("+90", "0532 123 45 67")).toBe("+905321234567");
    expect(phoneNumber("+90", "905321234567")).toBe("+905321234567");
    expect(phoneNumber("+90", "(212) 123 45 67")).toBeNull();
    expect(phoneNumber("+90", "532 123")).toBeNull();
    expect(phoneNumber("90", "5321234567")).toBeNull();
  });
});

describe("invoice form", () => {
  const ADDRESS = { email: "ayse@example.com", addressLine: "Bağdat Caddesi 12", city: "İstanbul", country: "TR" };

  it("builds an individual invoice with the identity number", () => {
    const parsed = parseInvoiceForm(
      form({
        invoiceType: "individual",
        citizen: "TR",
        firstName: "Ayşe",
        lastName: "Yılmaz",
        tckn: "10000000146",
        ...ADDRESS,
      }),
    );
    expect(parsed.body).toEqual({
      type: "individual",
      firstName: "Ayşe",
      lastName: "Yılmaz",
      tckn: "10000000146",
      email: "ayse@example.com",
      address: { line: "Bağdat Caddesi 12", city: "İstanbul", country: "TR" },
    });
  });

  it("checks the company's tax number (VKN) and needs its title and tax office", () => {
    const bad = parseInvoiceForm(form({ invoiceType: "corporate", taxNumber: "1234567891", ...ADDRESS }));
    expect(bad.errors).toEqual({ companyTitle: "required", taxNumber: "vkn", taxOffice: "required" });
    const good = parseInvoiceForm(
      form({
        invoiceType: "corporate",
        companyTitle: "Örnek Turizm A.Ş.",
        taxNumber: "4840847211",
        taxOffice: "Kadıköy",
        ...ADDRESS,
      }),
    );
    expect(good.errors).toEqual({});
    expect(good.body).toMatchObject({ type: "corporate", taxNumber: "4840847211" });
  });

  it("refuses a short address and a postal code that is not five digits", () => {
    expect(
      parseInvoiceForm(
        form({
          invoiceType: "individual",
          firstName: "Ayşe",
          lastName: "Yılmaz",
          tckn: "10000000146",
          ...ADDRESS,
          addressLine: "x",
          postalCode: "123",
        }),
      ).errors,
    ).toEqual({ addressLine: "address", postalCode: "postalCode" });
  });
});

describe("payment form", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  const CARD = {
    "pre-information-form": "on",
    "distance-sales-contract": "on",
    holderName: "Ayşe Yılmaz",
    cardNumber: "5406 6700 0000 0009",
    expiry: "12/30",
    cvc: "123",
    installments: "3",
  };

  it("gives the card, the plan and the accepted contracts", () => {
    expect(parsePaymentForm(form(CARD), now).body).toEqual({
      card: { number: "5406670000000009", holderName: "Ayşe Yılmaz", expiryMonth: 12, expiryYear: 2030, cvc: "123" },
      installments: 3,
      walletAmount: 0,
      accepted: ["pre-information-form", "distance-sales-contract"],
    });
  });

  it("pays from the wallet: without a card when it covers the total, with the card for the rest otherwise", () => {
    const contracts = { "pre-information-form": "on", "distance-sales-contract": "on" };
    const whole = { ...contracts, useWallet: "on", walletAmount: "125000", walletCoversDue: "on" };
    expect(parsePaymentForm(form(whole), now)).toMatchObject({
      errors: {},
      body: { card: undefined, installments: 1, walletAmount: 125000 },
    });
    // Part from the wallet: the card is asked for, and pays in the chosen plan.
    expect(parsePaymentForm(form({ ...whole, walletCoversDue: "" }), now).errors).toEqual({
      holderName: "required",
      cardNumber: "required",
      expiry: "required",
      cvc: "required",
    });
    expect(parsePaymentForm(form({ ...CARD, useWallet: "on", walletAmount: "5000" }), now).body).toMatchObject({
      card: { number: "5406670000000009" },
      installments: 3,
      walletAmount: 5000,
    });
    // The wallet's amount counts only when the traveller ticked it; a ticked wallet needs an amount.
    expect(parsePaymentForm(form({ ...CARD, walletAmount: "5000" }), now).body).toMatchObject({ walletAmount: 0 });
    expect(parsePaymentForm(form({ ...whole, walletAmount: "-3" }), now).errors).toMatchObject({
      useWallet: "required",
    });
    // Hostile posts: whatever passes has a card, or a positive wallet amount that covers the total.
    fc.assert(
      fc.property(
        fc.record({
          useWallet: fc.constantFrom("on", "", "off"),
          walletAmount: fc.oneof(fc.nat().map(String), fc.string(), fc.constantFrom("1e9", "0x10", " 42 ", "-1")),
          walletCoversDue: fc.constantFrom("on", ""),
          cardNumber: fc.constantFrom("", "5406 6700 0000 0009", "1234"),
        }),
        (fields) => {
          const parsed = parsePaymentForm(form({ ...CARD, ...fields }), now);
          if (!parsed.body) return;
          expect(parsed.body.walletAmount).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(parsed.body.walletAmount)).toBe(true);
          if (!parsed.body.card) expect(parsed.body.walletAmount).toBeGreaterThan(0);
        },
      ),
    );
  });

  it("asks the plans for what the card pays: the total less the wallet's part when it is used", () => {
    const asked = parse(
      installmentsRequestSchema,
      form({ cardNumber: "5406 67", useWallet: "on", walletAmount: "700" }),
    );
    expect(asked.body).toEqual({ cardNumber: "540667", walletAmount: 700 });
    expect(parse(installmentsRequestSchema, form({ cardNumber: "540667", walletAmount: "700" })).body).toEqual({
      cardNumber: "540667",
      walletAmount: 0,
    });
  });

  it("never echoes the card number or the security code", () => {
    const parsed = parsePaymentForm(form({ ...CARD, cvc: "1" }), now);
    expect(parsed.errors).toEqual({ cvc: "cvc" });
    expect(JSON.stringify(parsed.values)).not.toContain("5406");
    expect(parsed.values).not.toHaveProperty("cvc");
  });

  it("refuses a wrong number, an expired card, a short Amex code and unread contracts", () => {
    const parsed = parsePaymentForm(
      form({ holderName: "Ayşe Yılmaz", cardNumber: "5406 6700 0000 0008", expiry: "10/26", cvc: "123" }),
      now,
    );
    expect(parsed.errors).toEqual({ cardNumber: "card", expiry: "expired", agreements: "agreements" });
    expect(parsePaymentForm(form({ ...CARD, cardNumber: "3744 270000 00003", cvc: "123" }), now).errors).toEqual({
      cvc: "cvc",
    });
    expect(parsePaymentForm(form({ ...CARD, expiry: "11/26" }), now).errors).toEqual({});
  });

  it.each(["12/30", "12/2030", "1230", "12 / 30", "12-30", "12.30", "122030", " 12/30 ", "12 /2030"])(
    "reads the expiry spelled %j as December 2030",
    (expiry) => {
      const parsed = parsePaymentForm(form({ ...CARD, expiry }), now);
      expect(parsed.errors).toEqual({});
      expect(parsed.body?.card).toMatchObject({ expiryMonth: 12, expiryYear: 2030 });
    },
  );

  it("reads every month and year in every common spelling alike (generated)", () => {
    const separators = fc.constantFrom("/", " / ", "-", ".", "", " /", "/ ");
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2027, max: 2045 }),
        separators,
        fc.boolean(),
        (month, year, separator, fourDigits) => {
          const mm = String(month).padStart(2, "0");
          const yy = fourDigits ? String(year) : String(year % 100).padStart(2, "0");
          const parsed = parsePaymentForm(form({ ...CARD, expiry: `${mm}${separator}${yy}` }), now);
          expect(parsed.errors).toEqual({});
          expect(parsed.body?.card).toMatchObject({ expiryMonth: month, expiryYear: year });
        },
      ),
    );
  });

  it("refuses expiries that are not a month and a year, whatever is typed (generated)", () => {
    expect(parsePaymentForm(form({ ...CARD, expiry: "13/30" }), now).errors).toEqual({ expiry: "expiry" });
    expect(parsePaymentForm(form({ ...CARD, expiry: "12/3" }), now).errors).toEqual({ expiry: "expiry" });
    expect(parsePaymentForm(form({ ...CARD, expiry: "12303" }), now).errors).toEqual({ expiry: "expiry" });
    expect(parsePaymentForm(form({ ...CARD, expiry: "" }), now).errors).toEqual({ expiry: "required" });
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789/-. a٣") }), (expiry) => {
        const parsed = parsePaymentForm(form({ ...CARD, expiry }), now);
        // Whatever was typed: either a real month of a year ahead, or an expiry error — never a throw.
        if (parsed.body) {
          expect(parsed.body.card?.expiryMonth).toBeGreaterThanOrEqual(1);
          expect(parsed.body.card?.expiryMonth).toBeLessThanOrEqual(12);
          expect(parsed.body.card?.expiryYear).toBeGreaterThanOrEqual(2026);
        } else expect(["expiry", "expired", "required"]).toContain(parsed.errors.expiry);
      }),
    );
  });

  it("asks the installment plans for the typed card's first six digits and echoes no card data", () => {
    const asked = parseInstallmentsRequest(form({ ...CARD, cardNumber: "5406 6700 0000 0009" }));
    expect(asked).toMatchObject({ bin: "540667", errors: {} });
    expect(asked.values).toEqual({
      holderName: "Ayşe Yılmaz",
      installments: "3",
      expiry: "12/30",
      "pre-information-form": "on",
      "distance-sales-contract": "on",
    });
    expect(asked.values).not.toHaveProperty("cvc");
    expect(JSON.stringify(asked.values)).not.toMatch(/5406|0009|123/);
    expect(parseInstallmentsRequest(form({ ...CARD, cardNumber: "5406" }))).toMatchObject({
      bin: null,
      errors: { cardNumber: "card" },
    });
    expect(parseInstallmentsRequest(form({ ...CARD, cardNumber: "" })).errors).toEqual({ cardNumber: "required" });
  });

  it("echoes what was typed except the card number and the security code", () => {
    const parsed = parsePaymentForm(form({ ...CARD, cvc: "1" }), now);
    expect(parsed.values).toEqual({
      holderName: "Ayşe Yılmaz",
      expiry: "12/30",
      installments: "3",
      "pre-information-form": "on",
      "distance-sales-contract": "on",
    });
  });

  it("accepts only the plans the shop offers", () => {
    expect(parsePaymentForm(form({ ...CARD, installments: "12" }), now).body).toBeNull();
  });
});

describe("any post to the checkout's forms (generated)", () => {
  const codes = Object.keys(FIELD_ERROR_MESSAGES);
  const now = new Date("2026-11-22T10:00:00Z");
  const DRIVER_FIELDS = [...Object.keys(DRIVER), "passportNo", "intent"];
  const INVOICE_FIELDS = [
    ...["invoiceType", "citizen", "firstName", "lastName", "tckn", "passportNo", "companyTitle", "taxNumber"],
    ...["taxOffice", "email", "addressLine", "district", "city", "postalCode", "country"],
  ];
  const PAYMENT_FIELDS = [
    ...["cardNumber", "holderName", "expiry", "cvc", "installments", "marketing-email", "marketing-sms"],
    "idempotencyKey",
    ...["useWallet", "walletAmount", "walletCoversDue"],
    ...["pre-information-form", "distance-sales-contract"],
  ];

  /** Never a throw: the body to send, or at least one field named with a code the page has a message for. */
  function assertBodyOrFieldErrors<Schema extends $ZodType>(schema: Schema, fields: readonly string[]) {
    fc.assert(
      fc.property(garbagePost(fields), (data) => {
        const submission = parseSubmission(data, schema, FIELD_ERROR_MESSAGES, "required");
        if (submission.status === "success") return;
        const errors = Object.values(firstErrors(submission.error));
        expect(errors.length).toBeGreaterThan(0);
        for (const code of errors) expect(codes).toContain(code);
      }),
      { numRuns: 300 },
    );
  }

  it("the driver step gives a driver or field errors", () => {
    assertBodyOrFieldErrors(driverSchema, DRIVER_FIELDS);
    fc.assert(
      fc.property(garbagePost(DRIVER_FIELDS), (data) => {
        const submission = parseSubmission(data, driverSchema, FIELD_ERROR_MESSAGES, "required");
        if (submission.status !== "success") return;
        const { driver } = submission.value;
        expect(driver.phone).toMatch(/^\+[1-9]\d{7,14}$/);
        expect(driver.nationality).toMatch(/^[A-Z]{2}$/);
      }),
    );
  });

  it("the invoice step gives an invoice or field errors", () => {
    assertBodyOrFieldErrors(invoiceSchema, INVOICE_FIELDS);
  });

  it("the payment step gives a card and a plan or field errors, and never echoes the card", () => {
    assertBodyOrFieldErrors(paymentSchema(now), PAYMENT_FIELDS);
    assertBodyOrFieldErrors(installmentsRequestSchema, PAYMENT_FIELDS);
    fc.assert(
      fc.property(garbagePost(PAYMENT_FIELDS), (data) => {
        const submission = parseSubmission(data, paymentSchema(now), FIELD_ERROR_MESSAGES, "required");
        const echoed = submission.reply({ hideFields: CARD_SECRETS }).initialValue ?? {};
        expect(echoed).not.toHaveProperty("cardNumber");
        expect(echoed).not.toHaveProperty("cvc");
        if (submission.status === "success") expect([1, 2, 3, 6, 9]).toContain(submission.value.installments);
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import { parseDriverForm, parseInvoiceForm, parsePaymentForm, phoneNumber } from "./checkout-forms.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
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
      accepted: ["pre-information-form", "distance-sales-contract"],
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

  it("accepts only the plans the shop offers", () => {
    expect(parsePaymentForm(form({ ...CARD, installments: "12" }), now).body).toBeNull();
  });
});

import { env } from "cloudflare:workers";
import { PDFDict, type PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { readBack } from "../../../tests/support/pdf-text";
import { AGREEMENTS, BILLING, cardFor, DRIVER } from "../../../tests/support/order-fixtures";
import { mainApiClient, type OrderBody, type PaymentBody } from "../../../tests/support/orders";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { LANGUAGE_TAGS, type NameLanguage } from "../../../shared/names";
import { EXCHANGE_RATES_MICRO_TRY, EXTRAS, PACKAGES } from "../../inventory/data/cars";
import { DOCUMENT_TEXTS } from "./texts";
import { createMainApi } from "../app";

/** 1 March 2027, 09:00 in Istanbul; the rental starts on 10 March. */
const NOW = Date.UTC(2027, 2, 1, 6, 0);
const api = createMainApi({ now: () => NOW });
const { call, ok, session } = mainApiClient(api);

interface Offer {
  code: string;
  searchID: string;
  details: { car: { class: string; carPackage: { name: string }; rules: { creditReportRequired: boolean } } };
}

const RAW_KEYS = [
  ...new Set([
    ...PACKAGES.map((entry) => entry.code),
    ...PACKAGES.flatMap((entry) => entry.includes),
    ...EXTRAS.map((extra) => extra.code),
  ]),
];

function imageCount(pdf: PDFDocument): number {
  return pdf.getPages().reduce((sum, page) => {
    const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
    const images = (xobjects?.entries() ?? []).filter(([, ref]) => {
      const stream = pdf.context.lookup(ref);
      return stream instanceof PDFRawStream && stream.dict.get(PDFName.of("Subtype")) === PDFName.of("Image");
    });
    return sum + images.length;
  }, 0);
}

/** A paid car booking in `language`, searched in the other language, with a package above the base one and two extras. */
async function paidBooking(language: NameLanguage, currency: "TRY" | "EUR" = "TRY") {
  const { token } = await session();
  const results = await ok<{ results: Offer[] }>(
    call("POST", "/search-api/search/point/", {
      version: "v3",
      checkInDateTime: "2027-03-10T10:00",
      checkOutDateTime: "2027-03-13T10:00",
      age: 35,
      language: language === "tr" ? "en" : "tr",
      currency,
      checkInLocation: { lat: 41.2619, lon: 28.7419 },
      checkOutLocation: { lat: 41.2619, lon: 28.7419 },
    }),
  );
  const offer = results.results.find(
    (candidate) =>
      !candidate.details.car.rules.creditReportRequired && candidate.details.car.carPackage.name !== "basePackage",
  );
  expect(offer).toBeDefined();
  const created = await ok<OrderBody>(
    call("POST", "/order-api/order", { language, paymentType: "creditCard", currency }, token),
    201,
  );
  const orderId = created.order.id;
  const extras = [
    { code: "child-seat", quantity: 1 },
    { code: "navigation", quantity: 1 },
  ];
  await ok(
    call(
      "POST",
      `/order-api/order/${orderId}/item/car`,
      { code: offer!.code, searchID: offer!.searchID, quantity: 1, children: extras },
      token,
    ),
  );
  await ok(call("POST", `/order-api/order/${orderId}/passengers`, DRIVER, token));
  await ok(call("POST", `/order-api/order/${orderId}/billing`, BILLING, token));
  await ok(call("POST", `/order-api/order/${orderId}/agreement`, AGREEMENTS, token));
  await ok<PaymentBody>(
    call(
      "POST",
      "/payment-api/payments/charge",
      {
        orderId,
        returnUrl: "/checkout/control",
        idempotencyKey: crypto.randomUUID().replaceAll("-", ""),
        card: cardFor("4543600000000003"),
      },
      token,
    ),
  );
  const document = async (file: string) => {
    const response = await call("GET", `/order-api/order/${orderId}/documents/${file}`, undefined, token);
    expect(response.status, file).toBe(200);
    return readBack(new Uint8Array(await response.arrayBuffer()));
  };
  return { voucher: await document("voucher.pdf"), invoice: await document("invoice.pdf") };
}

beforeAll(() => seedInventory(env.DB));

describe("a booked car's documents", () => {
  const extraName = (code: string, language: NameLanguage) =>
    EXTRAS.find((extra) => extra.code === code)!.name[language];

  it.each(["tr", "en", "de", "ja", "ar"] as const)(
    "name the package, cover and extras in the booking's language (%s), with the car's picture and the company's mark",
    async (language) => {
      const { voucher, invoice } = await paidBooking(language);
      const texts = DOCUMENT_TEXTS[language];
      const names = [
        extraName("child-seat", language),
        extraName("navigation", language),
        texts.coverage["third-party-liability"],
        texts.voucher.driverSection.toLocaleUpperCase(LANGUAGE_TAGS[language]),
      ];
      // Arabic reads back in visual order: its words are checked letter by letter in documents.test.ts.
      if (language !== "ar") for (const name of names) expect(voucher.joined).toContain(name);
      // The search was in another language: its extra names do not leak into the voucher.
      expect(voucher.joined).not.toContain(extraName("child-seat", language === "tr" ? "en" : "tr"));
      for (const { joined } of [voucher, invoice]) {
        expect(RAW_KEYS.filter((key) => joined.includes(key))).toEqual([]);
        expect(joined.match(/\b[a-z]+(?:[A-Z][a-z]+)+\b/g) ?? []).toEqual([]);
      }
      expect(voucher.pdf.catalog.lookup(PDFName.of("Lang"))?.toString()).toBe(`(${LANGUAGE_TAGS[language]})`);
      // The car's picture and the rental company's emblem; the invoice names the company with its emblem.
      expect(imageCount(voucher.pdf)).toBeGreaterThanOrEqual(2);
      expect(imageCount(invoice.pdf)).toBe(1);
      if (language !== "ar") expect(invoice.joined).toContain(texts.invoice.rentalCompany);
    },
  );

  it("invoice a booking paid in euros with the rate and the VAT and total in lira", async () => {
    const { invoice } = await paidBooking("en", "EUR");
    const rate = (EXCHANGE_RATES_MICRO_TRY.EUR / 1_000_000).toFixed(4);
    expect(invoice.joined).toContain(`Exchange rate 1 EUR = ₺${rate}`);
    const total = /Total including taxes €([\d,]+\.\d\d)/.exec(invoice.joined)?.[1];
    const inLira = /Total including taxes in Turkish lira ₺([\d,]+\.\d\d)/.exec(invoice.joined)?.[1];
    const amount = (text: string | undefined) => Number((text ?? "NaN").replaceAll(",", ""));
    // Converted once and rounded to the kuruş.
    expect(Math.abs(amount(inLira) - (amount(total) * EXCHANGE_RATES_MICRO_TRY.EUR) / 1_000_000)).toBeLessThanOrEqual(
      0.005 + 1e-9,
    );
    // A lira booking's invoice has no rate.
    expect((await paidBooking("en")).invoice.joined).not.toContain("Exchange rate");
  });
});

/**
 * What was charged, told the same everywhere after paying: a car booked with a campaign code and
 * one paid in 3 installments, then the payment's charged total, the bank's charge, the voucher,
 * the invoice, the e-mail and the SMS compared. And the voucher's free-cancellation deadline in
 * the pickup office's time (Europe/Istanbul), not in UTC.
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findCharge } from "../../bank/ledger";
import { readBack } from "../../../tests/support/pdf-text";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { mainApiClient, type OrderBody } from "../../../tests/support/orders";
import { AGREEMENTS, BILLING, cardFor, DRIVER } from "../../../tests/support/order-fixtures";
import { createMainApi } from "../app";
import { formatMoney } from "../documents/pdf-kit";

/** 1 March 2027, 09:00 in Istanbul; the rentals below start on 1 July (inside YAZ10's pickup window). */
const START = Date.UTC(2027, 2, 1, 6, 0);
let clock = START;
const api = createMainApi({ now: () => clock });
const { call, ok, session } = mainApiClient(api);

/** Garanti BBVA Bonus: a Turkish credit card of an installment programme, approved without a challenge. */
const INSTALLMENT_CARD = "4543600000000003";
const IST = { lat: 41.2619, lon: 28.7419 };

type Language = "tr" | "en";

interface Offer {
  code: string;
  searchID: string;
  details: { car: { class: string; rules: { creditReportRequired: boolean } } };
  cancellationPolicy: { freeUntil: string | null; timeZone: string; freeUntilHours: number; lateFeePermille: number };
}

interface Payment {
  id: string;
  status: string;
  installments: number;
  amount: { amount: number };
  chargedTotal: { amount: number; currency: string };
  perInstallment: { amount: number };
  installmentSurcharge: { amount: number };
}

async function book(language: Language, options: { campaign?: string; installments?: number }) {
  const { token } = await session();
  const search = await ok<{ results: Offer[] }>(
    call("POST", "/search-api/search/point/", {
      version: "v3",
      checkInDateTime: "2027-07-01T10:00",
      checkOutDateTime: "2027-07-04T10:00",
      age: 35,
      language,
      currency: "TRY",
      checkInLocation: IST,
      checkOutLocation: IST,
    }),
  );
  const offer = search.results.find(
    (candidate) =>
      !candidate.details.car.rules.creditReportRequired &&
      candidate.details.car.class === "economy" &&
      candidate.cancellationPolicy.freeUntilHours > 0,
  )!;
  expect(offer).toBeDefined();
  const created = await ok<OrderBody>(
    call("POST", "/order-api/order", { language, paymentType: "creditCard" }, token),
    201,
  );
  const orderId = created.order.id;
  await ok(call("POST", `/order-api/order/${orderId}/item/car`, { code: offer.code, searchID: offer.searchID }, token));
  if (options.campaign)
    await ok(call("POST", `/order-api/order/${orderId}/campaign`, { code: options.campaign }, token));
  await ok(call("POST", `/order-api/order/${orderId}/passengers`, DRIVER, token));
  await ok(call("POST", `/order-api/order/${orderId}/billing`, BILLING, token));
  const ready = await ok<OrderBody>(call("POST", `/order-api/order/${orderId}/agreement`, AGREEMENTS, token));
  const { payment } = await ok<{ payment: Payment }>(
    call(
      "POST",
      "/payment-api/payments/charge",
      {
        orderId,
        returnUrl: "/checkout/control",
        idempotencyKey: crypto.randomUUID().replaceAll("-", ""),
        installments: options.installments ?? 1,
        card: cardFor(INSTALLMENT_CARD),
      },
      token,
    ),
  );
  expect(payment.status).toBe("succeeded");
  const pdf = async (file: string) => {
    const response = await call("GET", `/order-api/order/${orderId}/documents/${file}`, undefined, token);
    expect(response.status).toBe(200);
    return (await readBack(new Uint8Array(await response.arrayBuffer()))).joined;
  };
  // This booking's messages: other test files of the run book for the same driver into the same outbox.
  const { reservation_id: reservationId } = (await env.DB.prepare("SELECT reservation_id FROM orders WHERE id = ?1")
    .bind(orderId)
    .first<{ reservation_id: string }>())!;
  const outbox = async (channel: "email" | "sms") =>
    (await env.DB.prepare(
      "SELECT body FROM outbox WHERE template = 'booking-confirmed' AND channel = ?1 AND destination = ?2 AND instr(body, ?3) > 0",
    )
      .bind(channel, channel === "email" ? DRIVER.driver.email : DRIVER.driver.phone, reservationId)
      .first<{ body: string }>())!.body;
  return {
    token,
    orderId,
    offer,
    order: ready.order,
    payment,
    bank: (await findCharge(env.DB, payment.id))!,
    voucher: await pdf("voucher.pdf"),
    invoice: await pdf("invoice.pdf"),
    email: await outbox("email"),
    sms: await outbox("sms"),
    invoiceRow: (await env.DB.prepare(
      "SELECT lines, subtotal, vat_total, grand_total FROM invoices WHERE order_id = ?1",
    )
      .bind(orderId)
      .first<{ lines: string; subtotal: number; vat_total: number; grand_total: number }>())!,
    item: (await env.DB.prepare("SELECT price_total, paid_total FROM order_items WHERE order_id = ?1")
      .bind(orderId)
      .first<{ price_total: number; paid_total: number }>())!,
  };
}

const money = (amount: number, language: Language) => formatMoney({ amount, currency: "TRY" }, language);

beforeAll(() => seedInventory(env.DB));
beforeEach(() => {
  clock = START;
});

describe("the charged total, the same everywhere after paying", () => {
  it("with campaign code YAZ10: the voucher, invoice, e-mail and SMS show the discounted amount the bank charged", async () => {
    const booked = await book("tr", { campaign: "YAZ10" });
    const discounted = booked.order.totals.total.amount;
    const full = booked.item.price_total;
    expect(discounted).toBe(full - Math.round(full / 10));
    expect(booked.payment.chargedTotal.amount).toBe(discounted);
    expect(booked.bank.amount).toBe(discounted);
    // The item's paid share is after the discount: refunds are measured against it.
    expect(booked.item.paid_total).toBe(discounted);
    expect(booked.invoiceRow.grand_total).toBe(discounted);
    const shown = money(discounted, "tr");
    for (const place of [booked.voucher, booked.invoice, booked.email, booked.sms]) {
      expect(place).toContain(shown);
      expect(place).not.toContain(money(full, "tr"));
    }
  });

  it("with YAZ10 and 3 installments: the plan's interest is on the discounted price, and every place agrees", async () => {
    const booked = await book("tr", { campaign: "YAZ10", installments: 3 });
    const discounted = booked.item.price_total - Math.round(booked.item.price_total / 10);
    expect(booked.order.totals.total.amount).toBe(discounted);
    const charged = discounted + Math.round(discounted * 0.028);
    expect(booked.payment.chargedTotal.amount).toBe(charged);
    expect(booked.bank.amount).toBe(charged);
    expect(booked.invoiceRow.grand_total).toBe(charged);
    for (const place of [booked.voucher, booked.invoice, booked.email, booked.sms]) {
      expect(place).toContain(money(charged, "tr"));
    }
    expect(booked.item.paid_total).toBe(discounted);
  });

  it("a free cancellation of a YAZ10 booking paid in installments refunds what was paid for it, never more", async () => {
    const booked = await book("tr", { campaign: "YAZ10", installments: 3 });
    const { order } = await ok<OrderBody>(call("GET", `/order-api/order/${booked.orderId}`, undefined, booked.token));
    const item = order.items[0]!;
    const cancelled = await ok<{ refund: { id: string; amount: { amount: number } } }>(
      call(
        "POST",
        `/order-api/order/${booked.orderId}/cancel`,
        { itemId: item.id, reason: "plans_changed" },
        booked.token,
      ),
    );
    // The discounted cash price: not the list price, and not the plan's interest.
    expect(cancelled.refund.amount.amount).toBe(booked.order.totals.total.amount);
    const bankRefund = await env.DB.prepare(
      "SELECT COALESCE(SUM(amount), 0) AS amount FROM bank_transactions WHERE kind = 'refund' AND merchant_ref LIKE ?1",
    )
      .bind(`${cancelled.refund.id}%`)
      .first<{ amount: number }>();
    expect(bankRefund!.amount).toBe(booked.order.totals.total.amount);
    expect(bankRefund!.amount).toBeLessThanOrEqual(booked.bank.amount);
  });

  it.each(["tr", "en"] as const)(
    "in 3 installments (%s): the plan's total with its interest is what every place shows, and the invoice lines add up to it",
    async (language) => {
      const booked = await book(language, { installments: 3 });
      const cash = booked.order.totals.total.amount;
      const { payment } = booked;
      expect(payment.installments).toBe(3);
      // The plan's interest (2.8 % for 3 installments) on top of the cash price.
      expect(payment.installmentSurcharge.amount).toBe(Math.round(cash * 0.028));
      const charged = cash + payment.installmentSurcharge.amount;
      expect(payment.chargedTotal.amount).toBe(charged);
      expect(payment.perInstallment.amount).toBe(Math.ceil(charged / 3));
      expect(booked.bank.amount).toBe(charged);

      const total = money(charged, language);
      const plan = `3 ${language === "tr" ? "taksit" : "installments"} × ${money(payment.perInstallment.amount, language)}`;
      for (const place of [booked.voucher, booked.invoice, booked.email, booked.sms]) {
        expect(place).toContain(total);
        expect(place).toContain(plan);
      }

      // The invoice: the rental and the installment surcharge as lines with VAT; lines, VAT and total agree.
      const lines = JSON.parse(booked.invoiceRow.lines) as { description: string; total: number; vatAmount: number }[];
      expect(lines).toHaveLength(2);
      expect(lines[1]!.description).toBe(
        language === "tr" ? "Taksit farkı (3 taksit)" : "Installment surcharge (3 installments)",
      );
      expect(lines[1]!.total).toBe(payment.installmentSurcharge.amount);
      expect(lines.reduce((sum, line) => sum + line.total, 0)).toBe(charged);
      expect(booked.invoiceRow.grand_total).toBe(charged);
      expect(booked.invoiceRow.subtotal + booked.invoiceRow.vat_total).toBe(charged);
      expect(lines.reduce((sum, line) => sum + line.vatAmount, 0)).toBe(booked.invoiceRow.vat_total);
      // The surcharge line before VAT, as e-Arşiv lines are printed.
      expect(booked.invoice).toContain(money(lines[1]!.total - lines[1]!.vatAmount, language));
      // What a refund may give back stays the cash price paid for the rental.
      expect(booked.item.paid_total).toBe(cash);
    },
  );
});

const MONTHS: Record<Language, readonly string[]> = {
  tr: ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

describe("the voucher's free-cancellation deadline", () => {
  it.each(["tr", "en"] as const)(
    "is the pickup office's wall-clock time in Europe/Istanbul, with the late fee and the no-show rule (%s)",
    async (language) => {
      const booked = await book(language, {});
      const policy = booked.offer.cancellationPolicy;
      expect(policy.timeZone).toBe("Europe/Istanbul");
      // 10:00 pickup in Istanbul (UTC+3) less the free hours: the same wall-clock hour, days earlier.
      const deadline = new Date(Date.UTC(2027, 6, 1, 10, 0) - policy.freeUntilHours * 3_600_000);
      const day = `${deadline.getUTCDate()} ${MONTHS[language][deadline.getUTCMonth()]} ${deadline.getUTCFullYear()}`;
      const time = `${String(deadline.getUTCHours()).padStart(2, "0")}:${String(deadline.getUTCMinutes()).padStart(2, "0")}`;
      expect(booked.voucher).toContain(day);
      expect(booked.voucher).toMatch(new RegExp(`${day},? ${time} \\([^)]*Europe/Istanbul\\)`));
      expect(booked.voucher).not.toContain("(UTC)");
      const fee = new Intl.NumberFormat(language === "tr" ? "tr-TR" : "en-GB", { style: "percent" }).format(
        policy.lateFeePermille / 1000,
      );
      expect(booked.voucher).toContain(fee);
      expect(booked.voucher).toContain("no-show");
    },
  );
});

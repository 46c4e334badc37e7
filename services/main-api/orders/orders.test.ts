import { env } from "cloudflare:workers";
import { PDFDocument } from "pdf-lib";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBankSimulator } from "../../bank/app";
import { SIMULATED_SMS_CODE } from "../../bank/cards";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { mainApiClient, type OrderBody, type PaymentBody } from "../../../tests/support/orders";
import { AGREEMENTS, BILLING, cardFor, DRIVER } from "../../../tests/support/order-fixtures";
import { createMainApi } from "../app";
import { outboxOnlySender } from "../accounts/sender";
import { chargeOrder } from "../payments/charge";
import { chargeRequest } from "../../../shared/contract/main-api/payments";
import { type PaymentProvider, simulatedProvider } from "../payments/provider";
import type { OrderRow } from "./model";
import { RESERVATION_ID_PATTERN } from "./reservation-id";
import { CONFIRMATION_TEXTS } from "./confirmation-texts";
import { fillText } from "../shared/fill-text";
import { LANGUAGE_TAGS } from "../../../shared/names";
import { isValidVkn } from "../../../shared/checksums";

/** 1 March 2027, 09:00 in Istanbul; the rentals below start on 10 March. */
const START = Date.UTC(2027, 2, 1, 6, 0);
let clock = START;
const api = createMainApi({ now: () => clock });
const bank = createBankSimulator({ now: () => clock });
const { call, ok, error, session, renew } = mainApiClient(api);

const CARDS = {
  approve: "4543600000000003",
  challenge: "5406670000000009",
  challengeFails: "4543600000000102",
  insufficient: "5406670000000504",
  lost: "9792040000000405",
  timeout: "4543600000000904",
  debit: "4183420000000001",
};

const IST = { lat: 41.2619, lon: 28.7419 };
const carSearch = (overrides: Record<string, unknown> = {}) => ({
  version: "v3",
  checkInDateTime: "2027-03-10T10:00",
  checkOutDateTime: "2027-03-13T10:00",
  age: 35,
  language: "tr",
  currency: "TRY",
  checkInLocation: IST,
  checkOutLocation: IST,
  ...overrides,
});

interface CarOffer {
  code: string;
  searchID: string;
  details: { car: { class: string; rules: { creditReportRequired: boolean } } };
  appointment: { checkInOffice: { id: string } };
}

async function searchCar(overrides: Record<string, unknown> = {}): Promise<CarOffer> {
  const result = await ok<{ results: CarOffer[] }>(call("POST", "/search-api/search/point/", carSearch(overrides)));
  const offer = result.results.find(
    (candidate) => !candidate.details.car.rules.creditReportRequired && candidate.details.car.class === "economy",
  );
  expect(offer).toBeDefined();
  return offer!;
}

async function carOrder(offer?: CarOffer, extras: { code: string; quantity: number }[] = [], language = "tr") {
  const { token, refreshToken } = await session();
  const chosen = offer ?? (await searchCar());
  const created = await ok<OrderBody>(
    call("POST", "/order-api/order", { language, paymentType: "creditCard" }, token),
    201,
  );
  const orderId = created.order.id;
  await ok(
    call(
      "POST",
      `/order-api/order/${orderId}/item/car`,
      { code: chosen.code, searchID: chosen.searchID, quantity: 1, children: extras },
      token,
    ),
  );
  await ok(call("POST", `/order-api/order/${orderId}/passengers`, DRIVER, token));
  await ok(call("POST", `/order-api/order/${orderId}/billing`, BILLING, token));
  const ready = await ok<OrderBody>(call("POST", `/order-api/order/${orderId}/agreement`, AGREEMENTS, token));
  return { token, refreshToken, orderId, order: ready.order, offer: chosen };
}

const charge = (orderId: string, token: string, body: Record<string, unknown>) =>
  call("POST", "/payment-api/payments/charge", { orderId, returnUrl: "/checkout/control", ...body }, token);

const key = () => crypto.randomUUID().replaceAll("-", "");

async function count(sql: string, ...binds: unknown[]): Promise<number> {
  return (
    (
      await env.DB.prepare(sql)
        .bind(...binds)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}

/** Follows the bank's challenge page like a cardholder: enter the code (or cancel), read the form it posts back. */
async function answerChallenge(url: string, answer: { code?: string; cancel?: boolean }) {
  const path = url.replace("/__bank", "");
  expect((await bank.request(path, {}, env)).status).toBe(200);
  const form = new URLSearchParams(answer.cancel ? { cancel: "1" } : { code: answer.code ?? SIMULATED_SMS_CODE });
  const page = await bank.request(
    path,
    { method: "POST", body: form, headers: { "content-type": "application/x-www-form-urlencoded" } },
    env,
  );
  const html = await page.text();
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((match) => [match[1], match[2]]),
  );
  return { status: page.status, html, fields };
}

beforeAll(() => seedInventory(env.DB));
beforeEach(() => {
  clock = START;
});

describe("order → payment → complete, car rental", () => {
  it("pays with a card that needs no challenge and completes once, with everything a booking leaves behind", async () => {
    const { token, orderId, order } = await carOrder(
      undefined,
      [{ code: "child_seat", quantity: 1 }].filter(() => false),
    );
    expect(order.items).toHaveLength(1);
    const total = order.totals.total.amount;
    const result = await ok<PaymentBody>(
      charge(orderId, token, { idempotencyKey: key(), card: cardFor(CARDS.approve) }),
    );
    expect(result.payment.status).toBe("succeeded");
    expect(result.payment.reservationId).toMatch(RESERVATION_ID_PATTERN);
    expect(result.payment.card).toEqual({ bin: "454360", last4: "0003", brand: "visa", bank: "Garanti BBVA" });

    const completed = await ok<OrderBody>(call("GET", `/order-api/order/${orderId}/complete`, undefined, token));
    expect(completed.order).toMatchObject({ status: "completed", reservationId: result.payment.reservationId });
    expect(completed.order.items[0]).toMatchObject({ status: "reserved", paid: { amount: total } });
    expect(completed.order.totals.paid.amount).toBe(total);

    const outbox = await env.DB.prepare(
      "SELECT channel, destination, body FROM outbox WHERE template = 'booking-confirmed' AND body LIKE ?1",
    )
      .bind(`%${result.payment.reservationId}%`)
      .all<{ channel: string; destination: string }>();
    expect(outbox.results.map((row) => [row.channel, row.destination]).sort()).toEqual([
      ["email", "sukru@example.com"],
      ["sms", "+905321234567"],
    ]);
    const invoice = await env.DB.prepare("SELECT number, grand_total, vat_total FROM invoices WHERE order_id = ?1")
      .bind(orderId)
      .first<{ number: string; grand_total: number; vat_total: number }>();
    expect(invoice?.number).toMatch(/^RGA2027\d{9}$/);
    expect(invoice?.grand_total).toBe(total);
    expect(invoice?.vat_total).toBe(Math.round((total * 20) / 120));
    const transactions = await ok<{ transactions: { type: string; paid: { amount: number } }[] }>(
      call("GET", `/payment-api/payments?orderId=${orderId}`, undefined, token),
    );
    expect(transactions.transactions).toEqual([
      expect.objectContaining({ type: "Payment", paid: { amount: total, currency: "TRY" } }),
    ]);
    expect(await count("SELECT COUNT(*) AS n FROM bank_transactions WHERE merchant_ref = ?1", result.payment.id)).toBe(
      1,
    );
  });

  it("takes the car out of inventory for every rental day", async () => {
    const offer = await searchCar();
    const { token, orderId } = await carOrder(offer);
    const office = offer.appointment.checkInOffice.id;
    const before = await count(
      "SELECT COALESCE(SUM(booked), 0) AS n FROM car_bookings_daily WHERE office_id = ?1",
      office,
    );
    await ok(charge(orderId, token, { idempotencyKey: key(), card: cardFor(CARDS.approve) }));
    const after = await count(
      "SELECT COALESCE(SUM(booked), 0) AS n FROM car_bookings_daily WHERE office_id = ?1",
      office,
    );
    expect(after - before).toBe(4); // 10, 11, 12 and 13 March
  });

  it("goes through the bank's 3-D Secure challenge and /checkout/control; a replayed callback moves nothing twice", async () => {
    const { token, orderId } = await carOrder();
    const started = await ok<PaymentBody>(
      charge(orderId, token, { idempotencyKey: key(), card: cardFor(CARDS.challenge) }),
    );
    expect(started.payment.status).toBe("challenge");
    expect(started.payment.redirect?.url).toMatch(/^\/__bank\/3ds\/BK/);

    const wrong = await answerChallenge(started.payment.redirect!.url, { code: "000000" });
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain('role="alert"');
    const { fields, html } = await answerChallenge(started.payment.redirect!.url, {});
    expect(html).toContain('action="/checkout/control"');
    expect(fields).toMatchObject({ paymentId: started.payment.id, status: "approved" });

    const replies = await Promise.all(
      Array.from({ length: 100 }, () => call("POST", "/payment-api/payments/3ds-callback", fields)),
    );
    for (const reply of replies) expect(reply.status).toBe(200);
    const final = await ok<PaymentBody>(replies[0]!);
    expect(final.payment.status).toBe("succeeded");
    expect(final.payment.reservationId).toMatch(RESERVATION_ID_PATTERN);
    expect(await count("SELECT COUNT(*) AS n FROM payment_transactions WHERE order_id = ?1", orderId)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM invoices WHERE order_id = ?1", orderId)).toBe(1);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM outbox WHERE template = 'booking-confirmed' AND body LIKE ?1",
        `%${final.payment.reservationId}%`,
      ),
    ).toBe(2);
    expect(
      await count(
        "SELECT purchase_count AS n FROM users u JOIN orders o ON o.created_by = u.id WHERE o.id = ?1",
        orderId,
      ),
    ).toBe(1);
  });

  it("refuses a callback that the bank did not sign", async () => {
    const { token, orderId } = await carOrder();
    const started = await ok<PaymentBody>(
      charge(orderId, token, { idempotencyKey: key(), card: cardFor(CARDS.challenge) }),
    );
    const forged = {
      paymentId: started.payment.id,
      bankRef: "BKFAKE",
      status: "approved",
      code: "",
      signature: "0".repeat(64),
    };
    expect(await error(call("POST", "/payment-api/payments/3ds-callback", forged))).toMatchObject({
      status: 400,
      code: 2208,
    });
    const stored = await ok<PaymentBody>(call("GET", `/payment-api/payments/${started.payment.id}`, undefined, token));
    expect(stored.payment.status).toBe("challenge");
  });
});

describe("documents", () => {
  it("gives a completed car booking its voucher and invoice as PDFs carrying the reservation id", async () => {
    const { token, orderId } = await carOrder();
    const early = await call("GET", `/order-api/order/${orderId}/documents/voucher.pdf`, undefined, token);
    expect((await error(early)).code).toBe(2105);
    const paid = await ok<PaymentBody>(charge(orderId, token, { idempotencyKey: key(), card: cardFor(CARDS.approve) }));
    const id = paid.payment.reservationId!;
    for (const file of ["voucher.pdf", "invoice.pdf"]) {
      const response = await call("GET", `/order-api/order/${orderId}/documents/${file}`, undefined, token);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      const pdf = await PDFDocument.load(bytes);
      expect(`${pdf.getTitle()} ${pdf.getKeywords()}`, file).toContain(id);
    }
    expect(
      (await call("GET", `/order-api/order/${orderId}/documents/voucher.pdf`, undefined, (await session()).token))
        .status,
    ).toBe(404);
  });
});

describe("test cards", () => {
  it.each([
    [CARDS.insufficient, "insufficient_funds"],
    [CARDS.lost, "lost_card"],
  ])("card %s is declined with %s, and the order stays open to pay again", async (number, reason) => {
    const { token, orderId } = await carOrder();
    const declined = await error(charge(orderId, token, { idempotencyKey: key(), card: cardFor(number) }));
    expect(declined).toMatchObject({ status: 402, code: 2202, details: { reason } });
    const retry = await ok<PaymentBody>(
      charge(orderId, token, { idempotencyKey: key(), card: cardFor(CARDS.approve) }),
    );
    expect(retry.payment.status).toBe("succeeded");
  });

  it("a challenge that fails authentication declines the payment", async () => {
    const { token, orderId } = await carOrder();
    const started = await ok<PaymentBody>(
      charge(orderId, token, { idempotencyKey: key(), card: cardFor(CARDS.challengeFails) }),
    );
    const { fields } = await answerChallenge(started.payment.redirect!.url, {});
    expect(fields.status).toBe("declined");
    const result = await ok<PaymentBody>(call("POST", "/payment-api/payments/3ds-callback", fields));
    expect(result.payment.status).toBe("failed");
    expect((await ok<OrderBody>(call("GET", `/order-api/order/${orderId}`, undefined, token))).order.status).toBe(
      "open",
    );
  });

  it("three wrong codes decline, and cancelling at the bank cancels", async () => {
    const first = await carOrder();
    const started = await ok<PaymentBody>(
      charge(first.orderId, first.token, { idempotencyKey: key(), card: cardFor(CARDS.challenge) }),
    );
    await answerChallenge(started.payment.redirect!.url, { code: "111111" });
    await answerChallenge(started.payment.redirect!.url, { code: "222222" });
    const last = await answerChallenge(started.payment.redirect!.url, { code: "333333" });
    expect(last.fields.status).toBe("declined");

    const second = await carOrder();
    const other = await ok<PaymentBody>(
      charge(second.orderId, second.token, { idempotencyKey: key(), card: cardFor(CARDS.challenge) }),
    );
    const cancelled = await answerChallenge(other.payment.redirect!.url, { cancel: true });
    const result = await ok<PaymentBody>(call("POST", "/payment-api/payments/3ds-callback", cancelled.fields));
    expect(result.payment).toMatchObject({ status: "failed" });
  });

  it("a timeout after the bank committed is resolved by asking the bank: one charge, booking complete", async () => {
    const { token, orderId } = await carOrder();
    const paymentKey = key();
    const result = await ok<PaymentBody>(
      charge(orderId, token, { idempotencyKey: paymentKey, card: cardFor(CARDS.timeout) }),
    );
    expect(result.payment.status).toBe("succeeded");
    const again = await ok<PaymentBody>(
      charge(orderId, token, { idempotencyKey: paymentKey, card: cardFor(CARDS.timeout) }),
    );
    expect(again.payment.id).toBe(result.payment.id);
    expect(await count("SELECT COUNT(*) AS n FROM bank_transactions WHERE merchant_ref = ?1", result.payment.id)).toBe(
      1,
    );
  });
});

describe("a bank that does not answer", () => {
  it("keeps the attempt open (2209), and a replay settles it by asking the bank: one charge", async () => {
    const { orderId } = await carOrder();
    const order = (await env.DB.prepare("SELECT * FROM orders WHERE id = ?1").bind(orderId).first<OrderRow>())!;
    const real = simulatedProvider(env, () => clock);
    let reachable = false;
    const flaky: PaymentProvider = {
      ...real,
      authorize: async (request) => {
        await real.authorize(request); // the bank charges …
        throw new Error("connection reset"); // … but the answer is lost
      },
      inquire: async (paymentId) => (reachable ? real.inquire(paymentId) : { status: "unknown" }),
    };
    const body = chargeRequest(clock).parse({ orderId, idempotencyKey: key(), card: cardFor(CARDS.approve) });
    await expect(chargeOrder(env.DB, flaky, outboxOnlySender, order, body, [], clock)).rejects.toMatchObject({
      kind: "PROVIDER_UNAVAILABLE",
    });
    expect(
      await count("SELECT COUNT(*) AS n FROM payments WHERE order_id = ?1 AND status = 'processing'", orderId),
    ).toBe(1);
    reachable = true;
    const settled = await chargeOrder(env.DB, flaky, outboxOnlySender, order, body, [], clock);
    expect(settled).toMatchObject({ status: "succeeded" });
    expect(await count("SELECT COUNT(*) AS n FROM bank_transactions WHERE merchant_ref = ?1", settled.id)).toBe(1);
  });
});

describe("idempotency", () => {
  it("100 concurrent requests with one key make one charge; replays answer the first outcome", async () => {
    const { token, orderId } = await carOrder();
    const paymentKey = key();
    const body = { idempotencyKey: paymentKey, card: cardFor(CARDS.approve) };
    const replies = await Promise.all(Array.from({ length: 100 }, () => charge(orderId, token, body)));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await count("SELECT COUNT(*) AS n FROM payments WHERE order_id = ?1", orderId)).toBe(1);
    const [payment] = (
      await env.DB.prepare("SELECT id FROM payments WHERE order_id = ?1").bind(orderId).all<{ id: string }>()
    ).results;
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM bank_transactions WHERE merchant_ref = ?1 AND kind = 'charge'",
        payment!.id,
      ),
    ).toBe(1);
    for (let i = 0; i < 5; i++) {
      const replay = await ok<PaymentBody>(charge(orderId, token, body));
      expect(replay.payment).toMatchObject({ id: payment!.id, status: "succeeded" });
    }
  });

  it("refuses the same key with a different payment", async () => {
    const { token, orderId } = await carOrder();
    const paymentKey = key();
    await ok(charge(orderId, token, { idempotencyKey: paymentKey, card: cardFor(CARDS.challenge) }));
    expect(
      await error(charge(orderId, token, { idempotencyKey: paymentKey, card: cardFor(CARDS.approve) })),
    ).toMatchObject({ status: 409, code: 2203 });
  });
});

describe("reservations", () => {
  it("50 concurrent reservations of the last unit: exactly one succeeds, the rest are removed as sold out", async () => {
    const offer = await searchCar({ checkInDateTime: "2027-04-05T10:00", checkOutDateTime: "2027-04-07T10:00" });
    const office = offer.appointment.checkInOffice.id;
    const stored = await env.DB.prepare(
      "SELECT json_extract(offers, '$.' || ?2 || '.m') AS model FROM searches WHERE id = ?1",
    )
      .bind(offer.searchID, offer.code)
      .first<{ model: string }>();
    await env.DB.prepare("UPDATE fleet SET units = 1 WHERE office_id = ?1 AND car_model_id = ?2")
      .bind(office, stored!.model)
      .run();
    const orders = await Promise.all(Array.from({ length: 50 }, () => carOrder(offer)));
    const outcomes = await Promise.all(
      orders.map(({ orderId, token }) =>
        ok<OrderBody>(call("GET", `/order-api/order/${orderId}/reserve`, undefined, token)),
      ),
    );
    const reserved = outcomes.filter((outcome) => outcome.order.items.some((item) => item.status === "reserved"));
    expect(reserved).toHaveLength(1);
    const removed = outcomes.filter((outcome) => outcome.removed?.some((item) => item.reason === "sold_out"));
    expect(removed).toHaveLength(49);
    expect(
      await count(
        "SELECT MAX(booked) AS n FROM car_bookings_daily WHERE office_id = ?1 AND car_model_id = ?2 AND day BETWEEN '2027-04-05' AND '2027-04-07'",
        office,
        stored!.model,
      ),
    ).toBe(1);
  }, 30_000); // 50 full reservations on one database: slow on a busy 2-core machine, not a race.

  it("gives unpaid capacity back after the hold time", async () => {
    const offer = await searchCar({ checkInDateTime: "2027-04-20T10:00", checkOutDateTime: "2027-04-21T10:00" });
    const { orderId, token, refreshToken } = await carOrder(offer);
    await ok(call("GET", `/order-api/order/${orderId}/reserve`, undefined, token));
    const booked = () => count("SELECT COALESCE(SUM(booked), 0) AS n FROM car_bookings_daily WHERE day = '2027-04-20'");
    const held = await booked();
    clock += 21 * 60 * 1000;
    const fresh = await renew(refreshToken);
    const other = await carOrder(
      await searchCar({ checkInDateTime: "2027-04-25T10:00", checkOutDateTime: "2027-04-26T10:00" }),
    );
    await ok(call("GET", `/order-api/order/${other.orderId}/reserve`, undefined, other.token));
    expect(await booked()).toBe(held - 1);
    const mine = await ok<OrderBody>(call("GET", `/order-api/order/${orderId}`, undefined, fresh));
    expect(mine.order.items[0]?.status).toBe("pending");
  });
});

describe("cancellation and refunds", () => {
  async function paidCar(days: { in: string; out: string }) {
    const offer = await searchCar({ checkInDateTime: days.in, checkOutDateTime: days.out });
    const { token, refreshToken, orderId } = await carOrder(offer);
    await ok(charge(orderId, token, { idempotencyKey: key(), card: cardFor(CARDS.approve) }));
    const order = await ok<OrderBody>(call("GET", `/order-api/order/${orderId}`, undefined, token));
    return { token, refreshToken, orderId, order: order.order };
  }

  it("is free well before pickup: the whole amount back to the card", async () => {
    const { token, orderId, order } = await paidCar({ in: "2027-03-20T10:00", out: "2027-03-22T10:00" });
    const item = order.items[0]!;
    const eligibility = await ok<{ items: { eligible: boolean; reason: string; refund: number; fee: number }[] }>(
      call("GET", `/order-api/order/${orderId}/cancel-eligibility`, undefined, token),
    );
    expect(eligibility.items[0]).toMatchObject({ eligible: true, reason: "free", fee: 0, refund: item.paid.amount });
    const cancelled = await ok<{ refund: { amount: { amount: number }; status: string; hash: string } } & OrderBody>(
      call("POST", `/order-api/order/${orderId}/cancel`, { itemId: item.id, reason: "plans_changed" }, token),
    );
    expect(cancelled.refund).toMatchObject({ amount: { amount: item.paid.amount }, status: "completed" });
    expect(cancelled.order.status).toBe("cancelled");
    const status = await ok<{ refund: { status: string } }>(call("GET", `/order-api/refunds/${cancelled.refund.hash}`));
    expect(status.refund.status).toBe("completed");
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM bank_transactions WHERE kind = 'refund' AND merchant_ref = (SELECT id FROM refunds WHERE hash = ?1)",
        cancelled.refund.hash,
      ),
    ).toBe(1);
    const again = await ok<{ refund: { hash: string } }>(
      call("POST", `/order-api/order/${orderId}/cancel`, { itemId: item.id, reason: "plans_changed" }, token),
    );
    expect(again.refund.hash).toBe(cancelled.refund.hash);
  });

  it("costs the company's late fee close to pickup, refunded to the wallet on request; not possible after pickup", async () => {
    const { token, orderId, order } = await paidCar({ in: "2027-03-02T10:00", out: "2027-03-04T10:00" });
    const item = order.items[0]!;
    const eligibility = await ok<{ items: { reason: string; fee: number; refund: number }[] }>(
      call("GET", `/order-api/order/${orderId}/cancel-eligibility`, undefined, token),
    );
    expect(eligibility.items[0]!.reason).toBe("late_fee");
    expect(eligibility.items[0]!.fee).toBeGreaterThan(0);
    expect(eligibility.items[0]!.fee + eligibility.items[0]!.refund).toBe(item.paid.amount);
    const before = await ok<{ balance: { amount: number } }>(call("GET", "/payment-api/wallet", undefined, token));
    await ok(
      call(
        "POST",
        `/order-api/order/${orderId}/cancel`,
        { itemId: item.id, reason: "other", destination: "wallet" },
        token,
      ),
    );
    const after = await ok<{ balance: { amount: number } }>(call("GET", "/payment-api/wallet", undefined, token));
    expect(after.balance.amount - before.balance.amount).toBe(eligibility.items[0]!.refund);

    const late = await paidCar({ in: "2027-03-03T10:00", out: "2027-03-05T10:00" });
    clock = Date.UTC(2027, 2, 3, 9, 0);
    const lateToken = await renew(late.refreshToken);
    expect(
      await error(
        call(
          "POST",
          `/order-api/order/${late.orderId}/cancel`,
          { itemId: late.order.items[0]!.id, reason: "other" },
          lateToken,
        ),
      ),
    ).toMatchObject({ code: 2107, details: { reason: "started" } });
  });
});

describe("changing a car rental", () => {
  async function booked(days: { in: string; out: string }) {
    const offer = await searchCar({ checkInDateTime: days.in, checkOutDateTime: days.out });
    const { token, orderId } = await carOrder(offer);
    const paid = await ok<PaymentBody>(charge(orderId, token, { idempotencyKey: key(), card: cardFor(CARDS.approve) }));
    const order = (await ok<OrderBody>(call("GET", `/order-api/order/${orderId}`, undefined, token))).order;
    return { token, orderId, order, offer, reservationId: paid.payment.reservationId! };
  }

  it("to longer dates: pays only the difference, then the old booking gives way", async () => {
    const original = await booked({ in: "2027-06-01T10:00", out: "2027-06-03T10:00" });
    const paidBefore = original.order.items[0]!.paid.amount;
    const longer = await searchCar({ checkInDateTime: "2027-06-01T10:00", checkOutDateTime: "2027-06-06T10:00" });
    const change = await ok<OrderBody & { order: { totals: { credit: { amount: number } } } }>(
      call(
        "POST",
        `/order-api/order/${original.orderId}/change`,
        { itemId: original.order.items[0]!.id, code: longer.code, searchID: longer.searchID },
        original.token,
      ),
      201,
    );
    const newPrice = change.order.items[0]!.price.amount;
    expect(change.order.totals.credit.amount).toBe(paidBefore);
    expect(change.order.totals.total.amount).toBe(newPrice - paidBefore);
    const paid = await ok<PaymentBody>(
      charge(change.order.id, original.token, { idempotencyKey: key(), card: cardFor(CARDS.approve) }),
    );
    expect(paid.payment.amount.amount).toBe(newPrice - paidBefore);
    expect(paid.payment.reservationId).not.toBe(original.reservationId);
    const before = await ok<OrderBody>(call("GET", `/order-api/order/${original.orderId}`, undefined, original.token));
    expect(before.order.status).toBe("cancelled");
    expect(before.order.items[0]).toMatchObject({ status: "cancelled", removedReason: "changed" });
    const track = await ok<{ events: { type: string }[] }>(
      call("POST", `/order-api/order/${original.orderId}/track`, {}, original.token),
    );
    expect(track.events.map((event) => event.type)).toEqual(["created", "paid", "completed", "item_changed"]);
  });

  it("to a cheaper rental: nothing to pay, the difference goes back to the card", async () => {
    const original = await booked({ in: "2027-06-10T10:00", out: "2027-06-14T10:00" });
    const shorter = await searchCar({ checkInDateTime: "2027-06-10T10:00", checkOutDateTime: "2027-06-11T10:00" });
    const change = await ok<OrderBody & { order: { totals: { refundDue: { amount: number } } } }>(
      call(
        "POST",
        `/order-api/order/${original.orderId}/change`,
        { itemId: original.order.items[0]!.id, code: shorter.code, searchID: shorter.searchID },
        original.token,
      ),
      201,
    );
    const refundDue = change.order.totals.refundDue.amount;
    expect(refundDue).toBe(original.order.items[0]!.paid.amount - change.order.items[0]!.price.amount);
    expect(change.order.totals.total.amount).toBe(0);
    const paid = await ok<PaymentBody>(charge(change.order.id, original.token, { idempotencyKey: key() }));
    expect(paid.payment).toMatchObject({ status: "succeeded", amount: { amount: 0 } });
    const refund = await env.DB.prepare("SELECT amount, status, reason FROM refunds WHERE order_id = ?1")
      .bind(original.orderId)
      .first();
    expect(refund).toEqual({ amount: refundDue, status: "completed", reason: "changed" });
    expect(
      await count(
        "SELECT COALESCE(SUM(amount), 0) AS n FROM bank_transactions WHERE kind = 'refund' AND merchant_ref IN (SELECT id FROM refunds WHERE order_id = ?1)",
        original.orderId,
      ),
    ).toBe(refundDue);
  });
});

describe("personal campaign codes", () => {
  async function registered(email: string) {
    const anonymous = await session();
    await ok(call("POST", "/account-api/login/email", { email }, anonymous.token), 202);
    const message = await env.DB.prepare(
      "SELECT body FROM outbox WHERE destination = ?1 ORDER BY created_at DESC LIMIT 1",
    )
      .bind(email)
      .first<{ body: string }>();
    const code = /\b(\d{6})\b/.exec(message!.body)![1];
    const { token } = await ok<{ token: { accessToken: string } }>(
      call("POST", "/account-api/login/email/complete", { email, code }, anonymous.token),
    );
    return token.accessToken;
  }

  it("issues one code per campaign and account, which discounts one booking", async () => {
    const token = await registered("kampanya@example.com");
    const issued = await ok<{ code: string; discountPermille: number }>(
      call("POST", "/order-api/campaign-code/issue", { campaign: "yaz10" }, token),
      201,
    );
    expect(issued.code).toMatch(/^YAZ10-[2-9A-HJKMNP-Z]{6}$/);
    const again = await ok<{ code: string }>(
      call("POST", "/order-api/campaign-code/issue", { campaign: "YAZ10" }, token),
      201,
    );
    expect(again.code).toBe(issued.code);
    expect(
      await error(call("POST", "/order-api/campaign-code/issue", { campaign: "YAZ10" }, (await session()).token)),
    ).toMatchObject({ code: 3510 });

    const bookWith = async (code: string) => {
      const offer = await searchCar({ checkInDateTime: "2027-07-01T10:00", checkOutDateTime: "2027-07-04T10:00" });
      const created = await ok<OrderBody>(call("POST", "/order-api/order", {}, token), 201);
      const orderId = created.order.id;
      await ok(
        call("POST", `/order-api/order/${orderId}/item/car`, { code: offer.code, searchID: offer.searchID }, token),
      );
      return { orderId, applied: call("POST", `/order-api/order/${orderId}/campaign`, { code }, token) };
    };
    const first = await bookWith(issued.code.toLowerCase());
    const applied = await ok<OrderBody>(first.applied);
    expect(applied.order.totals.discount.amount).toBe(Math.round(applied.order.items[0]!.price.amount / 10));
    await ok(call("POST", `/order-api/order/${first.orderId}/passengers`, DRIVER, token));
    await ok(call("POST", `/order-api/order/${first.orderId}/billing`, BILLING, token));
    await ok(call("POST", `/order-api/order/${first.orderId}/agreement`, AGREEMENTS, token));
    const paid = await ok<PaymentBody>(
      charge(first.orderId, token, { idempotencyKey: key(), card: cardFor(CARDS.approve) }),
    );
    expect(paid.payment.amount.amount).toBe(applied.order.totals.total.amount);
    const second = await bookWith(issued.code);
    expect(await error(second.applied)).toMatchObject({ code: 2106 });
  });
});

describe("wallet as part of a payment", () => {
  it("pays part from the wallet and the rest by card; a failed card gives the wallet part back", async () => {
    const first = await carOrder(
      await searchCar({ checkInDateTime: "2027-03-25T10:00", checkOutDateTime: "2027-03-27T10:00" }),
    );
    await ok(charge(first.orderId, first.token, { idempotencyKey: key(), card: cardFor(CARDS.approve) }));
    const item = (await ok<OrderBody>(call("GET", `/order-api/order/${first.orderId}`, undefined, first.token))).order
      .items[0]!;
    await ok(
      call(
        "POST",
        `/order-api/order/${first.orderId}/cancel`,
        { itemId: item.id, reason: "other", destination: "wallet" },
        first.token,
      ),
    );
    const balance = (
      await ok<{ balance: { amount: number } }>(call("GET", "/payment-api/wallet", undefined, first.token))
    ).balance.amount;
    expect(balance).toBeGreaterThan(0);

    const offer = await searchCar({ checkInDateTime: "2027-03-28T10:00", checkOutDateTime: "2027-03-30T10:00" });
    const created = await ok<OrderBody>(call("POST", "/order-api/order", { language: "tr" }, first.token), 201);
    const orderId = created.order.id;
    await ok(
      call("POST", `/order-api/order/${orderId}/item/car`, { code: offer.code, searchID: offer.searchID }, first.token),
    );
    await ok(call("POST", `/order-api/order/${orderId}/passengers`, DRIVER, first.token));
    await ok(call("POST", `/order-api/order/${orderId}/billing`, BILLING, first.token));
    await ok(call("POST", `/order-api/order/${orderId}/agreement`, AGREEMENTS, first.token));
    const walletPart = Math.min(balance, 10_000);
    const declined = await error(
      charge(orderId, first.token, {
        idempotencyKey: key(),
        walletAmount: walletPart,
        card: cardFor(CARDS.insufficient),
      }),
    );
    expect(declined.code).toBe(2202);
    expect(
      (await ok<{ balance: { amount: number } }>(call("GET", "/payment-api/wallet", undefined, first.token))).balance
        .amount,
    ).toBe(balance);
    const paid = await ok<PaymentBody>(
      charge(orderId, first.token, { idempotencyKey: key(), walletAmount: walletPart, card: cardFor(CARDS.approve) }),
    );
    expect(paid.payment.status).toBe("succeeded");
    expect(
      (await ok<{ balance: { amount: number } }>(call("GET", "/payment-api/wallet", undefined, first.token))).balance
        .amount,
    ).toBe(balance - walletPart);
    const history = await ok<{ entries: { kind: string }[] }>(
      call("GET", "/payment-api/wallet/history", undefined, first.token),
    );
    expect(history.entries.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(["refund", "payment", "adjustment"]),
    );
  });

  it("refuses more than the balance", async () => {
    const { token, orderId } = await carOrder();
    expect(
      await error(
        charge(orderId, token, { idempotencyKey: key(), walletAmount: 1_000_000_00, card: cardFor(CARDS.approve) }),
      ),
    ).toMatchObject({ code: 2206 });
  });
});

describe("find a booking", () => {
  it("opens the booking for the right reservation id and e-mail only, and limits guessing", async () => {
    const { token, orderId } = await carOrder(
      await searchCar({ checkInDateTime: "2027-05-10T10:00", checkOutDateTime: "2027-05-12T10:00" }),
    );
    const paid = await ok<PaymentBody>(charge(orderId, token, { idempotencyKey: key(), card: cardFor(CARDS.approve) }));
    const id = paid.payment.reservationId!;
    const ip = { "cf-connecting-ip": "198.51.100.7" };
    const found = await ok<OrderBody>(
      call(
        "GET",
        `/order-api/order/find?reservationId=${id.toLowerCase().replaceAll("-", "")}&email=SUKRU@example.com`,
        undefined,
        undefined,
        ip,
      ),
    );
    expect(found.order.id).toBe(orderId);
    // The manage token opens that order, without a session.
    const managed = await ok<OrderBody>(call("GET", `/order-api/order/${orderId}?manageToken=${found.manageToken}`));
    expect(managed.order.reservationId).toBe(id);
    const wrong = await error(
      call("GET", `/order-api/order/find?reservationId=${id}&email=someone@example.com`, undefined, undefined, ip),
    );
    const missing = await error(
      call("GET", `/order-api/order/find?reservationId=RG-2222-2222&email=sukru@example.com`, undefined, undefined, ip),
    );
    expect(wrong).toMatchObject({ code: 2108, message: missing.message });
    for (let i = 0; i < 8; i++)
      await call("GET", `/order-api/order/find?reservationId=${id}&email=x${i}@example.com`, undefined, undefined, ip);
    expect(
      await error(
        call("GET", `/order-api/order/find?reservationId=${id}&email=sukru@example.com`, undefined, undefined, ip),
      ),
    ).toMatchObject({ code: 3504 });
  });
});

describe("orders and their details", () => {
  it("answers 2102 for someone else's order and for an unknown one", async () => {
    const { orderId } = await carOrder();
    const stranger = await session();
    expect(await error(call("GET", `/order-api/order/${orderId}`, undefined, stranger.token))).toMatchObject({
      status: 404,
      code: 2102,
    });
    expect(
      await error(call("GET", `/order-api/order/${crypto.randomUUID()}`, undefined, stranger.token)),
    ).toMatchObject({ code: 2102 });
  });

  it("validates billing: T.C. identity number and tax number checksums", async () => {
    const { token, orderId } = await carOrder();
    expect(isValidVkn("1234567891")).toBe(false);
    const validVkn = ["1234567890", "4840847211"].find(isValidVkn);
    expect(validVkn).toBeDefined();
    const corporate = {
      type: "corporate",
      companyTitle: "Örnek Turizm A.Ş.",
      taxNumber: validVkn,
      taxOffice: "Kadıköy",
      email: "muhasebe@example.com",
      address: BILLING.address,
    };
    await ok(call("POST", `/order-api/order/${orderId}/billing`, corporate, token));
    const bad = await error(
      call("POST", `/order-api/order/${orderId}/billing`, { ...corporate, taxNumber: "1234567891" }, token),
    );
    expect(bad).toMatchObject({ code: 3300, details: [{ field: "taxNumber" }] });
    const badTckn = await error(
      call("POST", `/order-api/order/${orderId}/billing`, { ...BILLING, tckn: "12345678901" }, token),
    );
    expect(badTckn.code).toBe(3300);
  });

  it("will not take payment before passengers, billing and both agreements", async () => {
    const { token } = await session();
    const offer = await searchCar();
    const created = await ok<OrderBody>(call("POST", "/order-api/order", {}, token), 201);
    await ok(
      call(
        "POST",
        `/order-api/order/${created.order.id}/item/car`,
        { code: offer.code, searchID: offer.searchID },
        token,
      ),
    );
    const refused = await error(
      charge(created.order.id, token, { idempotencyKey: key(), card: cardFor(CARDS.approve) }),
    );
    expect(refused).toMatchObject({ code: 2105 });
    expect(refused.details?.missing).toEqual([
      "passengers",
      "billing",
      "agreement:pre-information-form",
      "agreement:distance-sales-contract",
    ]);
  });

  it("recomputes prices on the server and removes an item whose search expired", async () => {
    const { refreshToken, orderId, order } = await carOrder();
    expect(order.items[0]!.price.amount).toBeGreaterThan(0);
    clock += 3 * 60 * 60 * 1000;
    const token = await renew(refreshToken);
    const reserved = await ok<OrderBody>(call("GET", `/order-api/order/${orderId}/reserve`, undefined, token));
    expect(reserved.removed).toEqual([{ id: order.items[0]!.id, reason: "search_expired" }]);
    expect(reserved.order.items[0]).toMatchObject({ status: "removed", removedReason: "search_expired" });
  });

  it("shows installment plans for the card: up to 9 on Turkish credit cards, one on debit cards", async () => {
    const { token, orderId, order } = await carOrder();
    const credit = await ok<{ card: { family: string }; options: { count: number; total: { amount: number } }[] }>(
      call("POST", `/order-api/order/${orderId}/installment-info`, { bin: "540667" }, token),
    );
    expect(credit.card.family).toBe("World");
    expect(credit.options.map((option) => option.count)).toEqual([1, 2, 3, 6, 9]);
    expect(credit.options[0]!.total.amount).toBe(order.totals.total.amount);
    expect(credit.options[4]!.total.amount).toBeGreaterThan(order.totals.total.amount);
    const debit = await ok<{ options: { count: number }[] }>(
      call("POST", `/order-api/order/${orderId}/installment-info`, { bin: "418342" }, token),
    );
    expect(debit.options.map((option) => option.count)).toEqual([1]);
    expect(
      await error(charge(orderId, token, { idempotencyKey: key(), installments: 6, card: cardFor(CARDS.debit) })),
    ).toMatchObject({ code: 2205 });
    const paid = await ok<PaymentBody>(
      charge(orderId, token, { idempotencyKey: key(), installments: 6, card: cardFor("5406670000000009") }),
    );
    expect(paid.payment.installmentTotal.amount).toBe(credit.options[3]!.total.amount);
  });

  it("rejects bad card data without keeping it", async () => {
    const { token, orderId } = await carOrder();
    const luhn = await error(charge(orderId, token, { idempotencyKey: key(), card: cardFor("4543600000000004") }));
    expect(luhn).toMatchObject({ code: 3300, details: [{ field: "card.number" }] });
    const expired = await error(
      charge(orderId, token, {
        idempotencyKey: key(),
        card: cardFor(CARDS.approve, { expiryYear: 2026, expiryMonth: 1 }),
      }),
    );
    expect(expired.details).toEqual([expect.objectContaining({ field: "card.expiryMonth" })]);
    expect(await count("SELECT COUNT(*) AS n FROM payments WHERE order_id = ?1", orderId)).toBe(0);
  });
});

describe("flight tickets", () => {
  it("books a flight: passengers per the search, seats taken, paid, completed", async () => {
    const search = await ok<{
      searchID: string;
      results: {
        code: string;
        segments: { flightNumber: string }[];
        pricing: { payment: { total: { amount: number } } };
      }[];
    }>(
      call("POST", "/flight-api/search", {
        origin: "IST",
        destination: "AYT",
        departDate: "2027-03-15",
        adults: 1,
        children: 1,
      }),
    );
    const flight = search.results[0]!;
    const { token } = await session();
    const created = await ok<OrderBody>(call("POST", "/order-api/order", { language: "en" }, token), 201);
    const orderId = created.order.id;
    const added = await ok<OrderBody>(
      call("POST", `/order-api/order/${orderId}/item/flight`, { code: flight.code, searchID: search.searchID }, token),
    );
    expect(added.order.items[0]!.price.amount).toBe(flight.pricing.payment.total.amount);
    const traveller = (type: string, firstName: string, birthDate: string) => ({
      type,
      firstName,
      lastName: "Işık",
      birthDate,
      nationality: "TR",
      tckn: "10000000146",
    });
    const tooFew = await error(
      call(
        "POST",
        `/order-api/order/${orderId}/passengers`,
        {
          passengers: [traveller("adult", "İpek", "1990-01-01")],
          contact: { email: "ipek@example.com", phone: "+905551112233" },
        },
        token,
      ),
    );
    expect(tooFew.code).toBe(3300);
    await ok(
      call(
        "POST",
        `/order-api/order/${orderId}/passengers`,
        {
          passengers: [traveller("adult", "İpek", "1990-01-01"), traveller("child", "Deniz", "2018-06-01")],
          contact: { email: "ipek@example.com", phone: "+905551112233" },
        },
        token,
      ),
    );
    await ok(
      call(
        "POST",
        `/order-api/order/${orderId}/billing`,
        { ...BILLING, firstName: "İpek", lastName: "Işık", email: "ipek@example.com" },
        token,
      ),
    );
    await ok(call("POST", `/order-api/order/${orderId}/agreement`, AGREEMENTS, token));
    const sold = () =>
      count(
        "SELECT COALESCE(SUM(sold), 0) AS n FROM flight_seats_sold WHERE flight_number = ?1",
        flight.segments[0]!.flightNumber,
      );
    const before = await sold();
    const paid = await ok<PaymentBody>(charge(orderId, token, { idempotencyKey: key(), card: cardFor(CARDS.approve) }));
    expect(paid.payment.status).toBe("succeeded");
    expect(await sold()).toBe(before + 2);
    const email = await env.DB.prepare(
      "SELECT subject FROM outbox WHERE destination = 'ipek@example.com' AND template = 'booking-confirmed'",
    ).first<{ subject: string }>();
    expect(email?.subject).toBe(`Your booking is confirmed: ${paid.payment.reservationId}`);
    const ticket = await call("GET", `/order-api/order/${orderId}/documents/ticket.pdf`, undefined, token);
    expect(ticket.headers.get("content-type")).toBe("application/pdf");
    const pdf = await PDFDocument.load(new Uint8Array(await ticket.arrayBuffer()));
    expect(`${pdf.getTitle()} ${pdf.getKeywords()}`).toContain(paid.payment.reservationId!);
  });

  it("books a round trip as one trip of two flights: the return joins its outbound, one PNR, one e-ticket", async () => {
    type Flight = {
      code: string;
      segments: { flightNumber: string; departure: string }[];
      pricing: { payment: { total: { amount: number } } };
    };
    const search = await ok<{ searchID: string; results: Flight[]; returnResults: Flight[] }>(
      call("POST", "/flight-api/search", {
        origin: "SAW",
        destination: "ADB",
        departDate: "2027-03-15",
        returnDate: "2027-03-19",
        adults: 2,
      }),
    );
    const [outbound, otherOutbound] = search.results;
    const inbound = search.returnResults[0]!;
    const { token } = await session();
    const orderId = (await ok<OrderBody>(call("POST", "/order-api/order", { language: "tr" }, token), 201)).order.id;
    const add = (code: string, brand?: string) =>
      call("POST", `/order-api/order/${orderId}/item/flight`, { code, searchID: search.searchID, brand }, token);

    // A return on its own is not a trip.
    expect(await error(add(inbound.code))).toMatchObject({ code: 3300, details: [{ field: "code" }] });
    // Another outbound replaces the first; the return joins the outbound in the basket.
    await ok(add(otherOutbound!.code));
    await ok(add(outbound!.code));
    const both = await ok<OrderBody>(add(inbound.code, "FLEX"));
    const pending = both.order.items.filter((item) => item.status === "pending");
    expect(pending.map((item) => item.product.code)).toEqual([outbound!.code, inbound.code]);
    // Choosing the outbound again starts the trip over: the return leaves with the old outbound.
    await ok(add(outbound!.code));
    expect(
      (await ok<OrderBody>(call("GET", `/order-api/order/${orderId}`, undefined, token))).order.items.filter(
        (item) => item.status === "pending",
      ),
    ).toHaveLength(1);
    await ok(add(inbound.code, "FLEX"));

    const traveller = (firstName: string, passport?: string) => ({
      type: "adult",
      firstName,
      lastName: "Yıldız",
      birthDate: "1985-04-02",
      ...(passport ? { nationality: "DE", passportNo: passport } : { nationality: "TR", tckn: "10000000146" }),
    });
    await ok(
      call(
        "POST",
        `/order-api/order/${orderId}/passengers`,
        {
          passengers: [traveller("Ece"), traveller("Jonas", "C01X00T47")],
          contact: { email: "ece@example.com", phone: "+905551112233" },
        },
        token,
      ),
    );
    await ok(call("POST", `/order-api/order/${orderId}/billing`, { ...BILLING, email: "ece@example.com" }, token));
    await ok(call("POST", `/order-api/order/${orderId}/agreement`, AGREEMENTS, token));
    const paid = await ok<PaymentBody>(charge(orderId, token, { idempotencyKey: key(), card: cardFor(CARDS.approve) }));
    expect(paid.payment.status).toBe("succeeded");
    expect(paid.payment.amount.amount).toBe(
      both.order.items.filter((item) => item.status === "pending").reduce((sum, item) => sum + item.price.amount, 0),
    );

    const done = await ok<OrderBody & { order: { ticketing: { pnr: string; tickets: { ticketNumber: string }[] } } }>(
      call("GET", `/order-api/order/${orderId}`, undefined, token),
    );
    expect(done.order.items.filter((item) => item.status === "reserved")).toHaveLength(2);
    expect(done.order.ticketing.pnr).toMatch(/^[0-9A-Z]{6}$/);
    expect(new Set(done.order.ticketing.tickets.map((ticket) => ticket.ticketNumber)).size).toBe(2);
    const ticket = await call("GET", `/order-api/order/${orderId}/documents/ticket.pdf`, undefined, token);
    const keywords = (await PDFDocument.load(new Uint8Array(await ticket.arrayBuffer()))).getKeywords() ?? "";
    for (const flight of [outbound!, inbound])
      for (const segment of flight.segments) expect(keywords).toContain(segment.flightNumber);
    expect(keywords).toContain("Yıldız/Ece");
    expect(keywords).toContain("Yıldız/Jonas");
    expect(keywords).toContain(done.order.ticketing.pnr);
    // Two bookings' worth of calls and a PDF render: more than the default bound on a busy machine.
  }, 30_000);
});

describe("the confirmation in the booking's language", () => {
  it("sends the e-mail and the SMS in any of the shop's 14 languages, every placeholder filled", async () => {
    for (const language of ["tr", "de", "ja", "ar"] as const) {
      const { token, orderId } = await carOrder(undefined, [], language);
      const paid = await ok<PaymentBody>(
        charge(orderId, token, { idempotencyKey: key(), card: cardFor(CARDS.approve) }),
      );
      const reservationId = paid.payment.reservationId!;
      const sent = async (channel: "email" | "sms") =>
        (await env.DB.prepare(
          "SELECT subject, body FROM outbox WHERE template = 'booking-confirmed' AND channel = ?1 AND body LIKE ?2",
        )
          .bind(channel, `%${reservationId}%`)
          .first<{ subject: string | null; body: string }>())!;
      const email = await sent("email");
      const sms = await sent("sms");
      const texts = CONFIRMATION_TEXTS[language];
      expect(email.subject, language).toBe(fillText(texts.subject, { reservationId }));
      // The template's first words and no placeholder left.
      expect(email.body.startsWith(texts.body.slice(0, texts.body.indexOf("{"))), language).toBe(true);
      expect(`${email.body} ${sms.body}`, language).not.toMatch(/\{\w+\}/);
      expect(sms.body.startsWith("RotaGo:"), language).toBe(true);
      // The pickup's date in the language's own words (the office's zone named the same way).
      const month = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { month: "long", timeZone: "UTC" }).format(
        Date.UTC(2027, 2, 10),
      );
      expect(email.body, language).toContain(month);
    }
  }, 30_000);
});

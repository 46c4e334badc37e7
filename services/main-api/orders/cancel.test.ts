import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  cancelEligibilityResponse,
  cancelResponse,
  refundResponse,
  walletHistoryResponse,
  walletResponse,
} from "../../../shared/contract/main-api/cancellation";
import { MAIN_API_ERROR_DETAILS } from "../../../shared/contract/main-api/errors";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { mainApiClient, type OrderBody } from "../../../tests/support/orders";
import { AGREEMENTS, BILLING, cardFor, DRIVER } from "../../../tests/support/order-fixtures";
import { createMainApi } from "../app";
import { CARD_REFUND_BUSINESS_DAYS } from "./cancel";

/** 1 March 2027, 09:00 in Istanbul. */
const START = Date.UTC(2027, 2, 1, 6, 0);
let clock = START;
const api = createMainApi({ now: () => clock });
const { call, ok, error, session } = mainApiClient(api);
const APPROVE = "4543600000000003";
const IST = { lat: 41.2619, lon: 28.7419 };
const key = () => crypto.randomUUID().replaceAll("-", "");

beforeAll(() => seedInventory(env.DB));
beforeEach(() => {
  clock = START;
});

async function paidCar(days: { in: string; out: string }, language = "tr") {
  const search = await ok<{
    results: { code: string; searchID: string; details: { car: { rules: { creditReportRequired: boolean } } } }[];
  }>(
    call("POST", "/search-api/search/point/", {
      version: "v3",
      checkInDateTime: days.in,
      checkOutDateTime: days.out,
      age: 35,
      language,
      currency: "TRY",
      checkInLocation: IST,
      checkOutLocation: IST,
    }),
  );
  const offer = search.results.find((candidate) => !candidate.details.car.rules.creditReportRequired)!;
  const { token, user } = await session();
  const created = await ok<OrderBody>(call("POST", "/order-api/order", { language }, token), 201);
  const orderId = created.order.id;
  await ok(call("POST", `/order-api/order/${orderId}/item/car`, { code: offer.code, searchID: offer.searchID }, token));
  await ok(call("POST", `/order-api/order/${orderId}/passengers`, DRIVER, token));
  await ok(call("POST", `/order-api/order/${orderId}/billing`, BILLING, token));
  await ok(call("POST", `/order-api/order/${orderId}/agreement`, AGREEMENTS, token));
  await ok(
    call(
      "POST",
      "/payment-api/payments/charge",
      { orderId, idempotencyKey: key(), card: cardFor(APPROVE), returnUrl: "/checkout/control" },
      token,
    ),
  );
  const { order } = await ok<OrderBody>(call("GET", `/order-api/order/${orderId}`, undefined, token));
  return { token, orderId, order, organizationId: user.organizations[0]!.id };
}

const count = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n ?? 0;

describe("cancel eligibility", () => {
  it("answers the contract: the refund, the fee and where the money can go (card in days, wallet at once)", async () => {
    const { token, orderId, order } = await paidCar({ in: "2027-04-10T10:00", out: "2027-04-12T10:00" });
    const answer = cancelEligibilityResponse.parse(
      await ok(call("GET", `/order-api/order/${orderId}/cancel-eligibility`, undefined, token)),
    );
    expect(answer.reservationId).toBe(order.reservationId);
    expect(answer.items[0]).toMatchObject({
      itemId: order.items[0]!.id,
      kind: "car",
      eligible: true,
      reason: "free",
      fee: 0,
      refund: order.items[0]!.paid.amount,
      destinations: [
        { destination: "card", arrivesWithinBusinessDays: CARD_REFUND_BUSINESS_DAYS },
        { destination: "wallet", arrivesWithinBusinessDays: 0 },
      ],
    });
    expect(Date.parse(answer.items[0]!.freeUntil!)).toBeLessThan(Date.parse("2027-04-10T07:00:00Z"));
  });

  it("refuses a non-refundable flight with the reason the contract names", async () => {
    const search = await ok<{ searchID: string; results: { code: string; selectedBrand: { refundable: boolean } }[] }>(
      call("POST", "/flight-api/search", { origin: "IST", destination: "AYT", departDate: "2027-03-15", adults: 1 }),
    );
    const flight = search.results.find((candidate) => !candidate.selectedBrand.refundable)!;
    const { token } = await session();
    const { order } = await ok<OrderBody>(call("POST", "/order-api/order", { language: "en" }, token), 201);
    await ok(
      call("POST", `/order-api/order/${order.id}/item/flight`, { code: flight.code, searchID: search.searchID }, token),
    );
    await ok(
      call(
        "POST",
        `/order-api/order/${order.id}/passengers`,
        {
          passengers: [
            {
              type: "adult",
              firstName: "İpek",
              lastName: "Işık",
              birthDate: "1990-01-01",
              nationality: "TR",
              tckn: "10000000146",
            },
          ],
          contact: { email: "ipek.cancel@example.com", phone: "+905551112233" },
        },
        token,
      ),
    );
    await ok(call("POST", `/order-api/order/${order.id}/billing`, BILLING, token));
    await ok(call("POST", `/order-api/order/${order.id}/agreement`, AGREEMENTS, token));
    await ok(
      call(
        "POST",
        "/payment-api/payments/charge",
        { orderId: order.id, idempotencyKey: key(), card: cardFor(APPROVE), returnUrl: "/checkout/control" },
        token,
      ),
    );
    const answer = cancelEligibilityResponse.parse(
      await ok(call("GET", `/order-api/order/${order.id}/cancel-eligibility`, undefined, token)),
    );
    expect(answer.items[0]).toMatchObject({ kind: "flight", eligible: false, reason: "not_refundable", refund: 0 });
    const refused = await error(
      call(
        "POST",
        `/order-api/order/${order.id}/cancel`,
        { itemId: answer.items[0]!.itemId, reason: "plans_changed" },
        token,
      ),
    );
    expect(refused).toMatchObject({ status: 422, code: 2107 });
    expect(MAIN_API_ERROR_DETAILS[2107].parse(refused.details)).toEqual({ reason: "not_refundable" });
  });
});

describe("cancel", () => {
  it("to the wallet: the balance and history show the refund, the traveller gets an e-mail and an SMS", async () => {
    const { token, orderId, order } = await paidCar({ in: "2027-04-20T10:00", out: "2027-04-22T10:00" });
    const item = order.items[0]!;
    const result = cancelResponse.parse(
      await ok(
        call(
          "POST",
          `/order-api/order/${orderId}/cancel`,
          { itemId: item.id, reason: "found_better_price", note: "  cheaper elsewhere ", destination: "wallet" },
          token,
        ),
      ),
    );
    expect(result.refund).toMatchObject({
      destination: "wallet",
      status: "completed",
      amount: { amount: item.paid.amount, currency: "TRY" },
      fee: { amount: 0 },
      reason: "found_better_price: cheaper elsewhere",
    });
    expect(result.order.status).toBe("cancelled");
    expect(result.order.items[0]!.status).toBe("cancelled");
    const wallet = walletResponse.parse(await ok(call("GET", "/payment-api/wallet", undefined, token)));
    expect(wallet.balance).toEqual({ amount: item.paid.amount, currency: "TRY" });
    const history = walletHistoryResponse.parse(await ok(call("GET", "/payment-api/wallet/history", undefined, token)));
    expect(history.entries).toEqual([
      expect.objectContaining({ kind: "refund", reference: result.refund.id, amount: wallet.balance }),
    ]);
    const { results: messages } = await env.DB.prepare(
      "SELECT channel, destination, subject, body FROM outbox WHERE template = 'booking-cancelled' AND body LIKE ?1 ORDER BY channel",
    )
      .bind(`%${order.reservationId}%`)
      .all<{ channel: string; destination: string; subject: string | null; body: string }>();
    expect(messages.map((message) => [message.channel, message.destination])).toEqual([
      ["email", DRIVER.driver.email],
      ["sms", DRIVER.driver.phone],
    ]);
    expect(messages[0]!.subject).toBe(`Rezervasyonunuz iptal edildi: ${order.reservationId}`);
    expect(messages[1]!.body).toContain("cüzdanınıza yatırıldı");
    const status = refundResponse.parse(await ok(call("GET", `/order-api/refunds/${result.refund.hash}`)));
    expect(status.refund.id).toBe(result.refund.id);
  });

  it("sent ten times at once (a double submit) cancels and refunds once, and tells the traveller once", async () => {
    const { token, orderId, order, organizationId } = await paidCar(
      { in: "2027-05-10T10:00", out: "2027-05-12T10:00" },
      "en",
    );
    const item = order.items[0]!;
    const body = { itemId: item.id, reason: "plans_changed", destination: "wallet" };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call("POST", `/order-api/order/${orderId}/cancel`, body, token)),
    );
    const refunds = await Promise.all(answers.map(async (answer) => cancelResponse.parse(await ok(answer)).refund));
    expect(new Set(refunds.map((refund) => refund.id)).size).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM refunds WHERE item_id = ?1", item.id)).toBe(1);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM wallet_entries WHERE organization_id = ?1 AND kind = 'refund'",
        organizationId,
      ),
    ).toBe(1);
    expect(
      await count("SELECT COUNT(*) AS n FROM payment_transactions WHERE order_id = ?1 AND type = 'Refund'", orderId),
    ).toBe(1);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM outbox WHERE template = 'booking-cancelled' AND body LIKE ?1",
        `%${order.reservationId}%`,
      ),
    ).toBe(2);
    const wallet = walletResponse.parse(await ok(call("GET", "/payment-api/wallet", undefined, token)));
    expect(wallet.balance.amount).toBe(item.paid.amount);
    // Later: the same answer again, no second refund.
    const again = cancelResponse.parse(await ok(call("POST", `/order-api/order/${orderId}/cancel`, body, token)));
    expect(again.refund.id).toBe(refunds[0]!.id);
  });

  it("to the card: the message names the card and the business days", async () => {
    const { token, orderId, order } = await paidCar({ in: "2027-05-20T10:00", out: "2027-05-22T10:00" }, "en");
    const result = cancelResponse.parse(
      await ok(
        call(
          "POST",
          `/order-api/order/${orderId}/cancel`,
          { itemId: order.items[0]!.id, reason: "booked_by_mistake" },
          token,
        ),
      ),
    );
    expect(result.refund).toMatchObject({ destination: "card", status: "completed" });
    const sms = await env.DB.prepare(
      "SELECT body FROM outbox WHERE template = 'booking-cancelled' AND channel = 'sms' AND body LIKE ?1",
    )
      .bind(`%${order.reservationId}%`)
      .first<{ body: string }>();
    expect(sms?.body).toContain(`back on your card within ${CARD_REFUND_BUSINESS_DAYS} business days`);
  });

  it("answers hostile bodies with 3300 or a refusal, never a 5xx and never a refund", async () => {
    const { token, orderId, order } = await paidCar({ in: "2027-06-10T10:00", out: "2027-06-12T10:00" });
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            itemId: fc.oneof(fc.string({ maxLength: 80 }), fc.integer(), fc.constant(null)),
            reason: fc.oneof(fc.constantFrom("plans_changed", "other", "PLANS_CHANGED", ""), fc.string()),
            note: fc.oneof(fc.string({ maxLength: 600 }), fc.integer()),
            destination: fc.oneof(fc.constantFrom("card", "wallet", "bank", ""), fc.integer()),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const response = await call("POST", `/order-api/order/${orderId}/cancel`, body, token);
          expect(response.status).toBeLessThan(500);
          expect(response.status).not.toBe(200);
          await response.body?.cancel();
        },
      ),
      { numRuns: 60, seed: 20270301 },
    );
    expect(await count("SELECT COUNT(*) AS n FROM refunds WHERE order_id = ?1", orderId)).toBe(0);
    expect(order.status).toBe("completed");
  });
});

import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  cancelEligibilityResponse,
  cancelResponse,
  walletHistoryResponse,
  walletResponse,
} from "../../../shared/contract/main-api/cancellation";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { mainApiClient, type OrderBody, type PaymentBody } from "../../../tests/support/orders";
import { AGREEMENTS, BILLING, cardFor, DRIVER } from "../../../tests/support/order-fixtures";
import { createMainApi } from "../app";
import { splitByPayers } from "../orders/refund-to-payers";

/** 1 March 2027, 09:00 in Istanbul; the rentals below start later in March and April. */
let clock = Date.UTC(2027, 2, 1, 6, 0);
const api = createMainApi({ now: () => clock });
const { call, ok, error, session, signIn: signInBy } = mainApiClient(api);

const APPROVE = "4543600000000003";
const INSUFFICIENT = "5406670000000504";
const IST = { lat: 41.2619, lon: 28.7419 };
let nextDay = 0;

beforeAll(async () => {
  await seedInventory(env.DB);
});

/** An open car order of `token`'s session, ready to pay, with this driver e-mail. */
async function readyOrder(token: string, email = DRIVER.driver.email) {
  clock += 60_000;
  const day = new Date(Date.UTC(2027, 2, 10 + nextDay++)).toISOString().slice(0, 10);
  const search = await ok<{ results: { code: string; searchID: string; details: { car: { class: string } } }[] }>(
    call("POST", "/search-api/search/point/", {
      version: "v3",
      checkInDateTime: `${day}T10:00`,
      checkOutDateTime: `${day}T18:00`,
      age: 35,
      language: "tr",
      currency: "TRY",
      checkInLocation: IST,
      checkOutLocation: IST,
    }),
  );
  const offer = search.results.find((result) => result.details.car.class === "economy")!;
  const { order } = await ok<OrderBody>(call("POST", "/order-api/order", { language: "tr" }, token), 201);
  await ok(
    call("POST", `/order-api/order/${order.id}/item/car`, { code: offer.code, searchID: offer.searchID }, token),
  );
  await ok(call("POST", `/order-api/order/${order.id}/passengers`, { driver: { ...DRIVER.driver, email } }, token));
  await ok(call("POST", `/order-api/order/${order.id}/billing`, { ...BILLING, email }, token));
  await ok(call("POST", `/order-api/order/${order.id}/agreement`, AGREEMENTS, token));
  return order.id;
}

const pay = (orderId: string, token: string, body: Record<string, unknown>) =>
  call(
    "POST",
    "/payment-api/payments/charge",
    { orderId, returnUrl: "/checkout/control", idempotencyKey: crypto.randomUUID(), ...body },
    token,
  );

const balanceOf = async (token: string) =>
  walletResponse.parse(await ok(call("GET", "/payment-api/wallet", undefined, token))).balance.amount;

async function bookedItem(orderId: string, token: string) {
  return (await ok<OrderBody>(call("GET", `/order-api/order/${orderId}`, undefined, token))).order.items[0]!;
}

/** Signs in by e-mail (a fresh account) and reads its id and organizations. */
async function signIn(email: string) {
  const token = await signInBy("email", email);
  const { user } = await ok<{ user: { id: string; organizations: { id: string }[] } }>(
    call("GET", "/account-api/user", undefined, token),
  );
  return { token, userId: user.id, organizations: user.organizations.map((org) => org.id) };
}

/** Money already in an organization's wallet (as support would credit it). */
async function credit(organizationId: string, amount: number) {
  await env.DB.prepare(
    "INSERT INTO wallet_entries (id, organization_id, amount, kind, reference, description, created_at) VALUES (?1, ?2, ?3, 'adjustment', ?1, 'Goodwill credit', ?4)",
  )
    .bind(crypto.randomUUID(), organizationId, amount, clock)
    .run();
}

async function refundedToCards(orderId: string): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT COALESCE(SUM(b.amount), 0) AS total FROM bank_transactions b
     WHERE b.kind = 'refund' AND b.status = 'approved'
       AND b.original_ref IN (SELECT provider_ref FROM payments WHERE order_id = ?1)`,
  )
    .bind(orderId)
    .first<{ total: number }>();
  return row?.total ?? 0;
}

describe("the wallet's share of a refund", () => {
  it("is in proportion to what the wallet paid, never more to the cards than they paid (generated amounts)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (amount, cardPaid, walletPaid) => {
          const { card, wallet } = splitByPayers(amount, cardPaid, walletPaid);
          expect(card + wallet).toBe(amount);
          expect(card).toBeGreaterThanOrEqual(0);
          expect(wallet).toBeGreaterThanOrEqual(0);
          if (walletPaid === 0) expect(wallet).toBe(0);
          if (cardPaid + walletPaid > 0 && amount <= cardPaid + walletPaid) {
            expect(card).toBeLessThanOrEqual(cardPaid);
            // At most one minor unit of rounding away from the exact proportion.
            expect(Math.abs(wallet - (amount * walletPaid) / (cardPaid + walletPaid))).toBeLessThan(1);
          }
        },
      ),
    );
  });
});

describe("paying with the wallet", () => {
  it("takes the account's balance from every organization it has, and gives each its part back when the card fails", async () => {
    const account = await signIn("wallet.two.orgs@example.com");
    const other = await session();
    // A second organization of the account (as after a guest's basket joined it).
    await env.DB.prepare("INSERT INTO organization_members (organization_id, user_id) VALUES (?1, ?2)")
      .bind(other.user.organizations[0]!.id, account.userId)
      .run();
    await credit(account.organizations[0]!, 30_000);
    await credit(other.user.organizations[0]!.id, 20_000);
    expect(await balanceOf(account.token)).toBe(50_000);

    const orderId = await readyOrder(account.token, "wallet.two.orgs@example.com");
    const declined = await error(pay(orderId, account.token, { walletAmount: 45_000, card: cardFor(INSUFFICIENT) }));
    expect(declined.code).toBe(2202);
    expect(await balanceOf(account.token)).toBe(50_000);

    const paid = await ok<PaymentBody>(pay(orderId, account.token, { walletAmount: 45_000, card: cardFor(APPROVE) }));
    expect(paid.payment.status).toBe("succeeded");
    expect(await balanceOf(account.token)).toBe(5_000);
    const history = walletHistoryResponse.parse(
      await ok(call("GET", "/payment-api/wallet/history", undefined, account.token)),
    );
    const payments = history.entries.filter(
      (entry) => entry.kind === "payment" && entry.reference.startsWith(paid.payment.id),
    );
    expect(payments.map((entry) => entry.amount.amount).sort((a, b) => a - b)).toEqual([-30_000, -15_000]);
  });

  it("pays a whole booking without a card when the balance covers it; another visitor cannot spend that balance", async () => {
    const account = await signIn("wallet.whole@example.com");
    await credit(account.organizations[0]!, 5_000_000);
    const orderId = await readyOrder(account.token, "wallet.whole@example.com");
    const due = (await ok<OrderBody>(call("GET", `/order-api/order/${orderId}`, undefined, account.token))).order;
    const total = due.totals.due.amount;
    const stranger = await session();
    expect(await error(pay(orderId, stranger.token, { walletAmount: total }))).toMatchObject({ status: 404 });
    const strangersOrder = await readyOrder(stranger.token);
    expect(await error(pay(strangersOrder, stranger.token, { walletAmount: 1_000 }))).toMatchObject({ code: 2206 });
    const noCard = await ok<PaymentBody>(pay(orderId, account.token, { walletAmount: total }));
    expect(noCard.payment).toMatchObject({ status: "succeeded", amount: { amount: 0 } });
    expect(await balanceOf(account.token)).toBe(5_000_000 - total);
  });
});

describe("cancelling a booking the wallet paid for in part", () => {
  it("to the card: the card gets its share back, the wallet the rest, as the preview said; the e-mail says both and links the booking", async () => {
    const account = await signIn("wallet.split@example.com");
    await credit(account.organizations[0]!, 40_000);
    const orderId = await readyOrder(account.token, "wallet.split@example.com");
    const paid = await ok<PaymentBody>(pay(orderId, account.token, { walletAmount: 40_000, card: cardFor(APPROVE) }));
    expect(paid.payment.status).toBe("succeeded");
    expect(await balanceOf(account.token)).toBe(0);
    const item = await bookedItem(orderId, account.token);
    const preview = cancelEligibilityResponse.parse(
      await ok(call("GET", `/order-api/order/${orderId}/cancel-eligibility`, undefined, account.token)),
    ).items[0]!;
    expect(preview.walletShare).toBe(
      preview.refund - splitByPayers(preview.refund, preview.refund - 40_000, 40_000).card,
    );

    const cancelled = cancelResponse.parse(
      await ok(
        call(
          "POST",
          `/order-api/order/${orderId}/cancel`,
          { itemId: item.id, reason: "plans_changed", destination: "card" },
          account.token,
        ),
      ),
    );
    expect(cancelled.refund).toMatchObject({
      destination: "card",
      status: "completed",
      walletPart: { amount: preview.walletShare },
    });
    expect(await balanceOf(account.token)).toBe(preview.walletShare);
    expect(await refundedToCards(orderId)).toBe(preview.refund - preview.walletShare);
    const email = await env.DB.prepare(
      "SELECT body FROM outbox WHERE template = 'booking-cancelled' AND channel = 'email' AND destination = ?1",
    )
      .bind("wallet.split@example.com")
      .first<{ body: string }>();
    expect(email!.body).toContain("cüzdanınıza yatırıldı");
    expect(email!.body).toContain("kartınıza 10 iş günü içinde");
    expect(email!.body).toContain(`/reservation?orderId=${orderId}`);
    expect(email!.body).toContain(`/reservation/find?reservationId=${paid.payment.reservationId}`);
  });

  it("to the wallet by an account that sees a guest's booking through its e-mail: the account's wallet gets it", async () => {
    const guest = await session();
    const orderId = await readyOrder(guest.token, "wallet.guest@example.com");
    await ok(pay(orderId, guest.token, { card: cardFor(APPROVE) }));
    const account = await signIn("wallet.guest@example.com");
    const item = await bookedItem(orderId, account.token);
    const cancelled = cancelResponse.parse(
      await ok(
        call(
          "POST",
          `/order-api/order/${orderId}/cancel`,
          { itemId: item.id, reason: "other", destination: "wallet" },
          account.token,
        ),
      ),
    );
    expect(cancelled.refund).toMatchObject({
      destination: "wallet",
      walletPart: { amount: cancelled.refund.amount.amount },
    });
    expect(await balanceOf(account.token)).toBe(cancelled.refund.amount.amount);
  });
});

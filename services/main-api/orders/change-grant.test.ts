/**
 * A change made by someone who is not a member of the booking's organization (docs/change.md
 * "Who can change"): the holder of the booking's manage token ("find my reservation") and the
 * account whose verified e-mail the booking names reach the change order it makes, read and pay
 * it (3-D Secure included) and its completed booking; nothing else of the organization, and not
 * after the token ends.
 */
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBankSimulator } from "../../bank/app";
import { SIMULATED_SMS_CODE } from "../../bank/cards";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { mainApiClient, type OrderBody, type PaymentBody } from "../../../tests/support/orders";
import { AGREEMENTS, BILLING, cardFor, DRIVER } from "../../../tests/support/order-fixtures";
import { createMainApi } from "../app";

/** 1 March 2027, 09:00 in Istanbul; the rentals below start in April. */
const START = Date.UTC(2027, 2, 1, 6, 0);
let clock = START;
const api = createMainApi({ now: () => clock });
const bank = createBankSimulator({ now: () => clock });
const { call, ok, error, session, renew, signIn } = mainApiClient(api);

const IST = { lat: 41.2619, lon: 28.7419 };
const APPROVE = "4543600000000003";
const CHALLENGE = "5406670000000009";
let nextDay = 1;
/** 10:00 on that day of April 2027 (days past 30 run into May). */
const aprilDay = (day: number) => new Date(Date.UTC(2027, 3, day, 10)).toISOString().slice(0, 16);
let nextIp = 1;

interface Offer {
  code: string;
  searchID: string;
  details: { car: { class: string; rules: { creditReportRequired: boolean } } };
}

async function economyCar(from: string, to: string): Promise<Offer> {
  const { results } = await ok<{ results: Offer[] }>(
    call("POST", "/search-api/search/point/", {
      version: "v3",
      checkInDateTime: from,
      checkOutDateTime: to,
      age: 35,
      language: "tr",
      currency: "TRY",
      checkInLocation: IST,
      checkOutLocation: IST,
    }),
  );
  return results.find(
    (offer) => offer.details.car.class === "economy" && !offer.details.car.rules.creditReportRequired,
  )!;
}

/** A paid car booking of a fresh anonymous visitor, driver e-mail `email`; its own two-day slot in April. */
async function guestBooking(email: string) {
  const day = nextDay;
  nextDay += 4;
  const offer = await economyCar(aprilDay(day), aprilDay(day + 2));
  const owner = await session();
  const { order } = await ok<OrderBody>(
    call("POST", "/order-api/order", { language: "tr", paymentType: "creditCard" }, owner.token),
    201,
  );
  await ok(
    call(
      "POST",
      `/order-api/order/${order.id}/item/car`,
      { code: offer.code, searchID: offer.searchID, quantity: 1 },
      owner.token,
    ),
  );
  await ok(
    call("POST", `/order-api/order/${order.id}/passengers`, { driver: { ...DRIVER.driver, email } }, owner.token),
  );
  await ok(call("POST", `/order-api/order/${order.id}/billing`, { ...BILLING, email }, owner.token));
  await ok(call("POST", `/order-api/order/${order.id}/agreement`, AGREEMENTS, owner.token));
  const paid = await ok<PaymentBody>(
    call(
      "POST",
      "/payment-api/payments/charge",
      {
        orderId: order.id,
        returnUrl: "/checkout/control",
        idempotencyKey: crypto.randomUUID(),
        card: cardFor(APPROVE),
      },
      owner.token,
    ),
  );
  const booked = await ok<OrderBody>(call("GET", `/order-api/order/${order.id}`, undefined, owner.token));
  return { owner, orderId: order.id, order: booked.order, reservationId: paid.payment.reservationId!, day };
}

/** "Find my reservation" for the booking: its manage token. */
async function find(reservationId: string, email: string): Promise<string> {
  const found = await ok<OrderBody>(
    call("GET", `/order-api/order/find?reservationId=${reservationId}&email=${email}`, undefined, undefined, {
      "cf-connecting-ip": `198.51.100.${nextIp++}`,
    }),
  );
  return found.manageToken!;
}

const withToken = (manageToken: string) => ({ "x-manage-token": manageToken });

/** Starts a change of the booking's car to `days` days, as `token` (a session) with `headers`. */
async function startChange(
  booking: Awaited<ReturnType<typeof guestBooking>>,
  days: number,
  token: string,
  headers: Record<string, string>,
) {
  const offer = await economyCar(aprilDay(booking.day), aprilDay(booking.day + days));
  return call(
    "POST",
    `/order-api/order/${booking.orderId}/change`,
    { itemId: booking.order.items[0]!.id, code: offer.code, searchID: offer.searchID },
    token,
    headers,
  );
}

/** Follows the bank's challenge page like a cardholder and returns what the bank posts back. */
async function approveChallenge(url: string) {
  const path = url.replace("/__bank", "");
  const page = await bank.request(
    path,
    {
      method: "POST",
      body: new URLSearchParams({ code: SIMULATED_SMS_CODE }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    },
    env,
  );
  const html = await page.text();
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((match) => [match[1], match[2]]),
  );
}

beforeAll(() => seedInventory(env.DB));
beforeEach(() => {
  clock = START;
});

describe("a change by the holder of the booking's manage token", { timeout: 30_000 }, () => {
  it("reaches the change order: read, installments, contracts, 3-D Secure payment, the new booking and its own token", async () => {
    const booking = await guestBooking("grant.longer@example.com");
    const token = await find(booking.reservationId, "grant.longer@example.com");
    const guest = await session(); // another browser: its own anonymous session, not a member
    const started = await ok<OrderBody>(startChange(booking, 5, guest.token, withToken(token)), 201);
    const changeId = started.order.id;
    expect(started.order.totals.due.amount).toBeGreaterThan(0);

    // Without the token the guest's session sees nothing of it.
    expect(await error(call("GET", `/order-api/order/${changeId}`, undefined, guest.token))).toMatchObject({
      code: 2102,
    });
    const read = await ok<OrderBody>(
      call("GET", `/order-api/order/${changeId}`, undefined, guest.token, withToken(token)),
    );
    expect(read.order.id).toBe(changeId);
    await ok(
      call(
        "POST",
        `/order-api/order/${changeId}/installment-info`,
        { bin: APPROVE.slice(0, 6) },
        guest.token,
        withToken(token),
      ),
    );
    await ok(call("POST", `/order-api/order/${changeId}/agreement`, AGREEMENTS, guest.token, withToken(token)));
    // The basket stays as the change made it: traveller, invoice and items are the members'.
    const driver = { driver: { ...DRIVER.driver, email: "someone.else@example.com" } };
    expect(
      await error(call("POST", `/order-api/order/${changeId}/passengers`, driver, guest.token, withToken(token))),
    ).toMatchObject({ code: 2102 });
    expect(
      await error(
        call(
          "DELETE",
          `/order-api/order/${changeId}/item/${read.order.items[0]!.id}`,
          undefined,
          guest.token,
          withToken(token),
        ),
      ),
    ).toMatchObject({ code: 2102 });

    const charged = await ok<PaymentBody>(
      call(
        "POST",
        "/payment-api/payments/charge",
        {
          orderId: changeId,
          returnUrl: "/checkout/control",
          idempotencyKey: crypto.randomUUID(),
          card: cardFor(CHALLENGE),
        },
        guest.token,
        withToken(token),
      ),
    );
    expect(charged.payment.status).toBe("challenge");
    // The bank's post back carries no session and no token: its signature is the proof.
    const callback = await ok<PaymentBody>(
      call("POST", "/payment-api/payments/3ds-callback", await approveChallenge(charged.payment.redirect!.url)),
    );
    expect(callback.payment.status).toBe("succeeded");
    // /checkout/control reads the payment and its order with the grant.
    const payment = await ok<PaymentBody>(
      call("GET", `/payment-api/payments/${charged.payment.id}`, undefined, guest.token, withToken(token)),
    );
    expect(payment.payment.reservationId).toMatch(/^RG-/);
    expect(payment.payment.reservationId).not.toBe(booking.reservationId);
    const completed = await ok<OrderBody>(
      call("GET", `/order-api/order/${changeId}/complete`, undefined, guest.token, withToken(token)),
    );
    expect(completed.order).toMatchObject({ status: "completed", reservationId: payment.payment.reservationId });
    const before = await ok<OrderBody>(
      call("GET", `/order-api/order/${booking.orderId}`, undefined, guest.token, withToken(token)),
    );
    expect(before.order.status).toBe("cancelled");

    // The new booking's own token ends when the one it came from ends.
    const renewed = await ok<{ manageToken: string }>(
      call("POST", `/order-api/order/${changeId}/manage-token`, {}, guest.token, withToken(token)),
    );
    expect(renewed.manageToken.split(".").slice(0, 2)).toEqual([changeId, token.split(".")[1]]);
    const opened = await ok<OrderBody>(call("GET", `/order-api/order/${changeId}?manageToken=${renewed.manageToken}`));
    expect(opened.order.reservationId).toBe(payment.payment.reservationId);
    // …and opens that booking only, not the one it replaced.
    expect(
      await error(
        call("GET", `/order-api/order/${booking.orderId}`, undefined, guest.token, withToken(renewed.manageToken)),
      ),
    ).toMatchObject({ code: 2102 });
  });

  it("confirms a cheaper change with no card: the difference goes back to the card", async () => {
    const booking = await guestBooking("grant.shorter@example.com");
    const token = await find(booking.reservationId, "grant.shorter@example.com");
    const guest = await session();
    const started = await ok<OrderBody & { order: { totals: { refundDue: { amount: number } } } }>(
      startChange(booking, 1, guest.token, withToken(token)),
      201,
    );
    expect(started.order.totals.refundDue.amount).toBeGreaterThan(0);
    const paid = await ok<PaymentBody>(
      call(
        "POST",
        "/payment-api/payments/charge",
        { orderId: started.order.id, returnUrl: "/checkout/control", idempotencyKey: crypto.randomUUID() },
        guest.token,
        withToken(token),
      ),
    );
    expect(paid.payment).toMatchObject({ status: "succeeded", amount: { amount: 0 } });
    const refund = await env.DB.prepare("SELECT amount, reason FROM refunds WHERE order_id = ?1")
      .bind(booking.orderId)
      .first();
    expect(refund).toEqual({ amount: started.order.totals.refundDue.amount, reason: "changed" });
  });

  it("opens nothing else of the organization, nothing with another booking's or a forged token, nothing after it ends", async () => {
    const booking = await guestBooking("grant.scope@example.com");
    const token = await find(booking.reservationId, "grant.scope@example.com");
    const guest = await session();
    const changeId = (await ok<OrderBody>(startChange(booking, 4, guest.token, withToken(token)), 201)).order.id;
    // Another order of the same organization (the owner's next basket): not the token's.
    const basket = await ok<OrderBody>(
      call("POST", "/order-api/order", { language: "tr", paymentType: "creditCard" }, booking.owner.token),
      201,
    );
    for (const path of [`/order-api/order/${basket.order.id}`, `/order-api/order/${basket.order.id}/complete`]) {
      expect(await error(call("GET", path, undefined, guest.token, withToken(token)))).toMatchObject({ code: 2102 });
    }
    expect(
      await error(
        call(
          "POST",
          "/payment-api/payments/charge",
          { orderId: basket.order.id, returnUrl: "/checkout/control", idempotencyKey: crypto.randomUUID() },
          guest.token,
          withToken(token),
        ),
      ),
    ).toMatchObject({ code: 2102 });
    // No token for an order that is not paid yet, nor for one the token does not reach.
    expect(
      await error(call("POST", `/order-api/order/${changeId}/manage-token`, {}, guest.token, withToken(token))),
    ).toMatchObject({ code: 2105 });
    expect(
      await error(call("POST", `/order-api/order/${basket.order.id}/manage-token`, {}, guest.token, withToken(token))),
    ).toMatchObject({ code: 2102 });
    // A member's session alone gets no token either (it has no grant to carry on).
    expect(
      await error(call("POST", `/order-api/order/${booking.orderId}/manage-token`, {}, booking.owner.token)),
    ).toMatchObject({ code: 2102 });

    // Another booking's token, and this token with its signature or expiry forged.
    const other = await guestBooking("grant.other@example.com");
    const otherToken = await find(other.reservationId, "grant.other@example.com");
    const [orderId, expires, signature] = token.split(".");
    const forged = [
      otherToken,
      `${orderId}.${expires}.${signature!.slice(0, -2)}${signature!.endsWith("AA") ? "BB" : "AA"}`,
      `${orderId}.${Number(expires) + 3_600_000}.${signature}`,
      `${changeId}.${expires}.${signature}`,
    ];
    for (const fake of forged) {
      expect(
        await error(call("GET", `/order-api/order/${changeId}`, undefined, guest.token, withToken(fake))),
      ).toMatchObject({
        code: 2102,
      });
    }

    // Generated tokens (mangled copies of the real one among them) open nothing and fail nothing.
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc
            .tuple(fc.constantFrom(orderId!, changeId), fc.integer(), fc.base64String({ maxLength: 60 }))
            .map(([id, end, mac]) => `${id}.${end}.${mac}`),
        ),
        async (fake) => {
          const answer = await call("GET", `/order-api/order/${changeId}`, undefined, guest.token, {
            "x-manage-token": fake,
          });
          expect(answer.status).toBe(404);
        },
      ),
      { numRuns: 40 },
    );

    // An hour later the token opens neither the booking nor its change.
    clock = Number(expires) + 1;
    const later = await renew(guest.refreshToken);
    for (const id of [booking.orderId, changeId]) {
      expect(await error(call("GET", `/order-api/order/${id}`, undefined, later, withToken(token)))).toMatchObject({
        code: 2102,
      });
    }
  });
});

describe("a change by the account whose verified e-mail the booking names", { timeout: 30_000 }, () => {
  it("changes and pays it, but never sees an open basket of that organization", async () => {
    const booking = await guestBooking("contact.change@example.com");
    const account = await signIn("email", "contact.change@example.com");
    const change = await ok<OrderBody>(startChange(booking, 5, account, {}), 201);
    await ok(call("GET", `/order-api/order/${change.order.id}`, undefined, account));
    await ok(call("POST", `/order-api/order/${change.order.id}/agreement`, AGREEMENTS, account));
    const paid = await ok<PaymentBody>(
      call(
        "POST",
        "/payment-api/payments/charge",
        {
          orderId: change.order.id,
          returnUrl: "/checkout/control",
          idempotencyKey: crypto.randomUUID(),
          card: cardFor(APPROVE),
        },
        account,
      ),
    );
    expect(paid.payment.status).toBe("succeeded");
    const done = await ok<OrderBody>(call("GET", `/order-api/order/${change.order.id}/complete`, undefined, account));
    expect(done.order.reservationId).toBe(paid.payment.reservationId);

    // The owner's next basket names the same invoice e-mail, but an open basket is never the account's.
    const basket = await ok<OrderBody>(
      call("POST", "/order-api/order", { language: "tr", paymentType: "creditCard" }, booking.owner.token),
      201,
    );
    await ok(
      call(
        "POST",
        `/order-api/order/${basket.order.id}/billing`,
        { ...BILLING, email: "contact.change@example.com" },
        booking.owner.token,
      ),
    );
    expect(await error(call("GET", `/order-api/order/${basket.order.id}`, undefined, account))).toMatchObject({
      code: 2102,
    });
  });
});

import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { AGREEMENTS, BILLING, cardFor, DRIVER } from "./order-fixtures";
import type { mainApiClient, OrderBody, PaymentBody } from "./orders";

/** Helpers for the account-extras service tests (services/main-api/account-extras). */
type Client = ReturnType<typeof mainApiClient>;

export interface Session {
  token: string;
  refreshToken: string;
  user: { id: string; organizations: { id: string }[] };
}

/**
 * A registered (not anonymous) user: signs in with the e-mail code read from the development
 * outbox, so the API must be created with `createMainApi({ devOutbox: true })`.
 */
export async function registeredSession(client: Client, email: string): Promise<Session> {
  await client.ok(client.call("POST", "/account-api/login/email", { email }), 202);
  const { messages } = await client.ok<{ messages: { body: string }[] }>(
    client.call("GET", `/account-api/dev/outbox?destination=${encodeURIComponent(email.toLowerCase())}`),
  );
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1];
  expect(code, `no sign-in code sent to ${email}`).toBeDefined();
  const { token, user } = await client.ok<{
    token: { accessToken: string; refreshToken: string };
    user: Session["user"] & { anonymous: boolean };
  }>(client.call("POST", "/account-api/login/email/complete", { email, code }));
  expect(user.anonymous).toBe(false);
  return { token: token.accessToken, refreshToken: token.refreshToken, user };
}

/** The PIN in the latest SMS the simulated credit bureau sent to a number (read from the outbox). */
export async function lastBureauPin(number: string): Promise<string> {
  const row = await env.DB.prepare(
    "SELECT body FROM outbox WHERE template = 'findeks:pin' AND destination = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1",
  )
    .bind(number)
    .first<{ body: string }>();
  const pin = /\b(\d{6})\b/.exec(row?.body ?? "")?.[1];
  if (!pin) throw new Error(`no PIN sent to ${number}`);
  return pin;
}

export interface CarOffer {
  code: string;
  searchID: string;
  details: { car: { class: string; vendor: { id: string }; rules: { creditReportRequired: boolean } } };
  appointment: { checkInOffice: { id: string }; checkOutDateTime: string };
}

/** Istanbul airport; a rental from 10 to 13 March 2027 by a 35-year-old driver. */
export function carSearchBody(overrides: Record<string, unknown> = {}) {
  const IST = { lat: 41.2619, lon: 28.7419 };
  return {
    version: "v3",
    checkInDateTime: "2027-03-10T10:00",
    checkOutDateTime: "2027-03-13T10:00",
    age: 35,
    language: "tr",
    currency: "TRY",
    checkInLocation: IST,
    checkOutLocation: IST,
    ...overrides,
  };
}

/** The first offer of a car search that matches. */
export async function findCar(
  client: Client,
  matches: (offer: CarOffer) => boolean,
  overrides: Record<string, unknown> = {},
): Promise<CarOffer> {
  const { results } = await client.ok<{ results: CarOffer[] }>(
    client.call("POST", "/search-api/search/point/", carSearchBody(overrides)),
  );
  const offer = results.find(matches);
  expect(offer, "no matching car offer").toBeDefined();
  return offer!;
}

/** An open order with one car item, for the session. */
export async function carOrder(client: Client, token: string, offer: CarOffer) {
  const created = await client.ok<OrderBody>(
    client.call("POST", "/order-api/order", { language: "tr", paymentType: "creditCard" }, token),
    201,
  );
  const orderId = created.order.id;
  const withItem = await client.ok<OrderBody>(
    client.call(
      "POST",
      `/order-api/order/${orderId}/item/car`,
      { code: offer.code, searchID: offer.searchID, quantity: 1, children: [] },
      token,
    ),
  );
  return { orderId, itemId: withItem.order.items[0]!.id };
}

/**
 * A car rental booked and paid (economy, no credit report needed): the completed order.
 * `search` overrides the search's fields (its dates, say).
 */
export async function completedCarOrder(client: Client, token: string, search: Record<string, unknown> = {}) {
  const offer = await findCar(
    client,
    (candidate) => !candidate.details.car.rules.creditReportRequired && candidate.details.car.class === "economy",
    search,
  );
  const { orderId, itemId } = await carOrder(client, token, offer);
  await client.ok(client.call("POST", `/order-api/order/${orderId}/passengers`, DRIVER, token));
  await client.ok(client.call("POST", `/order-api/order/${orderId}/billing`, BILLING, token));
  await client.ok(client.call("POST", `/order-api/order/${orderId}/agreement`, AGREEMENTS, token));
  const paid = await client.ok<PaymentBody>(
    client.call(
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
  expect(paid.payment.status).toBe("succeeded");
  const { order } = await client.ok<OrderBody>(client.call("GET", `/order-api/order/${orderId}`, undefined, token));
  return { orderId, itemId, offer, order, reservationId: paid.payment.reservationId };
}

/**
 * Renews the session's tokens in place (after the test clock moved past the access token's
 * 15 minutes). Refresh tokens rotate, so the session keeps the new one.
 */
export async function renewSession(client: Client, session: { token: string; refreshToken: string }) {
  const { token } = await client.ok<{ token: { accessToken: string; refreshToken: string } }>(
    client.call("POST", "/account-api/refresh", { refreshToken: session.refreshToken }),
  );
  session.token = token.accessToken;
  session.refreshToken = token.refreshToken;
  return session.token;
}

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { AGREEMENTS, BILLING, cardFor, DRIVER } from "../support/order-fixtures";
import { seedInventory } from "../support/seed-inventory";
import { fetchPage } from "../support/worker-fetch";

const ORIGIN = "http://localhost";

async function api<T>(jar: Jar, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetchPage(`/api/v1${path}`, {
    method,
    headers: {
      cookie: jar.header,
      accept: "application/json",
      "content-type": "application/json",
      origin: ORIGIN,
      "sec-fetch-site": "same-origin",
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  jar.store(response);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json<T>();
}

/** A car booked and paid at once (card 4543…, approved without 3-D Secure) by the visitor in `jar`. */
async function paidBooking(jar: Jar): Promise<{ paymentId: string }> {
  const pickup = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const dropoff = new Date(Date.now() + 33 * 86_400_000).toISOString().slice(0, 10);
  const search = await api<{
    results: { code: string; searchID: string; details: { car: { rules: { creditReportRequired: boolean } } } }[];
  }>(jar, "POST", "/search-api/search/point/", {
    version: "v3",
    checkInDateTime: `${pickup}T10:00`,
    checkOutDateTime: `${dropoff}T10:00`,
    age: 35,
    currency: "TRY",
    checkInLocation: { lat: 41.2619, lon: 28.7419 },
  });
  const offer = search.results.find((result) => !result.details.car.rules.creditReportRequired)!;
  const { order } = await api<{ order: { id: string } }>(jar, "POST", "/order-api/order", { language: "tr" });
  await api(jar, "POST", `/order-api/order/${order.id}/item/car`, { code: offer.code, searchID: offer.searchID });
  await api(jar, "POST", `/order-api/order/${order.id}/passengers`, DRIVER);
  await api(jar, "POST", `/order-api/order/${order.id}/billing`, BILLING);
  await api(jar, "POST", `/order-api/order/${order.id}/agreement`, AGREEMENTS);
  const { payment } = await api<{ payment: { id: string; status: string } }>(
    jar,
    "POST",
    "/payment-api/payments/charge",
    {
      orderId: order.id,
      idempotencyKey: crypto.randomUUID(),
      card: cardFor("4543600000000003"),
      returnUrl: "/checkout/control",
    },
  );
  expect(payment.status).toBe("succeeded");
  return { paymentId: payment.id };
}

beforeAll(() => seedInventory(env.DB));

describe("the payment confirmation without the payment's session", () => {
  it("answers 404 for a well-formed payment id that does not exist, with a way to look the booking up or sign in", async () => {
    for (const path of ["/checkout/control", "/en/checkout/control"]) {
      const response = await fetchPage(`${path}?payment=${crypto.randomUUID()}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain(path === "/en/checkout/control" ? "Payment not found" : "Ödeme bulunamadı");
      expect(html).toMatch(/href="(\/en)?\/reservation\/find"/);
      expect(html).toMatch(/href="(\/en)?\/login\?redirect=/);
      expect(html).not.toContain('data-testid="reservation-id"');
    }
  });

  it("tells a traveller whose session was lost (or another visitor) only that the payment went through, with a 404", async () => {
    const payer = new Jar();
    const { paymentId } = await paidBooking(payer);
    const own = await fetchPage(`/checkout/control?payment=${paymentId}`, { headers: { cookie: payer.header } });
    expect(own.status).toBe(200);
    const reservationId = /data-testid="reservation-id">([^<]+)</.exec(await own.text())?.[1];
    expect(reservationId).toMatch(/^RG-/);

    const someoneElse = new Jar();
    await fetchPage("/account", { headers: { cookie: someoneElse.header } }).then((response) =>
      someoneElse.store(response),
    );
    for (const jar of [new Jar(), someoneElse]) {
      const response = await fetchPage(`/en/checkout/control?payment=${paymentId}`, {
        headers: { cookie: jar.header },
      });
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("The payment went through and your booking is confirmed.");
      expect(html).toContain(`data-testid="reservation-id">${reservationId}<`);
      expect(html).toContain('href="/en/reservation/find"');
      expect(html).toContain(
        `href="/en/login?redirect=${encodeURIComponent(`/en/checkout/control?payment=${paymentId}`)}"`,
      );
      // Nothing else of the booking: no driver, amounts or documents.
      expect(html).not.toContain(DRIVER.driver.lastName);
      expect(html).not.toContain("voucher.pdf");
    }

    // The Main API's public status: the status and the reservation number, nothing else.
    const status = await fetchPage(`/api/v1/payment-api/payments/${paymentId}/status`, {
      headers: { accept: "application/json" },
    });
    expect(await status.json()).toEqual({ payment: { id: paymentId, status: "succeeded", reservationId } });
    const unknown = await fetchPage(`/api/v1/payment-api/payments/${crypto.randomUUID()}/status`, {
      headers: { accept: "application/json" },
    });
    expect(unknown.status).toBe(404);
  });
});

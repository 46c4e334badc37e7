import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { cardFor, DRIVER } from "../support/order-fixtures";
import { seedInventory } from "../support/seed-inventory";
import { orderReadyToPay, shopApi } from "../support/shop-api";
import { fetchPage } from "../support/worker-fetch";

/** A car booked and paid at once (card 4543…, approved without 3-D Secure) by the visitor in `jar`. */
async function paidBooking(jar: Jar): Promise<{ paymentId: string }> {
  const { orderId } = await orderReadyToPay(jar, { pickupInDays: 30 });
  const { payment } = await shopApi<{ payment: { id: string; status: string } }>(
    jar,
    "POST",
    "/payment-api/payments/charge",
    {
      orderId,
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
    await fetchPage("/hakkimizda", { headers: { cookie: someoneElse.header } }).then((response) =>
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

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { cardFor } from "../support/order-fixtures";
import { seedInventory } from "../support/seed-inventory";
import { bankResult, orderReadyToPay, postBankResult, shopApi } from "../support/shop-api";
import { fetchPage } from "../support/worker-fetch";

beforeAll(() => seedInventory(env.DB));

describe("payment with 3-D Secure through the built worker", () => {
  it("pays at the bank, comes back through /checkout/control and shows the reservation", async () => {
    const jar = new Jar();
    const { orderId } = await orderReadyToPay(jar, { pickupInDays: 20 });
    const { payment } = await shopApi<{ payment: { id: string; status: string; redirect: { url: string } } }>(
      jar,
      "POST",
      "/payment-api/payments/charge",
      {
        orderId,
        idempotencyKey: crypto.randomUUID(),
        card: cardFor("5406670000000009"),
        returnUrl: "/checkout/control",
      },
    );
    expect(payment.status).toBe("challenge");

    // At the bank: its page, then the SMS code.
    const challenge = await fetchPage(payment.redirect.url);
    expect(challenge.status).toBe(200);
    expect(await challenge.text()).toContain('autocomplete="one-time-code"');
    const fields = await bankResult(payment.redirect.url);
    expect(fields.status).toBe("approved");

    // Back to the shop: a cross-site form post without cookies, like a real bank's.
    const callback = await postBankResult("/checkout/control", fields);
    expect(callback.status).toBe(303);
    expect(callback.headers.get("set-cookie")).toBeNull();
    const location = callback.headers.get("location")!;
    expect(location).toBe(`/checkout/control?payment=${payment.id}`);
    // The same result posted again changes nothing and lands on the same page.
    const replay = await postBankResult("/checkout/control", fields);
    expect(replay.headers.get("location")).toBe(location);

    const confirmation = await fetchPage(location, { headers: { cookie: jar.header } });
    const page = await confirmation.text();
    expect(confirmation.status).toBe(200);
    const reservationId = /data-testid="reservation-id">([^<]+)</.exec(page)?.[1];
    expect(reservationId).toMatch(/^RG-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(page).toContain("Ödeme onaylandı");

    const voucher = await fetchPage(`/api/v1/order-api/order/${orderId}/documents/voucher.pdf`, {
      headers: { cookie: jar.header, accept: "application/pdf" },
    });
    expect(voucher.headers.get("content-type")).toBe("application/pdf");
    // The documents' content is tested in the Main API's tests; here: the download works through the Worker.
    const bytes = new Uint8Array(await voucher.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(bytes.byteLength).toBeGreaterThan(5_000);
  });

  it("refuses a forged bank result", async () => {
    const response = await fetchPage("/checkout/control", {
      method: "POST",
      body: new URLSearchParams({
        paymentId: crypto.randomUUID(),
        bankRef: "BKX",
        status: "approved",
        code: "",
        signature: "a".repeat(64),
      }),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://bank.example",
        "sec-fetch-site": "cross-site",
      },
    });
    expect(response.status).toBe(400);
  });
});

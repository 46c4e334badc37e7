import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { BILLING } from "../support/order-fixtures";
import { bindingText, contractTexts, unfilled } from "../support/contract-texts";
import { isoIn } from "../support/dates";
import { getPage as get, postForm as post } from "../support/plain-browser";
import { seedInventory } from "../support/seed-inventory";
import { shopApi } from "../support/shop-api";

beforeAll(() => seedInventory(env.DB));

/** A visitor with a session and a new order holding an IST → AYT flight for two adults. */
async function flightBasket(): Promise<{ jar: Jar; checkout: string }> {
  const jar = new Jar();
  expect((await get(jar, "/en/checkout/flight")).status).toBe(200);
  const search = await shopApi<{ searchID: string; results: { code: string }[] }>(jar, "POST", "/flight-api/search", {
    origin: "IST",
    destination: "AYT",
    departDate: isoIn(21),
    adults: 2,
  });
  const { order } = await shopApi<{ order: { id: string } }>(jar, "POST", "/order-api/order", { language: "en" });
  await shopApi(jar, "POST", `/order-api/order/${order.id}/item/flight`, {
    code: search.results[0]!.code,
    searchID: search.searchID,
  });
  return { jar, checkout: `/en/checkout/flight?orderId=${order.id}` };
}

const TRAVELLERS = {
  intent: "passengers",
  p0_title: "mrs",
  p0_firstName: "Ayşe",
  p0_lastName: "Yılmaz",
  p0_birthDate: "1990-05-04",
  p0_nationality: "TR",
  p0_tckn: "10000000146",
  p1_title: "mr",
  p1_firstName: "Hans",
  p1_lastName: "Müller",
  p1_birthDate: "1985-11-23",
  p1_nationality: "DE",
  p1_passportNo: "C01X00T47",
  p1_passportExpiry: "2034-06-30",
  email: "ayse@example.com",
  dialCode: "+90",
  phone: "(532) 123 45 67",
};

describe("the flight checkout without JavaScript", () => {
  it("shows one form per passenger with both identity fields, and refuses wrong details inline with what was typed", async () => {
    const { jar, checkout } = await flightBasket();
    const page = await (await get(jar, checkout)).text();
    expect(page).toContain("Passenger 1: Adult");
    expect(page).toContain("Passenger 2: Adult");
    expect(page).toContain('name="p1_tckn"');
    expect(page).toContain('name="p1_passportNo"');

    const refused = await post(jar, checkout, {
      ...TRAVELLERS,
      p0_birthDate: isoIn(-365 * 5),
      p0_tckn: "12345678901",
      p1_passportExpiry: isoIn(10),
      email: "not-an-address",
    });
    expect(refused.status).toBe(200);
    const html = await refused.text();
    expect(html).toContain("An adult passenger must be 12 or older on the day of the last flight.");
    expect(html).toContain("This T.C. identity number is not valid.");
    expect(html).toContain("The passport must still be valid after the last flight.");
    expect(html).toContain("Please enter a valid e-mail address");
    expect(html).toContain('value="Müller"');
    expect(html).toMatch(/aria-invalid="true"[^>]*name="p0_birthDate"|name="p0_birthDate"[^>]*aria-invalid="true"/);
  });

  it("answers hand-made posts with inline errors or a 400, never a 5xx", async () => {
    const { jar, checkout } = await flightBasket();
    const posts: Record<string, string>[] = [
      {},
      { intent: "nonsense" },
      { intent: "passengers" },
      { intent: "passengers", p0_birthDate: "9999-99-99", p7_firstName: "x".repeat(20_000), __proto__: "1" },
      { intent: "invoice", invoiceType: "corporate" },
      { intent: "installments", cardNumber: "12" },
      { intent: "pay", idempotencyKey: "short", cardNumber: "4543600000000003" },
    ];
    for (const fields of posts) {
      const response = await post(jar, checkout, fields);
      expect(response.status, JSON.stringify(fields).slice(0, 80)).toBeLessThan(500);
    }
  });

  it("saves the passengers and moves on to the invoice step", async () => {
    const { jar, checkout } = await flightBasket();
    const saved = await post(jar, checkout, TRAVELLERS);
    expect([302, 303]).toContain(saved.status);
    expect(saved.headers.get("location")).toMatch(/\/en\/checkout\/flight\?orderId=.+&step=invoice$/);
    const invoice = await (await get(jar, saved.headers.get("location")!)).text();
    expect(invoice).toContain('value="Ayşe"');
  });

  it("fills every field of both contracts on the payment step: no blank is left", async () => {
    const { jar, checkout } = await flightBasket();
    const orderId = new URL(checkout, "http://localhost").searchParams.get("orderId")!;
    await post(jar, checkout, TRAVELLERS);
    await shopApi(jar, "POST", `/order-api/order/${orderId}/billing`, BILLING);
    const html = await (await get(jar, `${checkout}&step=flight_payment_info`)).text();
    const contracts = contractTexts(html);
    expect(contracts).toHaveLength(2);
    for (const text of contracts) {
      expect(unfilled(text)).toBe(false);
      for (const filled of ["Şükrü Çağlayan", "sukru@example.com", BILLING.address.line, "İstanbul"]) {
        expect(text).toContain(filled);
      }
      expect(text).toMatch(new RegExp(`Order number</th>\\s*<td>${orderId}</td>`));
      expect(text).toMatch(new RegExp(`order ${orderId} (to the|on) `));
      expect(text).toMatch(/PC\d{3} [^<]*\(IST\) → [^<]*\(AYT\)/);
      expect(text).toContain("Passengers: Ayşe Yılmaz, Hans Müller.");
      expect(text).toMatch(/total (?:TRY\s|₺)[\d.,]+, taxes, VAT and fees included/);
      // The binding Turkish text under it, filled with the same booking in Turkish.
      const turkish = bindingText(text);
      expect(turkish).toBeDefined();
      expect(unfilled(turkish!)).toBe(false);
      expect(turkish).toContain("Yolcular: Ayşe Yılmaz, Hans Müller.");
      expect(turkish).toMatch(new RegExp(`Sipariş numarası</th>\\s*<td>${orderId}</td>`));
      expect(turkish).toContain(`${orderId} numaralı sipariş`);
    }
  });

  it("opens a paid booking to its owner and to a manage token from find-my-booking, to nobody else", async () => {
    const { jar, checkout } = await flightBasket();
    const orderId = new URL(checkout, "http://localhost").searchParams.get("orderId")!;
    const passengers = {
      passengers: [
        {
          type: "adult",
          title: "mrs",
          firstName: "Ayşe",
          lastName: "Yılmaz",
          birthDate: "1990-05-04",
          nationality: "TR",
          tckn: "10000000146",
        },
        {
          type: "adult",
          title: "mr",
          firstName: "Hans",
          lastName: "Müller",
          birthDate: "1985-11-23",
          nationality: "DE",
          passportNo: "C01X00T47",
          passportExpiry: "2034-06-30",
        },
      ],
      contact: { email: "ayse@example.com", phone: "+905321234567" },
    };
    await shopApi(jar, "POST", `/order-api/order/${orderId}/passengers`, passengers);
    await shopApi(jar, "POST", `/order-api/order/${orderId}/billing`, BILLING);
    await shopApi(jar, "POST", `/order-api/order/${orderId}/agreement`, {
      accepted: ["pre-information-form", "distance-sales-contract"],
    });
    const { payment } = await shopApi<{ payment: { status: string; reservationId: string } }>(
      jar,
      "POST",
      "/payment-api/payments/charge",
      {
        orderId,
        idempotencyKey: crypto.randomUUID(),
        card: { number: "4543600000000003", holderName: "Ayşe Yılmaz", expiryMonth: 12, expiryYear: 2035, cvc: "123" },
        installments: 1,
        returnUrl: "/checkout/control",
      },
    );
    expect(payment.status).toBe("succeeded");
    const page = `/en/reservation/flight?orderId=${orderId}`;
    const own = await (await get(jar, page)).text();
    expect(own).toContain("Hans Müller");
    expect(own).toContain(payment.reservationId);

    const stranger = new Jar();
    expect((await get(stranger, page)).status).toBe(404);
    const { manageToken } = await shopApi<{ manageToken: string }>(
      stranger,
      "GET",
      `/order-api/order/find?${new URLSearchParams({ reservationId: payment.reservationId, email: "ayse@example.com" })}`,
    );
    const managed = await get(stranger, `${page}&${new URLSearchParams({ manageToken })}`);
    expect(managed.status).toBe(200);
    expect(await managed.text()).toContain("Ayşe Yılmaz");
  });

  it("shows bookings to their owner only", async () => {
    const jar = new Jar();
    expect((await get(jar, "/en/reservation/flight?orderId=no-such-order")).status).toBe(404);
    expect((await get(jar, "/en/reservation/flight-pdf?orderId=no-such-order")).status).toBe(404);
    expect((await get(jar, "/en/reservation/flight-pdf?orderId=%3Cscript%3E")).status).toBe(400);
    expect((await get(jar, "/en/checkout/flight?step=elsewhere")).status).toBe(400);
  });
});

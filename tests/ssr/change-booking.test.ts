import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { bindingText, contractTexts, unfilled } from "../support/contract-texts";
import { cardFor } from "../support/order-fixtures";
import { getPage, postForm } from "../support/plain-browser";
import { seedInventory } from "../support/seed-inventory";
import { orderReadyToPay, shopApi } from "../support/shop-api";

beforeAll(() => seedInventory(env.DB));

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A car booking of the jar's visitor, three days from `pickupInDays` ahead, paid at once. */
async function paidBooking(jar: Jar, pickupInDays = 20): Promise<string> {
  const { orderId } = await orderReadyToPay(jar, { pickupInDays, language: "en" });
  const { payment } = await shopApi<{ payment: { status: string } }>(jar, "POST", "/payment-api/payments/charge", {
    orderId,
    idempotencyKey: crypto.randomUUID(),
    card: cardFor("4543600000000003"),
    returnUrl: "/checkout/control",
  });
  expect(payment.status).toBe("succeeded");
  return orderId;
}

const changeForm = (pickupInDays: number, days: number) => ({
  intent: "search",
  pickupDate: dayAhead(pickupInDays),
  pickupTime: "10:00",
  dropoffDate: dayAhead(pickupInDays + days),
  dropoffTime: "10:00",
  returnAt: "booked",
});

describe("changing a car booking without JavaScript", () => {
  it("a shorter rental: the new price against what was paid, confirmed, refunded", async () => {
    const jar = new Jar();
    const orderId = await paidBooking(jar);
    const entry = await getPage(jar, `/en/reservation/change?orderId=${orderId}`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toContain(`/en/reservation/change/car?orderId=${orderId}`);

    const path = `/en/reservation/change/car?orderId=${orderId}`;
    const form = await getPage(jar, path);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain(`value="${dayAhead(23)}"`);

    const searched = await postForm(jar, path, changeForm(20, 1));
    expect(searched.status).toBe(302);
    const quotePath = searched.headers.get("location")!;
    expect(quotePath).toMatch(new RegExp(`^/en/reservation/change/car\\?orderId=${orderId}&changeId=`));
    const quote = await (await getPage(jar, quotePath)).text();
    expect(quote).toContain("To be refunded");
    expect(quote).toContain('name="intent" value="refund"');

    const key = /name="idempotencyKey" value="([^"]+)"/.exec(quote)![1]!;
    const confirmed = await postForm(jar, quotePath, { intent: "refund", idempotencyKey: key });
    expect(confirmed.status).toBe(302);
    const result = await getPage(jar, confirmed.headers.get("location")!);
    expect(result.status).toBe(200);
    const page = await result.text();
    expect(page).toContain("Your booking has been changed");
    expect(page).toContain("will be refunded to your card");

    const original = await shopApi<{ order: { status: string } }>(jar, "GET", `/order-api/order/${orderId}`);
    expect(original.order.status).toBe("cancelled");
  });

  it("a longer rental asks for the difference through the checkout's payment step", async () => {
    const jar = new Jar();
    const orderId = await paidBooking(jar, 25);
    const searched = await postForm(jar, `/en/reservation/change/car?orderId=${orderId}`, changeForm(25, 6));
    const quote = await (await getPage(jar, searched.headers.get("location")!)).text();
    expect(quote).toContain("To pay now");
    expect(quote).toContain('data-testid="pay"');
    expect(quote).toContain("distance sales contract");
    // The contracts for the difference are filled: the booking's number, the new rental, no blank.
    const contracts = contractTexts(quote);
    expect(contracts).toHaveLength(2);
    for (const text of contracts) {
      expect(unfilled(text)).toBe(false);
      expect(text).toMatch(/RG-[A-Z0-9]{4}-[A-Z0-9]{4}/);
      expect(text).toMatch(/Pickup: [^<]+\. Return: [^<]+\./);
      const turkish = bindingText(text);
      expect(turkish).toBeDefined();
      expect(unfilled(turkish!)).toBe(false);
      expect(turkish).toMatch(/Teslim alma: [^<]+\. İade: [^<]+\./);
    }
  });

  it("explains wrong dates inline and keeps what was typed", async () => {
    const jar = new Jar();
    const orderId = await paidBooking(jar, 30);
    const path = `/en/reservation/change/car?orderId=${orderId}`;
    const wrong = await postForm(jar, path, { ...changeForm(30, 3), dropoffDate: dayAhead(29) });
    expect(wrong.status).toBe(200);
    const page = await wrong.text();
    expect(page).toContain("The return must be after the pickup.");
    expect(page).toContain(`value="${dayAhead(29)}"`);
    const same = await postForm(jar, path, changeForm(30, 3));
    expect(await same.text()).toContain("These are the dates and place you already have.");
  });

  it("another visitor gets 404; hostile posts never fail the server", async () => {
    const jar = new Jar();
    const orderId = await paidBooking(jar, 35);
    const stranger = new Jar();
    expect((await getPage(stranger, `/en/reservation/change/car?orderId=${orderId}`)).status).toBe(404);
    expect((await getPage(stranger, `/en/reservation/change?orderId=${orderId}`)).status).toBe(404);
    expect((await getPage(stranger, "/en/reservation/change")).status).toBe(200);
    const path = `/en/reservation/change/car?orderId=${orderId}`;
    expect((await postForm(jar, path, { intent: "nonsense" })).status).toBe(400);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          intent: fc.constantFrom("search", "pay", "refund", "installments"),
          pickupDate: fc.oneof(fc.string({ maxLength: 12 }), fc.constant(dayAhead(40))),
          pickupTime: fc.oneof(fc.string({ maxLength: 6 }), fc.constant("10:00")),
          dropoffDate: fc.oneof(fc.string({ maxLength: 12 }), fc.constant(dayAhead(39))),
          dropoffTime: fc.string({ maxLength: 6 }),
          returnAt: fc.constantFrom("booked", "other", ""),
          returnText: fc.string({ maxLength: 20 }),
          returnPoint: fc.oneof(fc.string({ maxLength: 20 }), fc.constant("91,200")),
          idempotencyKey: fc.string({ maxLength: 20 }),
        }),
        async (fields) => {
          const response = await postForm(jar, path, fields);
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 15 },
    );
  });

  it("a flight booking shows what its fare allows and sends changes to support", async () => {
    const jar = new Jar();
    expect((await getPage(jar, "/en/reservation/change")).status).toBe(200);
    const search = await shopApi<{ searchID: string; results: { code: string }[] }>(jar, "POST", "/flight-api/search", {
      origin: "IST",
      destination: "AYT",
      departDate: dayAhead(21),
      adults: 1,
    });
    const { order } = await shopApi<{ order: { id: string } }>(jar, "POST", "/order-api/order", { language: "en" });
    await shopApi(jar, "POST", `/order-api/order/${order.id}/item/flight`, {
      code: search.results[0]!.code,
      searchID: search.searchID,
    });
    const traveller = { firstName: "Ayşe", lastName: "Yılmaz", birthDate: "1990-05-04", nationality: "TR" };
    await shopApi(jar, "POST", `/order-api/order/${order.id}/passengers`, {
      passengers: [{ type: "adult", title: "mrs", ...traveller, tckn: "10000000146" }],
      contact: { email: "ayse@example.com", phone: "+905321234567" },
    });
    await shopApi(jar, "POST", `/order-api/order/${order.id}/billing`, {
      type: "individual",
      firstName: "Ayşe",
      lastName: "Yılmaz",
      tckn: "10000000146",
      email: "ayse@example.com",
      address: { line: "Bağdat Caddesi 12", city: "İstanbul", country: "TR" },
    });
    await shopApi(jar, "POST", `/order-api/order/${order.id}/agreement`, {
      accepted: ["pre-information-form", "distance-sales-contract"],
    });
    await shopApi(jar, "POST", "/payment-api/payments/charge", {
      orderId: order.id,
      idempotencyKey: crypto.randomUUID(),
      card: cardFor("4543600000000003"),
      returnUrl: "/checkout/control",
    });
    const entry = await getPage(jar, `/en/reservation/change?orderId=${order.id}`);
    expect(entry.status).toBe(200);
    const page = await entry.text();
    expect(page).toContain("What your fare allows");
    expect(page).toMatch(/Changes (allowed|are not allowed)/);
    expect(page).toContain("Ask support to change the flight");
    expect(page).toContain(`/en/reservation/cancel/flight?orderId=${order.id}`);
    // The car change page is not for flights: it sends the visitor to the entry page.
    const car = await getPage(jar, `/en/reservation/change/car?orderId=${order.id}`);
    expect(car.status).toBe(302);
    expect(car.headers.get("location")).toBe(`/en/reservation/change?orderId=${order.id}`);
  });
});

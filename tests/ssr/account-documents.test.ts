/**
 * The invoices and reviews pages and the findeks section through the built Worker, without
 * JavaScript (docs/invoices-reviews-findeks.md): what a signed-in traveller sees, inline errors
 * from plain posts, and hand-made posts never answered with a 5xx.
 */
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { AGREEMENTS, BILLING, cardFor, DRIVER } from "../support/order-fixtures";
import { seedInventory } from "../support/seed-inventory";
import { orderReadyToPay, shopApi } from "../support/shop-api";
import { lastCode, signedIn, visit } from "../support/sign-in";

/** "YYYY-MM-DD", `days` from now. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function pay(jar: Jar, orderId: string) {
  const { payment } = await shopApi<{ payment: { status: string; reservationId: string } }>(
    jar,
    "POST",
    "/payment-api/payments/charge",
    { orderId, idempotencyKey: crypto.randomUUID(), card: cardFor("4543600000000003"), returnUrl: "/checkout/control" },
  );
  expect(payment.status).toBe("succeeded");
  return payment.reservationId;
}

let traveller: Jar;
let booking: { orderId: string; reservationId: string; itemId: string };

beforeAll(async () => {
  await seedInventory(env.DB);
  traveller = await signedIn("documents-ssr@example.com");
  const { orderId } = await orderReadyToPay(traveller, { pickupInDays: 20, language: "en" });
  const reservationId = await pay(traveller, orderId);
  const { order } = await shopApi<{ order: { items: { id: string; status: string }[] } }>(
    traveller,
    "GET",
    `/order-api/order/${orderId}`,
  );
  booking = { orderId, reservationId, itemId: order.items.find((item) => item.status === "reserved")!.id };
});

describe("invoices", () => {
  it("lists the booking's invoice with its PDF link; a malformed page number is a 400", async () => {
    const response = await visit(traveller, "/en/account/invoices");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1");
    expect(html).toContain("My invoices");
    expect(html).toContain(booking.reservationId);
    expect(html).toContain(`href="/api/v1/order-api/order/${booking.orderId}/documents/invoice.pdf"`);
    expect((await visit(traveller, "/en/account/invoices?page=first")).status).toBe(400);
  });
});

describe("reviews without JavaScript", () => {
  it("shows a rental not over yet with the day its review opens", async () => {
    const html = await (await visit(traveller, "/en/account/reviews")).text();
    expect(html).toContain("Rentals not over yet");
    expect(html).toContain("You can review this rental from");
  });

  it("says why the Main API refuses a review of a rental not over yet", async () => {
    const early = await visit(traveller, "/en/account/reviews", {
      orderId: booking.orderId,
      itemId: booking.itemId,
      rating: "5",
      text: "A clean car and a quick handover.",
    });
    expect(early.status).toBe(422);
    expect(await early.text()).toContain("You can review a rental only after it has ended.");
  });

  it("once the rental is over: errors inline with the text kept, then the review published and listed", async () => {
    // The rental as if it had ended a week ago (the Worker under test reads this database).
    await env.DB.prepare(
      `UPDATE order_items SET product = json_set(product,
         '$.details.car.appointment.checkInDateTime', ?1, '$.details.car.appointment.checkOutDateTime', ?2)
       WHERE id = ?3`,
    )
      .bind(`${dayAhead(-10)}T10:00`, `${dayAhead(-7)}T10:00`, booking.itemId)
      .run();
    const post = { orderId: booking.orderId, itemId: booking.itemId, text: "<b>Good</b>" };
    const invalid = await visit(traveller, "/en/account/reviews", post);
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain("Please choose from 1 to 5 stars.");
    expect(html).toContain("Please write at least 10 characters about your rental.");
    expect(html).toContain("&lt;b&gt;Good&lt;/b&gt;</textarea>");

    const text = "A clean car and a quick handover at the airport.";
    const published = await visit(traveller, "/en/account/reviews", { ...post, rating: "4", text });
    expect(published.status).toBe(303);
    expect(published.headers.get("location")).toBe(`/en/account/reviews?written=${booking.itemId}`);
    const after = await (await visit(traveller, `/en/account/reviews?written=${booking.itemId}`)).text();
    expect(after).toContain("Thank you! Your review is now shown on the pages of");
    expect(after).toContain(text);
    expect(after).toContain("8.0/10");
  });

  it("answers hand-made posts with 4xx, never a 5xx", async () => {
    const field = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("", "5", "0", booking.orderId, "../x"));
    await fc.assert(
      fc.asyncProperty(
        fc.record({ orderId: field, itemId: field, rating: field, text: field }, { requiredKeys: [] }),
        async (post) => {
          const response = await visit(traveller, "/en/account/reviews", post);
          await response.arrayBuffer();
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe("findeks on the reservation page", () => {
  it("is not offered for a car that needs no report, and its posts there are a 404", async () => {
    const page = await visit(traveller, `/en/reservation?orderId=${booking.orderId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("Credit check (Findeks)");
    const post = await visit(traveller, `/en/reservation?orderId=${booking.orderId}`, {
      intent: "findeks-check",
      tckn: "10000003970",
      birthDate: "1985-06-15",
    });
    expect(post.status).toBe(404);
  });

  it("shows an approved report on a booking that needs one, and checks a new one's fields inline", async () => {
    const jar = await signedIn("findeks-ssr@example.com");
    await shopApi(jar, "POST", "/account-api/findeks/check", { tckn: "10000003970", birthDate: "1985-06-15" });
    const { phones } = await shopApi<{ phones: { id: string; phone: string }[] }>(
      jar,
      "POST",
      "/account-api/findeks/phone-list",
      {},
    );
    const phone = phones.find((candidate) => candidate.phone.endsWith("12"))!;
    await shopApi(jar, "POST", "/account-api/findeks/report", { phoneId: phone.id });
    await shopApi(jar, "POST", "/account-api/findeks/pin-confirm", { pin: await lastCode("+905576855012") });

    const search = await shopApi<{
      results: { code: string; searchID: string; details: { car: { rules: { creditReportRequired: boolean } } } }[];
    }>(jar, "POST", "/search-api/search/point/", {
      version: "v3",
      checkInDateTime: `${dayAhead(30)}T10:00`,
      checkOutDateTime: `${dayAhead(33)}T10:00`,
      age: 35,
      currency: "TRY",
      checkInLocation: { lat: 41.2619, lon: 28.7419 },
    });
    const offer = search.results.find((result) => result.details.car.rules.creditReportRequired)!;
    const { order } = await shopApi<{ order: { id: string } }>(jar, "POST", "/order-api/order", { language: "en" });
    await shopApi(jar, "POST", `/order-api/order/${order.id}/item/car`, { code: offer.code, searchID: offer.searchID });
    await shopApi(jar, "POST", `/order-api/order/${order.id}/passengers`, DRIVER);
    await shopApi(jar, "POST", `/order-api/order/${order.id}/billing`, BILLING);
    await shopApi(jar, "POST", `/order-api/order/${order.id}/agreement`, AGREEMENTS);
    await pay(jar, order.id);

    const page = await (await visit(jar, `/en/reservation?orderId=${order.id}`)).text();
    expect(page).toContain("Credit check (Findeks)");
    expect(page).toContain("Approved: your credit report is valid until");

    const restart = await visit(jar, `/en/reservation?orderId=${order.id}`, { intent: "findeks-restart" });
    expect(restart.status).toBe(200);
    expect(await restart.text()).toContain("Start the credit check");
    const invalid = await visit(jar, `/en/reservation?orderId=${order.id}`, {
      intent: "findeks-check",
      tckn: "12345678901",
      birthDate: "1985-02-30",
    });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain("This T.C. identity number is not valid. Please check the 11 digits.");
    expect(html).toContain("Please enter your date of birth (you must be 18 or older).");

    // A guest holding no session for it gets nothing from the action.
    const stranger = await visit(new Jar(), `/en/reservation?orderId=${order.id}`, { intent: "findeks-renew" });
    expect(stranger.status).toBe(404);
  });
});

/**
 * The reservations pages through the built Worker (docs/reservations.md): find my reservation
 * (one neutral answer for any wrong pair, the grant cookie for a match, opening that booking only),
 * the car booking page with its documents and actions, and a guest booking in the account of the
 * person who signs in with its e-mail.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { cardFor, DRIVER } from "../support/order-fixtures";
import { seedInventory } from "../support/seed-inventory";
import { orderReadyToPay, shopApi } from "../support/shop-api";
import { signedIn, visit } from "../support/sign-in";

/** A car booked and paid at once by the visitor in `jar` (driver: DRIVER, sukru@example.com). */
async function paidBooking(jar: Jar, pickupInDays: number) {
  const { orderId } = await orderReadyToPay(jar, { pickupInDays, language: "en" });
  const { payment } = await shopApi<{ payment: { status: string; reservationId: string } }>(
    jar,
    "POST",
    "/payment-api/payments/charge",
    { orderId, idempotencyKey: crypto.randomUUID(), card: cardFor("4543600000000003"), returnUrl: "/checkout/control" },
  );
  expect(payment.status).toBe("succeeded");
  return { orderId, reservationId: payment.reservationId };
}

const NEUTRAL = "We could not find a booking with this reservation number and e-mail address.";
let guest: { orderId: string; reservationId: string };
let other: { orderId: string; reservationId: string };

beforeAll(async () => {
  await seedInventory(env.DB);
  guest = await paidBooking(new Jar(), 20);
  other = await paidBooking(new Jar(), 24);
});

describe("find my reservation", () => {
  it("pre-fills the number a link carries, as the confirmation e-mail's does", async () => {
    const id = guest.reservationId.toLowerCase().replaceAll("-", " ");
    const html = await (await visit(new Jar(), `/en/reservation/find?reservationId=${encodeURIComponent(id)}`)).text();
    expect(html).toContain(`value="${guest.reservationId}"`);
  });

  it("answers a wrong e-mail and an unknown number with the same words, and a malformed post inline", async () => {
    const visitor = new Jar();
    const wrongEmail = await visit(visitor, "/en/reservation/find", {
      reservationId: guest.reservationId,
      email: "someone.else@example.com",
    });
    const unknown = await visit(visitor, "/en/reservation/find", {
      reservationId: "RG-2222-2222",
      email: DRIVER.driver.email,
    });
    expect([wrongEmail.status, unknown.status]).toEqual([404, 404]);
    expect(await wrongEmail.text()).toContain(NEUTRAL);
    expect(await unknown.text()).toContain(NEUTRAL);
    expect(visitor.has("bookingGrant")).toBe(false);
    const malformed = await visit(visitor, "/en/reservation/find", { reservationId: "12", email: "x" });
    expect(malformed.status).toBe(400);
    const html = await malformed.text();
    expect(html).toContain("A reservation number looks like RG-7K3M-9QXD.");
    expect(html).toContain('aria-invalid="true"');
  });

  it("opens the booking for the right pair: its page, documents and actions, and nothing else", async () => {
    const visitor = new Jar();
    const found = await visit(visitor, "/en/reservation/find", {
      reservationId: guest.reservationId.toLowerCase(),
      email: "SUKRU@example.com",
    });
    expect(found.status).toBe(302);
    expect(found.headers.get("location")).toBe(`/en/reservation?orderId=${guest.orderId}`);
    const setCookie = found.headers.getSetCookie().find((header) => header.startsWith("bookingGrant="))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(found.headers.get("location")).not.toContain("manageToken");

    const page = await visit(visitor, `/en/reservation?orderId=${guest.orderId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(guest.reservationId);
    expect(html).toContain("Confirmed");
    expect(html).toContain(`/en/reservation/cancel/car?orderId=${guest.orderId}`);
    expect(html).toContain(`/en/reservation/change/car?orderId=${guest.orderId}`);
    expect(html).toContain("Show on the map");
    expect(html).toContain("The dates and the place can be changed until pickup");

    const invoice = await visit(visitor, `/api/v1/order-api/order/${guest.orderId}/documents/invoice.pdf`);
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get("content-type")).toBe("application/pdf");

    // The grant is for that booking only: another booking and the account stay closed.
    expect((await visit(visitor, `/en/reservation?orderId=${other.orderId}`)).status).toBe(404);
    expect((await visit(visitor, `/api/v1/order-api/order/${other.orderId}/documents/invoice.pdf`)).status).toBe(404);
    // And a stranger without it sees nothing.
    expect((await visit(new Jar(), `/en/reservation?orderId=${guest.orderId}`)).status).toBe(404);
  });

  it("says when the reservation has been guessed at too often", async () => {
    const visitor = new Jar();
    let last: Response | undefined;
    for (let attempt = 0; attempt < 11; attempt++) {
      last = await visit(visitor, "/en/reservation/find", {
        reservationId: other.reservationId,
        email: `guess${attempt}@example.com`,
      });
      if (last.status === 429) break;
      await last.arrayBuffer();
    }
    expect(last!.status).toBe(429);
    expect(await last!.text()).toContain("Too many attempts.");
  });
});

describe("the account's reservations", () => {
  it("lists a booking made as a guest for whoever signs in with its e-mail, and links its page", async () => {
    const account = await signedIn(DRIVER.driver.email);
    const response = await visit(account, "/en/account/reservations");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(guest.reservationId);
    expect(html).toContain(`/en/reservation?orderId=${guest.orderId}`);
    expect(html).toContain("Upcoming rentals");
    expect((await visit(account, `/en/reservation?orderId=${guest.orderId}`)).status).toBe(200);
    const flights = await (await visit(account, "/en/account/reservations?type=flightTicket")).text();
    expect(flights).toContain("No flight bookings yet");
    expect(flights).toContain('href="/en/flight"');
  });

  it("a booking page without a booking says where to find one", async () => {
    const html = await (await visit(new Jar(), "/en/reservation")).text();
    expect(html).toContain('href="/en/reservation/find"');
  });
});

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { mainApiClient, type OrderBody, type PaymentBody } from "../../../tests/support/orders";
import { AGREEMENTS, BILLING, cardFor, DRIVER } from "../../../tests/support/order-fixtures";
import { createMainApi } from "../app";
import { bookingLinks } from "./booking-links";

/** 1 March 2027, 09:00 in Istanbul; the rentals below start later in March. */
let clock = Date.UTC(2027, 2, 1, 6, 0);
const api = createMainApi({ now: () => clock });
const { call, ok, error, session, signIn } = mainApiClient(api);

const IST = { lat: 41.2619, lon: 28.7419 };
let nextDay = 10;

/** A car booked and paid by an anonymous visitor with this driver e-mail and phone (and billing e-mail). */
async function guestBooking(
  contact: { email: string; phone: string; billingEmail?: string },
  { pay = true, token: bookedBy }: { pay?: boolean; token?: string } = {},
) {
  clock += 60_000; // each booking completes after the one before
  const day = String(nextDay++).padStart(2, "0");
  const search = await ok<{ results: { code: string; searchID: string; details: { car: { class: string } } }[] }>(
    call("POST", "/search-api/search/point/", {
      version: "v3",
      checkInDateTime: `2027-03-${day}T10:00`,
      checkOutDateTime: `2027-03-${day}T18:00`,
      age: 35,
      language: "tr",
      currency: "TRY",
      checkInLocation: IST,
      checkOutLocation: IST,
    }),
  );
  const offer = search.results.find((result) => result.details.car.class === "economy")!;
  const token = bookedBy ?? (await session()).token;
  const { order } = await ok<OrderBody>(
    call("POST", "/order-api/order", { language: "tr", paymentType: "creditCard" }, token),
    201,
  );
  await ok(
    call(
      "POST",
      `/order-api/order/${order.id}/item/car`,
      { code: offer.code, searchID: offer.searchID, quantity: 1, children: [] },
      token,
    ),
  );
  await ok(
    call(
      "POST",
      `/order-api/order/${order.id}/passengers`,
      { driver: { ...DRIVER.driver, email: contact.email, phone: contact.phone } },
      token,
    ),
  );
  await ok(
    call(
      "POST",
      `/order-api/order/${order.id}/billing`,
      { ...BILLING, email: contact.billingEmail ?? contact.email },
      token,
    ),
  );
  await ok(call("POST", `/order-api/order/${order.id}/agreement`, AGREEMENTS, token));
  if (pay) {
    const card = cardFor("4543600000000003");
    await ok<PaymentBody>(
      call(
        "POST",
        "/payment-api/payments/charge",
        { orderId: order.id, returnUrl: "/checkout/control", idempotencyKey: crypto.randomUUID(), card },
        token,
      ),
    );
  }
  return order.id;
}

const listed = async (token: string, type = "") =>
  (await ok<{ orders: { id: string }[] }>(call("GET", `/order-api/order${type}`, undefined, token))).orders.map(
    (order) => order.id,
  );

beforeAll(() => seedInventory(env.DB));

describe("bookings made as a guest", { timeout: 30_000 }, () => {
  it("belong to whoever signs in with the booking's e-mail: listed, opened, their documents", async () => {
    const orderId = await guestBooking({ email: "guest.one@example.com", phone: "+905320000001" });
    const token = await signIn("email", "Guest.One@Example.com");
    expect(await listed(token)).toContain(orderId);
    expect(await listed(token, "?type=car")).toContain(orderId);
    expect(await listed(token, "?type=flightTicket")).not.toContain(orderId);
    const opened = await ok<OrderBody>(call("GET", `/order-api/order/${orderId}`, undefined, token));
    expect(opened.order.status).toBe("completed");
    const invoice = await call("GET", `/order-api/order/${orderId}/documents/invoice.pdf`, undefined, token);
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get("content-type")).toBe("application/pdf");
  });

  it("belong to whoever signs in with the driver's phone, or with the billing e-mail", async () => {
    const orderId = await guestBooking({
      email: "guest.two@example.com",
      phone: "+905320000002",
      billingEmail: "accounts.two@example.com",
    });
    expect(await listed(await signIn("phone", "+905320000002"))).toContain(orderId);
    expect(await listed(await signIn("email", "accounts.two@example.com"))).toContain(orderId);
  });

  it("stay hidden from other accounts, anonymous visitors, and as unpaid baskets", async () => {
    const paid = await guestBooking({ email: "guest.three@example.com", phone: "+905320000003" });
    const unpaid = await guestBooking({ email: "guest.three@example.com", phone: "+905320000003" }, { pay: false });
    const owner = await signIn("email", "guest.three@example.com");
    expect(await listed(owner)).toEqual([paid]);
    expect(await error(call("GET", `/order-api/order/${unpaid}`, undefined, owner))).toMatchObject({ code: 2102 });
    const stranger = await signIn("email", "someone.else@example.com");
    expect(await listed(stranger)).toEqual([]);
    expect(await error(call("GET", `/order-api/order/${paid}`, undefined, stranger))).toMatchObject({ code: 2102 });
    const anonymous = await session();
    expect(await listed(anonymous.token)).toEqual([]);
    expect(await error(call("GET", `/order-api/order/${paid}`, undefined, anonymous.token))).toMatchObject({
      code: 2102,
    });
  });

  it("are listed with the account's own, newest first", async () => {
    const token = await signIn("email", "guest.four@example.com");
    const first = await guestBooking({ email: "guest.four@example.com", phone: "+905320000004" });
    const own = await guestBooking({ email: "friend@example.com", phone: "+905320000005" }, { token });
    const last = await guestBooking({ email: "guest.four@example.com", phone: "+905320000004" });
    expect(await listed(token)).toEqual([last, own, first]);
  });
});

describe("the confirmation's links", { timeout: 30_000 }, () => {
  it("lead to the booking's page and to find-my-reservation with the number, absolute, in the booking's language", async () => {
    const orderId = await guestBooking({ email: "links@example.com", phone: "+905320000009" });
    const { reservationId } = (await env.DB.prepare("SELECT reservation_id AS reservationId FROM orders WHERE id = ?1")
      .bind(orderId)
      .first<{ reservationId: string }>())!;
    const sent = await env.DB.prepare(
      "SELECT channel, body FROM outbox WHERE template = 'booking-confirmed' AND destination IN (?1, ?2)",
    )
      .bind("links@example.com", "+905320000009")
      .all<{ channel: string; body: string }>();
    const email = sent.results.find((message) => message.channel === "email")!.body;
    const sms = sent.results.find((message) => message.channel === "sms")!.body;
    const origin = new URL(env.SITE_TR_ORIGIN).origin;
    expect(email).toContain(`${origin}/reservation?orderId=${orderId}`);
    expect(email).toContain(`${origin}/reservation/find?reservationId=${reservationId}`);
    expect(sms).toContain(`${origin}/reservation/find?reservationId=${reservationId}`);
    expect(email).not.toMatch(/\s\/reservation\/find/); // no bare path left
  });

  it("use the international site with the language's prefix, and the flight page for flights", () => {
    const origins = { SITE_TR_ORIGIN: "https://shop.example.com.tr", SITE_INTL_ORIGIN: "https://shop.example.com/x" };
    expect(bookingLinks(origins, { id: "o-1", language: "de" }, "RG-2222-3333", [{ kind: "flight" }])).toEqual({
      page: "https://shop.example.com/de/reservation/flight?orderId=o-1",
      find: "https://shop.example.com/de/reservation/find?reservationId=RG-2222-3333",
    });
    expect(bookingLinks(origins, { id: "o-2", language: "tr" }, "RG-2222-3333", [{ kind: "car" }]).page).toBe(
      "https://shop.example.com.tr/reservation?orderId=o-2",
    );
    // An unknown language falls back to the Turkish site rather than a path that does not exist.
    expect(bookingLinks(origins, { id: "o-3", language: "xx" }, "RG-2222-3333", []).find).toBe(
      "https://shop.example.com.tr/reservation/find?reservationId=RG-2222-3333",
    );
  });
});

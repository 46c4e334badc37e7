/**
 * A guest who opened a car booking with "find my reservation" (the grant cookie) changes it
 * online, without JavaScript, in another browser than the one that booked (docs/change.md "Who
 * can change", ADR 0019): a shorter rental is confirmed and refunded, a longer one is paid with
 * 3-D Secure through /checkout/control; the grant then opens the new booking.
 */
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { cardFor, DRIVER } from "../support/order-fixtures";
import { getPage, postForm } from "../support/plain-browser";
import { seedInventory } from "../support/seed-inventory";
import { bankResult, orderReadyToPay, postBankResult, shopApi } from "../support/shop-api";
import { signedIn } from "../support/sign-in";

beforeAll(() => seedInventory(env.DB));

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A car booked and paid by a visitor who then goes away: its order id and reservation number. */
async function guestBooking(pickupInDays: number) {
  const owner = new Jar();
  const { orderId } = await orderReadyToPay(owner, { pickupInDays, language: "en" });
  const { payment } = await shopApi<{ payment: { status: string; reservationId: string } }>(
    owner,
    "POST",
    "/payment-api/payments/charge",
    { orderId, idempotencyKey: crypto.randomUUID(), card: cardFor("4543600000000003"), returnUrl: "/checkout/control" },
  );
  expect(payment.status).toBe("succeeded");
  return { owner, orderId, reservationId: payment.reservationId };
}

/** Another browser finds the booking: the jar holds the grant. */
async function foundBy(reservationId: string): Promise<Jar> {
  const guest = new Jar();
  const found = await postForm(guest, "/en/reservation/find", { reservationId, email: DRIVER.driver.email });
  expect(found.status).toBe(302);
  expect(guest.has("bookingGrant")).toBe(true);
  return guest;
}

const grantOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((header) => header.startsWith("bookingGrant="))
    ?.slice("bookingGrant=".length)
    .split(";")[0];

const changeForm = (pickupInDays: number, days: number) => ({
  intent: "search",
  pickupDate: dayAhead(pickupInDays),
  pickupTime: "10:00",
  dropoffDate: dayAhead(pickupInDays + days),
  dropoffTime: "10:00",
  returnAt: "booked",
});

describe("a guest holding the grant changes a car rental without JavaScript", () => {
  it("to a shorter one: quoted, confirmed, refunded; the grant moves to the new booking", async () => {
    const booking = await guestBooking(50);
    const guest = await foundBy(booking.reservationId);
    const path = `/en/reservation/change/car?orderId=${booking.orderId}`;
    const form = await (await getPage(guest, path)).text();
    expect(form).toContain('name="pickupDate"');
    expect(form).not.toContain("contact us");

    const searched = await postForm(guest, path, changeForm(50, 1));
    expect(searched.status).toBe(302);
    const quotePath = searched.headers.get("location")!;
    const quote = await (await getPage(guest, quotePath)).text();
    expect(quote).toContain("To be refunded");
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(quote)![1]!;

    const confirmed = await postForm(guest, quotePath, { intent: "refund", idempotencyKey: key });
    expect(confirmed.status).toBe(302);
    const resultPath = confirmed.headers.get("location")!;
    const newOrderId = new URL(resultPath, "http://localhost").searchParams.get("orderId")!;
    expect(newOrderId).not.toBe(booking.orderId);
    // The grant now names the new booking (and never appears in a URL).
    expect(grantOf(confirmed)).toMatch(new RegExp(`^${newOrderId}\\.\\d+\\.`));
    expect(resultPath).not.toContain("manageToken");

    const result = await getPage(guest, resultPath);
    expect(result.status).toBe(200);
    const html = await result.text();
    expect(html).toContain("Your booking has been changed");
    expect(html).toContain("will be refunded to your card");
    const page = await getPage(guest, `/en/reservation?orderId=${newOrderId}`);
    expect(page.status).toBe(200);
    const newReservation = /RG-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(html)![0];
    expect(newReservation).not.toBe(booking.reservationId);
    expect(await page.text()).toContain(newReservation);

    const original = await shopApi<{ order: { status: string } }>(
      booking.owner,
      "GET",
      `/order-api/order/${booking.orderId}`,
    );
    expect(original.order.status).toBe("cancelled");
  });

  it("to a longer one: the payment step, 3-D Secure, the bank's post back, the result and the new booking", async () => {
    const booking = await guestBooking(55);
    const guest = await foundBy(booking.reservationId);
    const path = `/en/reservation/change/car?orderId=${booking.orderId}`;
    const quotePath = (await postForm(guest, path, changeForm(55, 6))).headers.get("location")!;
    const quote = await (await getPage(guest, quotePath)).text();
    expect(quote).toContain("To pay now");
    expect(quote).toContain('data-testid="pay"');
    const difference = /data-testid="change-difference">([^<]+)</.exec(quote)![1]!;
    expect(quote).toContain("distance sales contract");
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(quote)![1]!;

    // "Show installment options" without JavaScript reaches the change order with the grant.
    const plans = await postForm(guest, quotePath, { intent: "installments", cardNumber: "5406 6700 0000 0009" });
    expect(plans.status).toBe(200);
    expect(await plans.text()).toMatch(/name="installments" value="9"/);

    const paid = await postForm(guest, quotePath, {
      intent: "pay",
      idempotencyKey: key,
      "pre-information-form": "on",
      "distance-sales-contract": "on",
      holderName: "Sukru Caglayan",
      cardNumber: "5406 6700 0000 0009",
      expiry: "12/30",
      cvc: "123",
      installments: "1",
    });
    expect(paid.status).toBe(302);
    const challenge = paid.headers.get("location")!;
    expect(challenge).toContain("/__bank/3ds/");
    const back = await postBankResult("/en/checkout/control", await bankResult(challenge));
    expect(back.status).toBe(303);

    // The browser follows with its cookies: the session and the grant of the booking it changes.
    const control = await getPage(guest, back.headers.get("location")!);
    expect(control.status).toBe(302);
    const resultPath = control.headers.get("location")!;
    expect(resultPath).toMatch(/^\/en\/reservation\/change\/car\?orderId=[\w-]+&result=changed$/);
    const newOrderId = new URL(resultPath, "http://localhost").searchParams.get("orderId")!;
    expect(grantOf(control)).toMatch(new RegExp(`^${newOrderId}\\.`));
    const result = await getPage(guest, resultPath);
    expect(result.status).toBe(200);
    const html = await result.text();
    expect(html).toContain("The price difference has been paid.");
    expect(html).toContain(`data-testid="change-difference">${difference}<`);
    expect(html).not.toContain("To pay now");
    expect(html).toContain(`orderId=${newOrderId}`);
    expect((await getPage(guest, `/en/reservation?orderId=${newOrderId}`)).status).toBe(200);
    // The old booking's owner sees it cancelled by the change.
    const original = await shopApi<{ order: { status: string } }>(
      booking.owner,
      "GET",
      `/order-api/order/${booking.orderId}`,
    );
    expect(original.order.status).toBe("cancelled");
  });

  it("a failed 3-D Secure payment of the change leads back to the change's payment step, for the guest and the owner", async () => {
    const booking = await guestBooking(70);
    const guest = await foundBy(booking.reservationId);
    for (const [visitor, days] of [
      [guest, 5],
      [booking.owner, 6],
    ] as const) {
      const quotePath = (
        await postForm(visitor, `/en/reservation/change/car?orderId=${booking.orderId}`, changeForm(70, days))
      ).headers.get("location")!;
      const key = /name="idempotencyKey" value="([^"]+)"/.exec(await (await getPage(visitor, quotePath)).text())![1]!;
      const paid = await postForm(visitor, quotePath, {
        intent: "pay",
        idempotencyKey: key,
        "pre-information-form": "on",
        "distance-sales-contract": "on",
        holderName: "Sukru Caglayan",
        cardNumber: "4543 6000 0000 0102",
        expiry: "12/30",
        cvc: "123",
        installments: "1",
      });
      const back = await postBankResult("/en/checkout/control", await bankResult(paid.headers.get("location")!));
      const failed = await getPage(visitor, back.headers.get("location")!);
      expect(failed.status).toBe(200);
      const html = await failed.text();
      expect(html).toContain("The 3-D Secure verification failed.");
      expect(html).toContain(`href="${quotePath.replace("&", "&amp;")}"`);
      const again = await (await getPage(visitor, quotePath)).text();
      expect(again).toContain('data-testid="pay"');
    }
  });

  it("a stranger without the grant gets 404 for the change; generated posts by the holder never fail the server", async () => {
    const booking = await guestBooking(60);
    const guest = await foundBy(booking.reservationId);
    const quotePath = (
      await postForm(guest, `/en/reservation/change/car?orderId=${booking.orderId}`, changeForm(60, 5))
    ).headers.get("location")!;
    expect((await getPage(new Jar(), quotePath)).status).toBe(404);
    expect((await postForm(new Jar(), quotePath, { intent: "refund", idempotencyKey: "abcdefgh12" })).status).toBe(404);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          intent: fc.constantFrom("search", "pay", "refund", "installments"),
          idempotencyKey: fc.oneof(fc.string({ maxLength: 70 }), fc.constant("abcdefgh12")),
          cardNumber: fc.oneof(fc.string({ maxLength: 24 }), fc.constant("4543 6000 0000 0003")),
          installments: fc.string({ maxLength: 4 }),
          pickupDate: fc.string({ maxLength: 12 }),
          dropoffDate: fc.string({ maxLength: 12 }),
        }),
        async (fields) => {
          expect((await postForm(guest, quotePath, fields)).status).toBeLessThan(500);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe("an account whose verified e-mail a guest booking names changes it without JavaScript", () => {
  it("to a shorter one: confirmed and refunded; the new booking is the account's, with no grant involved", async () => {
    const booking = await guestBooking(65);
    const account = await signedIn(DRIVER.driver.email);
    const path = `/en/reservation/change/car?orderId=${booking.orderId}`;
    const quotePath = (await postForm(account, path, changeForm(65, 1))).headers.get("location")!;
    const quote = await (await getPage(account, quotePath)).text();
    expect(quote).toContain("To be refunded");
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(quote)![1]!;
    const confirmed = await postForm(account, quotePath, { intent: "refund", idempotencyKey: key });
    expect(confirmed.status).toBe(302);
    expect(grantOf(confirmed)).toBeUndefined();
    const resultPath = confirmed.headers.get("location")!;
    const result = await getPage(account, resultPath);
    expect(result.status).toBe(200);
    expect(await result.text()).toContain("will be refunded to your card");
    const newOrderId = new URL(resultPath, "http://localhost").searchParams.get("orderId")!;
    expect((await getPage(account, `/en/reservation?orderId=${newOrderId}`)).status).toBe(200);
  });
});

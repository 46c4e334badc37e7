/**
 * Cancelling a booking with its refund preview, and the wallet (docs/cancel-and-wallet.md): a car
 * booked and paid is cancelled to the wallet through the confirm dialog, and the refund shows in
 * the wallet; without JavaScript the confirm step does the same to the card, and a repeated post
 * refunds nothing twice; a non-refundable flight says why and how to reach customer service; a
 * stranger finds nothing. The bookings are made through the shop's own API, as the checkout does.
 */
import type { Page } from "@playwright/test";
import { isoIn } from "../tests/support/dates";
import { BILLING, DRIVER } from "../tests/support/order-fixtures";
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures";
import { api, orderReadyToPay } from "./shop-api";
import { signIn } from "./sign-in";

interface PaymentAnswer {
  payment: { status: string; reservationId: string | null };
}

async function pay(page: Page, orderId: string): Promise<string> {
  const { payment } = await api<PaymentAnswer>(page, "POST", "/payment-api/payments/charge", {
    orderId,
    idempotencyKey: crypto.randomUUID(),
    card: { number: "4543600000000003", holderName: "SUKRU CAGLAYAN", expiryMonth: 12, expiryYear: 2030, cvc: "123" },
    returnUrl: "/checkout/control",
  });
  expect(payment.status).toBe("succeeded");
  return payment.reservationId!;
}

/** A car three weeks ahead, booked and paid: cancelling it is free. */
async function bookedCar(page: Page) {
  const { orderId, cash } = await orderReadyToPay(page);
  return { orderId, cash, reservationId: await pay(page, orderId) };
}

/** A one-way flight in its cheapest brand, which is not refundable, booked and paid. */
async function bookedNonRefundableFlight(page: Page) {
  const search = await api<{
    searchID: string;
    results: { code: string; selectedBrand: { refundable: boolean } }[];
  }>(page, "POST", "/flight-api/search", { origin: "IST", destination: "AYT", departDate: isoIn(20), adults: 1 });
  const flight = search.results.find((result) => !result.selectedBrand.refundable)!;
  const { order } = await api<{ order: { id: string } }>(page, "POST", "/order-api/order", { language: "en" });
  await api(page, "POST", `/order-api/order/${order.id}/item/flight`, { code: flight.code, searchID: search.searchID });
  await api(page, "POST", `/order-api/order/${order.id}/passengers`, {
    passengers: [
      {
        type: "adult",
        title: "mr",
        firstName: DRIVER.driver.firstName,
        lastName: DRIVER.driver.lastName,
        birthDate: DRIVER.driver.birthDate,
        nationality: "TR",
        tckn: DRIVER.driver.tckn,
      },
    ],
    contact: { email: DRIVER.driver.email, phone: DRIVER.driver.phone },
  });
  await api(page, "POST", `/order-api/order/${order.id}/billing`, BILLING);
  await api(page, "POST", `/order-api/order/${order.id}/agreement`, {
    accepted: ["pre-information-form", "distance-sales-contract"],
  });
  return { orderId: order.id, reservationId: await pay(page, order.id) };
}

/** The cancellation messages the Main API sent to a destination for one booking. */
async function cancellationMessages(page: Page, destination: string, reservationId: string) {
  const response = await page.request.get(`/__dev/outbox?destination=${encodeURIComponent(destination)}`);
  const { messages } = (await response.json()) as { messages: { template: string; body: string }[] };
  return messages.filter((message) => message.template === "booking-cancelled" && message.body.includes(reservationId));
}

async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 320, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
}

const money = (minor: number) =>
  new Intl.NumberFormat("tr-TR", { style: "currency", currency: "TRY", maximumFractionDigits: 2 }).format(minor / 100);

test("a signed-in traveller's car is cancelled to the wallet after the refund preview and the confirm dialog; the wallet shows the refund", async ({
  page,
}) => {
  await page.goto("/");
  await signIn(page, `cancel-${crypto.randomUUID().slice(0, 8)}@example.com`);
  const { orderId, cash, reservationId } = await bookedCar(page);

  await gotoHydrated(page, `/reservation/cancel/car?orderId=${orderId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Araç kiralamayı iptal et");
  await expect(page.getByTestId("cancel-reservation-id")).toHaveText(reservationId);
  const preview = page.getByTestId("refund-preview");
  await expect(preview).toContainText("tarihine kadar iptal ücretsizdir");
  await expect(page.getByTestId("refund-amount")).toHaveText(money(cash));
  await expect(page.getByTestId("refund-fee")).toHaveText(money(0));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("radio", { name: /RotaGo cüzdanınıza/ }).check();
  await page.getByLabel("Neden (isteğe bağlı)").selectOption({ label: "Planlarım değişti" });
  await page.getByLabel(/Bize iletmek istediğiniz/).fill("Tatil ertelendi.");
  await page.getByRole("button", { name: "Rezervasyonu iptal et" }).click();

  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Bu rezervasyon iptal edilsin mi?");
  await expect(dialog).toContainText(`${money(cash)} geri alacaksınız`);
  expect(await seriousViolations(page)).toEqual([]);
  // Keeping the booking changes nothing; then cancel for real.
  await dialog.getByRole("button", { name: "Rezervasyonumu koru" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("cancel-done")).toHaveCount(0);
  await page.getByRole("button", { name: "Rezervasyonu iptal et" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Evet, iptal et" }).click();

  const done = page.getByTestId("cancel-done");
  await expect(done.getByRole("heading")).toHaveText("Rezervasyonunuz iptal edildi");
  await expect(done.getByRole("heading")).toBeFocused();
  await expect(page.getByTestId("done-amount")).toHaveText(money(cash));
  await expect(page.getByTestId("done-destination")).toHaveText("RotaGo cüzdanınız, hemen kullanılabilir");
  await expect(page.getByTestId("refund-reference")).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  const { order } = await api<{ order: { status: string; items: { status: string }[] } }>(
    page,
    "GET",
    `/order-api/order/${orderId}`,
  );
  expect(order.status).toBe("cancelled");
  expect(order.items.map((item) => item.status)).toEqual(["cancelled"]);
  expect(await cancellationMessages(page, DRIVER.driver.email, reservationId)).toHaveLength(1);
  const [sms] = await cancellationMessages(page, DRIVER.driver.phone, reservationId);
  expect(sms?.body).toContain("cüzdanınıza yatırıldı");

  await page.getByRole("link", { name: "Cüzdanımı aç" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cüzdanım");
  await expect(page.getByTestId("wallet-balance")).toHaveText(money(cash));
  const history = page.getByTestId("wallet-history");
  await expect(history.getByRole("row")).toHaveCount(2);
  await expect(history.getByRole("row").nth(1)).toContainText("İptal edilen rezervasyonun iadesi");
  await expect(history.getByRole("row").nth(1)).toContainText(`+${money(cash)}`);
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  // The cancel page of a cancelled booking says so.
  await gotoHydrated(page, `/reservation/cancel/car?orderId=${orderId}`);
  await expect(page.getByTestId("cancel-already")).toContainText("Bu rezervasyon zaten iptal edildi");
});

test("a non-refundable flight says why it cannot be cancelled and how to reach customer service", async ({ page }) => {
  await page.goto("/en");
  const { orderId, reservationId } = await bookedNonRefundableFlight(page);
  await gotoHydrated(page, `/en/reservation/cancel/flight?orderId=${orderId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel flight booking");
  const notice = page.getByTestId("cancel-ineligible");
  await expect(notice.getByRole("heading")).toHaveText("This booking cannot be cancelled online");
  await expect(page.getByTestId("ineligible-reason")).toHaveText("The fare you booked is not refundable.");
  await expect(notice).toContainText(reservationId);
  await expect(notice.getByRole("link", { name: "write to us" })).toHaveAttribute(
    "href",
    "/en/contact?subject=cancellation",
  );
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the confirm step cancels to the card; posting again refunds nothing twice",
    { tag: "@any-viewport" },
    async ({ page }) => {
      await page.goto("/en");
      const { orderId, cash, reservationId } = await bookedCar(page);
      await page.goto(`/en/reservation/cancel/car?orderId=${orderId}`);
      // The wallet needs an account: an anonymous visitor is refunded to the card.
      await expect(page.getByRole("radio")).toHaveCount(0);
      await expect(page.getByText("Back to the card you paid with, within 10 business days.")).toBeVisible();
      await page.getByRole("button", { name: "Cancel booking" }).click();

      await expect(page.getByRole("heading", { name: "Cancel this booking?" })).toBeVisible();
      const refund = new Intl.NumberFormat("en", { style: "currency", currency: "TRY" }).format(cash / 100);
      await expect(page.getByText(`You get back ${refund}.`)).toBeVisible();
      await page.getByRole("button", { name: "Yes, cancel it" }).click();

      const done = page.getByTestId("cancel-done");
      await expect(done.getByRole("heading")).toHaveText("Your booking is cancelled");
      await expect(page.getByTestId("done-destination")).toHaveText(
        "Back to the card you paid with, within 10 business days",
      );
      const reference = await page.getByTestId("refund-reference").textContent();

      // The same confirmed post again (a double submit): the same refund, nothing more.
      const again = await page.request.post(`/en/reservation/cancel/car?orderId=${orderId}`, {
        form: { reason: "other", note: "", destination: "card", confirmed: "yes" },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(again.status()).toBe(200);
      expect(await again.text()).toContain(reference!);
      const { transactions } = await api<{ transactions: { type: string }[] }>(
        page,
        "GET",
        `/payment-api/payments?orderId=${orderId}`,
      );
      expect(transactions.filter((transaction) => transaction.type === "Refund")).toHaveLength(1);
      const [email] = await cancellationMessages(page, DRIVER.driver.email, reservationId);
      expect(email?.body).toContain("kartınıza 10 iş günü içinde iade edilecek");
    },
  );
});

test("another visitor cannot open someone's cancel page", { tag: "@any-viewport" }, async ({ page, browser }) => {
  await page.goto("/");
  const { orderId } = await bookedCar(page);
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  const response = await strangerPage.goto(`/reservation/cancel/car?orderId=${orderId}`);
  expect(response?.status()).toBe(404);
  const post = await strangerPage.request.post(`/reservation/cancel/car?orderId=${orderId}`, {
    form: { reason: "other", destination: "wallet", confirmed: "yes" },
    headers: { origin: new URL(strangerPage.url()).origin },
  });
  expect(post.status()).toBe(404);
  await stranger.close();
  const { order } = await api<{ order: { status: string } }>(page, "GET", `/order-api/order/${orderId}`);
  expect(order.status).toBe("completed");
});

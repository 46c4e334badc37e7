import type { Page } from "@playwright/test";
import { expect, outboxCode, seriousViolations, test } from "./fixtures";
import { orderReadyToPay, payNow } from "./shop-api";

/** The service worker's store (app/service-worker/trip-card-store.ts): the paths it holds. */
async function storedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.keys()).includes("trip-cards-v1")) return [];
    const cache = await caches.open("trip-cards-v1");
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  });
}

/** Signs in by e-mail on the Turkish site (the code from the development outbox), once the worker is running. */
async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.getByLabel("E-posta adresi").fill(email);
  await page.getByRole("button", { name: "Kod gönder" }).click();
  await page.getByLabel("Doğrulama kodu").fill(await outboxCode(page, email));
  await page.getByRole("button", { name: "Giriş yap" }).click();
  await page.getByLabel("Ad", { exact: true }).fill("Ayşe");
  await page.getByLabel("Soyad").fill("Yılmaz");
  await page.getByRole("button", { name: "Devam et" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Ayşe" })).toBeVisible();
}

/** A car booked and paid at once (card 4543…, approved without 3-D Secure) by the signed-in traveller. */
async function bookCar(page: Page): Promise<{ orderId: string; reservationId: string }> {
  const { orderId } = await orderReadyToPay(page);
  return { orderId, ...(await payNow(page, orderId)) };
}

/**
 * Takes the device offline with no shop document open: an open page may still be fetching (React
 * Router discovers the routes of links it has just rendered), and that request failing offline is
 * the framework's console error, not the behaviour under test, which starts at the next page.
 */
async function goOffline(page: Page) {
  await page.goto("about:blank");
  await page.context().setOffline(true);
}

/** The traveller looks at their trip cards online; the worker stores the card and its voucher meanwhile. */
async function cardsStored(page: Page, orderId: string) {
  await page.goto("/reservation/cards");
  await expect(page.getByTestId("trip-card-link")).toHaveCount(1);
  await expect
    .poll(() => storedPaths(page))
    .toEqual(
      expect.arrayContaining([
        `/reservation/card?orderId=${orderId}`,
        `/api/v1/order-api/order/${orderId}/documents/voucher.pdf`,
        "/reservation/cards?offline=1",
      ]),
    );
}

test("an upcoming booking's trip card opens with the network offline, with its voucher", async ({
  page,
  context,
}, testInfo) => {
  await signIn(page, `e2e-card-${testInfo.project.name}-${Date.now()}@example.com`);
  const { orderId, reservationId } = await bookCar(page);
  await cardsStored(page, orderId);

  await goOffline(page);
  await page.goto(`/reservation/card?orderId=${orderId}`);
  // The stored copy: the document without its scripts, styled by the stored stylesheets.
  await expect(page.locator("script")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Araç kiralama");
  await expect(page.getByTestId("card-reservation-id")).toHaveText(reservationId);
  await expect(page.getByTestId("card-pickup-time")).toContainText("10:00");
  await expect(page.getByTestId("office-phone").first()).toHaveText(/^\+90[\d ]+$/);
  await expect(page.getByTestId("card-deposit")).toContainText("araç alışında sürücünün kredi kartında bloke edilir");
  await expect(page.getByTestId("card-cancellation").last()).toHaveText(
    "Araç teslim alınmazsa (no-show) ücret iade edilmez.",
  );
  await expect(page.locator(".trip-card__brand")).toHaveCSS("color", "rgb(200, 16, 46)");
  await page.setViewportSize({ width: 320, height: 720 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  const voucher = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { type: response.headers.get("content-type"), start: (await response.text()).slice(0, 5) };
  }, `/api/v1/order-api/order/${orderId}/documents/voucher.pdf`);
  expect(voucher).toEqual({ type: "application/pdf", start: "%PDF-" });

  // Any other page without a connection: the stored list of cards says so and leads to the card.
  await page.goto("/search");
  await expect(page.getByTestId("offline-notice")).toContainText("Çevrimdışısınız");
  await page.getByTestId("trip-card-link").click();
  await expect(page).toHaveURL(new RegExp(`/reservation/card\\?orderId=${orderId}$`));
  await expect(page.getByTestId("card-reservation-id")).toHaveText(reservationId);

  // Back online, the card comes from the network again (with its scripts).
  await context.setOffline(false);
  await page.goto(`/reservation/card?orderId=${orderId}`);
  await expect(page.locator("script").first()).toBeAttached();
});

test("logging out removes the trip cards from the device", { tag: "@any-viewport" }, async ({ page }) => {
  await signIn(page, `e2e-card-logout-${Date.now()}@example.com`);
  const { orderId } = await bookCar(page);
  await cardsStored(page, orderId);

  await page.goto("/hakkimizda");
  await page.getByRole("banner").getByRole("button", { name: "Çıkış yap" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Giriş yap" })).toBeVisible();
  expect(await storedPaths(page)).toEqual([]);

  await goOffline(page);
  await expect(page.goto(`/reservation/card?orderId=${orderId}`)).rejects.toThrow(
    /ERR_INTERNET_DISCONNECTED|ERR_FAILED/,
  );
});

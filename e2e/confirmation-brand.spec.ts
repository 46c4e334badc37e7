import type { Locator } from "@playwright/test";
import { expect, seriousViolations, test } from "./fixtures";
import { api, orderReadyToPay } from "./shop-api";

/** The image has loaded real pixels, not a broken image. */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}

test("back from 3-D Secure, the confirmation shows the shop's logo, the booked car and its company's wordmark", async ({
  page,
}) => {
  await page.goto("/");
  const { orderId } = await orderReadyToPay(page);
  const { payment } = await api<{ payment: { id: string; status: string; redirect: { url: string } | null } }>(
    page,
    "POST",
    "/payment-api/payments/charge",
    {
      orderId,
      idempotencyKey: crypto.randomUUID(),
      card: { number: "5406670000000009", holderName: "SUKRU CAGLAYAN", expiryMonth: 12, expiryYear: 2030, cvc: "123" },
      returnUrl: "/checkout/control",
    },
  );
  expect(payment.status).toBe("challenge");
  await page.goto(payment.redirect!.url);
  await page.getByLabel(/Cep telefonunuza gönderilen kod/).fill("123456");
  await page.getByRole("button", { name: /Onayla/ }).click();
  await page.getByRole("button", { name: /Devam/ }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/control\\?payment=${payment.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ödeme onaylandı");

  // The logo the header draws on every page (and the PDFs): the name in bold in the brand colour,
  // linking home; the menus stay away from the payment result.
  const banner = page.getByRole("banner");
  const logo = banner.getByRole("link", { name: /RotaGo/ });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveText("RotaGo");
  await expect(logo).toHaveAttribute("href", "/");
  await expect(logo).toHaveCSS("color", "rgb(200, 16, 46)");
  expect(Number(await logo.evaluate((element) => getComputedStyle(element).fontWeight))).toBeGreaterThanOrEqual(700);
  await expect(banner.getByRole("navigation")).toHaveCount(0);

  const confirmation = page.locator(".confirmation");
  await expectLoaded(confirmation.getByTestId("car-picture"));
  const wordmark = confirmation.getByTestId("company-logo");
  await expect(wordmark).toHaveCount(1);
  await expect(wordmark).toHaveAttribute("src", /^\/images\/logos\/suppliers\/[a-z-]+\.svg$/);
  // Named by the company (its text alternative), with no initials badge from the upstream.
  await expect(wordmark).toHaveAttribute("alt", /\w{3,}/);
  await expectLoaded(wordmark);
  await expect(confirmation.locator('img[src*="/search-api/suppliers/"]')).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath("confirmation.png"), fullPage: true });
  // Nothing wider than the screen, and axe finds nothing serious.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});

import type { Locator, Page } from "@playwright/test";
import { isoIn } from "../tests/support/dates";
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures";
import { api, orderReadyToPay } from "./shop-api";

const dashed = (days: number) => isoIn(days).split("-").reverse().join("-");
const RESULTS = `/en/search?p_p=41.2619,28.7419&p_d=${dashed(30)}&d_d=${dashed(33)}&a=35`;

/** The picture has loaded real pixels (not a broken image) and offers the proxy's srcset. */
async function expectLoadedPicture(picture: Locator) {
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveAttribute("srcset", /\/img\?src=%2Fimages%2Fcars%2F.+ 640w/);
  await expect(picture).toHaveAttribute("width", /^\d+$/);
  await expect(picture).toHaveAttribute("height", /^\d+$/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

test("every result card shows the car's picture and the company's wordmark, not initials", async ({ page }) => {
  await gotoHydrated(page, RESULTS);
  const cards = page.getByTestId("offer");
  await expect(cards.first()).toBeVisible();
  // One pass in the page, card by card: brought into view (lazy pictures load), then read once its
  // pictures have settled. Thirty cards read through the locator API took half a minute.
  const shown = await page.evaluate(async () => {
    const settled = (image: HTMLImageElement | null) =>
      !image || image.complete
        ? Promise.resolve()
        : Promise.race([
            new Promise((resolve) => image.addEventListener("load", resolve)),
            new Promise((resolve) => image.addEventListener("error", resolve)),
            new Promise((resolve) => setTimeout(resolve, 10_000)),
          ]);
    const read = [];
    for (const card of document.querySelectorAll('[data-testid="offer"]')) {
      const picture = card.querySelector<HTMLImageElement>('[data-testid="car-picture"]');
      const logo = card.querySelector<HTMLImageElement>('[data-testid="company-logo"]');
      picture?.scrollIntoView({ block: "center" });
      await Promise.all([settled(picture), settled(logo)]);
      read.push({
        srcset: picture?.getAttribute("srcset") ?? null,
        size: `${picture?.getAttribute("width")}×${picture?.getAttribute("height")}`,
        pixels: picture?.naturalWidth ?? 0,
        logo: logo?.getAttribute("src") ?? null,
        logoPixels: logo?.naturalWidth ?? 0,
        logoName: logo?.getAttribute("alt") ?? "",
        initials: card.querySelectorAll('img[src*="/search-api/suppliers/"]').length,
      });
    }
    return read;
  });
  expect(shown.length).toBeGreaterThan(5);
  expect(shown.length).toBe(await cards.count());
  for (const [index, card] of shown.entries()) {
    const which = `card ${index + 1}`;
    expect(card.srcset, which).toMatch(/\/img\?src=%2Fimages%2Fcars%2F.+ 640w/);
    expect(card.size, which).toMatch(/^\d+×\d+$/);
    // Real pixels, not a broken image.
    expect(card.pixels, which).toBeGreaterThan(0);
    expect(card.logo, which).toMatch(/^\/images\/logos\/suppliers\/[a-z-]+\.svg$/);
    expect(card.logoPixels, which).toBeGreaterThan(0);
    // The wordmark is named by the company: no initials badge from the upstream beside it.
    expect(card.logoName, which).toMatch(/\w{3,}/);
    expect(card.initials, which).toBe(0);
  }
  const count = shown.length;
  // The first cards load theirs at once; cards further down wait until they are near.
  await expect(cards.first().getByTestId("car-picture")).toHaveAttribute("fetchpriority", "high");
  await expect(cards.nth(count - 1).getByTestId("car-picture")).toHaveAttribute("loading", "lazy");
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, "results");
  expect(await seriousViolations(page)).toEqual([]);
});

test("the product page shows the car large, with the company's wordmark", async ({ page }) => {
  await gotoHydrated(page, RESULTS);
  await page.getByTestId("offer").first().getByRole("link", { name: "Select" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const picture = page.getByTestId("car-picture");
  await expect(picture).toHaveCount(1);
  await expect(picture).toHaveAttribute("width", "640");
  await expect(picture).toHaveAttribute("loading", "eager");
  await expectLoadedPicture(picture);
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  // Named by brand and model, as the heading says, then the view ("BMW 520i, Side view").
  expect(heading).toContain((await picture.getAttribute("alt"))!.split(",")[0]);
  await expect(page.getByTestId("company-logo").first()).toBeVisible();
  await shoot(page, "detail");
  expect(await seriousViolations(page)).toEqual([]);
});

test("the checkout summary and the confirmation show the booked car's picture", async ({ page }) => {
  await page.goto("/en");
  const { orderId } = await orderReadyToPay(page);
  await gotoHydrated(page, `/en/checkout?orderId=${orderId}`);
  const summary = page.locator(".order-summary");
  await expectLoadedPicture(summary.getByTestId("car-picture"));
  await shoot(page, "checkout");
  expect(await seriousViolations(page)).toEqual([]);

  const { payment } = await api<{ payment: { id: string; status: string } }>(
    page,
    "POST",
    "/payment-api/payments/charge",
    {
      orderId,
      idempotencyKey: crypto.randomUUID(),
      card: { number: "4543600000000003", holderName: "SUKRU CAGLAYAN", expiryMonth: 12, expiryYear: 2030, cvc: "123" },
      returnUrl: "/checkout/control",
    },
  );
  expect(payment.status).toBe("succeeded");
  await gotoHydrated(page, `/en/checkout/control?payment=${payment.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment confirmed");
  await expectLoadedPicture(page.locator(".confirmation").getByTestId("car-picture"));
  await shoot(page, "confirmation");
  expect(await seriousViolations(page)).toEqual([]);
});

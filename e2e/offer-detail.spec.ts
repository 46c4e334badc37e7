import type { Browser, Page, TestInfo } from "@playwright/test";
import { dashedIn as day } from "../tests/support/dates";
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures";

// Issue #18, "Offer cards and detail" (docs/car-search.md): facts with icons, badges, the rating
// in words, the product page's gallery, maps link, included/desk block and wide layout.
const QUERY = `p_p=41.2619,28.7419&pid=apt:IST&p_d=${day(20)}&d_d=${day(23)}&a=35`;
const TR_RESULTS = `/search?${QUERY}`;
const EN_RESULTS = `/en/search?${QUERY}`;

/** The first offer's product page, opened from the English results. */
async function openFirstOffer(page: Page) {
  await gotoHydrated(page, EN_RESULTS);
  const href = await page.getByTestId("offer").first().getByRole("link", { name: "Select" }).getAttribute("href");
  await gotoHydrated(page, href!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return href!;
}

/** Layout shifts without input since the page began, after every picture above the fold decoded. */
async function layoutShift(page: Page): Promise<number> {
  await page.waitForLoadState("load");
  return page.evaluate(async () => {
    await Promise.all(
      [...document.images]
        .filter((image) => image.loading !== "lazy")
        .map((image) => image.decode().catch(() => undefined)),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const entries = performance.getEntriesByType("layout-shift");
    return entries.reduce(
      (sum, entry) =>
        sum +
        ("value" in entry && typeof entry.value === "number" && !("hadRecentInput" in entry && entry.hadRecentInput)
          ? entry.value
          : 0),
      0,
    );
  });
}

function noScriptContext(browser: Browser, testInfo: TestInfo) {
  const { userAgent, viewport, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
  return browser.newContext({
    userAgent,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    baseURL,
    javaScriptEnabled: false,
  });
}

test("result cards show the facts with icons and words, the badges, the rating as a word and number; the first card on a phone's first screen", async ({
  page,
  isMobile,
}) => {
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, TR_RESULTS);
  const first = page.getByTestId("offer").first();
  await expect(first).toBeVisible();
  if (isMobile) expect((await first.boundingBox())!.y).toBeLessThan(844);

  const facts = first.getByTestId("offer-facts").getByRole("listitem");
  await expect(facts).toHaveCount(8);
  await expect(facts.nth(0)).toHaveText(/^(Manuel|Otomatik)$/);
  await expect(facts.nth(2)).toHaveText(/^\d+ koltuk$/);
  await expect(facts.nth(3)).toHaveText(/^\d+ bavul$/);
  await expect(facts.nth(5)).toHaveText(/^Depozito/);
  await expect(facts.nth(7)).toHaveText(/km/);
  for (const fact of await facts.all()) {
    // Each icon is decorative, drawn from the one sprite; the words carry the meaning.
    const icon = fact.locator("svg");
    await expect(icon).toHaveAttribute("aria-hidden", "true");
    await expect(icon.locator("use")).toHaveAttribute("href", /^\/images\/icons\/facts\.svg#[a-z]+$/);
    await expect(icon).toBeVisible();
    expect((await fact.textContent())!.trim().length).toBeGreaterThan(1);
  }
  const sprite = await page.request.get("/images/icons/facts.svg");
  expect(sprite.ok()).toBe(true);
  const drawing = await sprite.text();
  for (const id of ["transmission", "fuel", "seats", "bags", "mileage", "deposit", "office", "package"]) {
    expect(drawing).toContain(`<symbol id="${id}"`);
  }

  // The rating in the Turkish words and number format: "Çok iyi 8,4".
  await expect(first.getByTestId("rating-word")).toHaveText(/^(Olağanüstü|Çok iyi|İyi|Orta|Zayıf) \d{1,2},\d$/);
  const badges = first.locator(".offer__badges li");
  await expect(badges.first()).toHaveText(/^(Ücretsiz iptal|İade edilmez|İptal ücreti .+)$/);
  await expect(badges.nth(1)).toHaveText(/^(Terminal içi ofis|Ofise ücretsiz servis|Karşılama hizmeti|Şehir ofisi)$/);
  if ((await badges.first().textContent()) === "Ücretsiz iptal") {
    await expect(first.getByTestId("free-until")).toContainText(/ücretsiz$/);
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test("the product page's gallery switches the large picture with the keyboard", async ({ page }) => {
  await openFirstOffer(page);
  const url = page.url();
  const large = page.getByTestId("car-picture");
  await expect(large).toHaveAttribute("src", /cars%2F[a-z0-9-]+\.png/);
  const thumbs = page.getByTestId("gallery-thumb");
  await expect(thumbs).toHaveCount(3);
  await expect(thumbs.first()).toHaveAttribute("aria-current", "true");

  await page.getByRole("link", { name: "Front view" }).focus();
  await page.keyboard.press("Enter");
  await expect(large).toHaveAttribute("src", /-front\.png/);
  await expect(large).toHaveAttribute("srcset", /-front\.png.+ 640w/);
  await expect(page.getByRole("link", { name: "Front view" })).toHaveAttribute("aria-current", "true");
  await expect(thumbs.first()).not.toHaveAttribute("aria-current");
  await expect
    .poll(() => large.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Rear view" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(large).toHaveAttribute("src", /-rear\.png/);
  // Switched in place: no new page, the URL as it was.
  expect(page.url()).toBe(url);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the office opens in the device's maps app: Google Maps on a desktop, geo: on an Android phone", async ({
  page,
  isMobile,
}) => {
  await openFirstOffer(page);
  const office = (await page.locator(".office strong").first().textContent())!;
  const link = page.getByTestId("office-map-link").first();
  await expect(link).toHaveText(`Open ${office} in maps`);
  if (isMobile) {
    await expect(link).toHaveAttribute("href", /^geo:-?\d+(\.\d+)?,-?\d+(\.\d+)?\?q=-?[\d.]+,-?[\d.]+\(.+\)$/);
    await expect(link).not.toHaveAttribute("target");
  } else {
    await expect(link).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?[\d.]+%2C-?[\d.]+$/,
    );
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});

test("what's included and what is paid at the desk; two columns at 1280 px, one on a phone", async ({
  page,
  isMobile,
}) => {
  if (!isMobile) await page.setViewportSize({ width: 1280, height: 900 });
  await openFirstOffer(page);
  const block = page.getByTestId("included-block");
  await expect(block.getByRole("heading", { name: "What's included in the price" })).toBeVisible();
  const online = block.getByTestId("included-online");
  await expect(online).toContainText("Third-party liability insurance");
  await expect(online).toContainText(/Unlimited mileage|km included/);
  await expect(online).toContainText("VAT and the service fee");
  const desk = block.getByRole("list", { name: "What you pay at the desk" });
  await expect(desk.getByRole("listitem").first()).toHaveText(
    /^Deposit of .+: blocked on the driver's credit card, not charged/,
  );

  const summary = (await page.locator(".detail__summary").boundingBox())!;
  const price = (await page.locator(".price-summary").boundingBox())!;
  if (isMobile) {
    // One column: the price summary comes after the car.
    expect(price.y).toBeGreaterThan(summary.y + summary.height);
    expect(Math.abs(price.x - summary.x)).toBeLessThan(2);
  } else {
    // Beside the main column from the top, not below it.
    expect(price.x).toBeGreaterThan(summary.x + summary.width);
    expect(Math.abs(price.y - summary.y)).toBeLessThan(2);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  expect(await layoutShift(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test(
  "without JavaScript the gallery's thumbnails are links to each view",
  { tag: "@any-viewport" },
  async ({ browser, page }, testInfo) => {
    const href = await openFirstOffer(page);
    const context = await noScriptContext(browser, testInfo);
    const bare = await context.newPage();
    await bare.goto(href);
    await bare.getByRole("link", { name: "Rear view" }).click();
    await expect(bare).toHaveURL(/[?&]view=rear/);
    await expect(bare.getByTestId("car-picture")).toHaveAttribute("src", /-rear\.png/);
    await expect(bare.getByRole("link", { name: "Rear view" })).toHaveAttribute("aria-current", "true");
    // A view the page does not know shows the side.
    await bare.goto(`${href}&view=roof`);
    await expect(bare.getByTestId("car-picture")).toHaveAttribute("src", /cars%2F[a-z0-9-]+\.png/);
    await expect(bare.getByTestId("car-picture")).not.toHaveAttribute("src", /-(front|rear)\.png/);
    await context.close();
  },
);

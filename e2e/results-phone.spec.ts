import type { Browser, Page, TestInfo } from "@playwright/test";
import { dashedIn as day } from "../tests/support/dates";
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures";

const SEARCH = `/search?p_p=41.2619,28.7419&pid=apt:IST&p_d=${day(20)}&d_d=${day(23)}&a=35`;
const FLIGHTS = `/en/search/flight?p_p=IST&d_p=AYT&ppt=airport&dpt=airport&p_d=${day(21)}&pa=1`;

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const amounts = async (page: Page) =>
  (await page.getByTestId("offer-total").allTextContents()).map((text) =>
    Number(text.replace(/[^\d,]/g, "").replace(",", ".")),
  );

/** A context like the project's (the phone's user agent decides the layout) without JavaScript. */
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

test("a phone shows the first offer on the first screen under a sticky bar; desktop keeps the sidebar", async ({
  page,
  isMobile,
}) => {
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, SEARCH);
  const first = page.getByTestId("offer").first();
  await expect(first).toBeVisible();
  const controls = page.getByRole("form", { name: "Filtrele ve sırala" });
  if (isMobile) {
    const top = (await first.boundingBox())!.y;
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(844);
    const bar = page.locator(".results-bar");
    // The search in one line (airport code, dates, driver's age) opens the search form.
    const change = bar.getByRole("button", { name: /Aramayı değiştir/ });
    await expect(change).toContainText(/^IST · .+ · 35/);
    await expect(bar.getByRole("button", { name: "Sıralama" })).toBeVisible();
    await expect(bar.getByRole("button", { name: "Filtreler" })).toBeVisible();
    // No filter list in the page: it waits in its sheet.
    await expect(controls.getByRole("checkbox", { name: /^Ekonomik/ })).toBeHidden();
    // Scrolled down the list, the bar stays at the top of the screen.
    await page.getByTestId("offer").nth(8).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await bar.boundingBox())!.y).toBe(0);
    await change.click();
    const dialog = page.getByRole("dialog", { name: "Arama ayarları" });
    await expect(dialog.getByRole("combobox", { name: "Alış yeri" })).toHaveValue(/İstanbul/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(change).toBeFocused();
  } else {
    await expect(page.locator(".results-bar")).toHaveCount(0);
    await expect(controls.getByRole("checkbox", { name: /^Ekonomik/ })).toBeVisible();
    await expect(controls.getByLabel("Sırala")).toBeVisible();
    // The filters sit beside the list, not above it.
    const sidebar = (await controls.boundingBox())!;
    const card = (await first.boundingBox())!;
    expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(card.x);
    expect(card.y).toBeLessThan(sidebar.y + sidebar.height);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test("the sort and filter sheets work with the keyboard: focus in, choices applied at once, Escape and Close", async ({
  page,
  isMobile,
}) => {
  await gotoHydrated(page, SEARCH);
  await expect(page.getByTestId("offer").first()).toBeVisible();
  const status = page.locator(".results__count");
  const total = Number(/(\d+)/.exec((await status.textContent()) ?? "")?.[1]);
  if (!isMobile) {
    // Desktop: the same choices straight from the sidebar.
    const controls = page.getByRole("form", { name: "Filtrele ve sırala" });
    await controls.getByRole("checkbox", { name: /^Ekonomik/ }).focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/[?&]c=economy(&|$)/);
    await controls.getByLabel("Sırala").selectOption("lowest_price_first");
    await expect(page).toHaveURL(/sb=lowest_price_first/);
    const prices = await amounts(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    return;
  }
  const filtersButton = page.getByRole("button", { name: "Filtreler" });
  await filtersButton.focus();
  await page.keyboard.press("Enter");
  const filters = page.getByRole("dialog", { name: "Filtreler" });
  await expect(filters).toBeVisible();
  // Focus moves into the sheet.
  await expect.poll(() => filters.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await filters.getByRole("checkbox", { name: /^Ekonomik/ }).focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/[?&]c=economy(&|$)/);
  await expect(status).not.toHaveText(new RegExp(`^${total} / ${total}`));
  await page.keyboard.press("Escape");
  await expect(filters).toBeHidden();
  await expect(filtersButton).toBeFocused();
  await expect(filtersButton).toHaveText("Filtreler (1)");

  const sortButton = page.getByRole("button", { name: "Sıralama" });
  await sortButton.focus();
  await page.keyboard.press("Enter");
  const sort = page.getByRole("dialog", { name: "Sırala" });
  await expect(sort).toBeVisible();
  const cheapest = sort.getByRole("radio", { name: "Önce en düşük fiyat" });
  await cheapest.focus();
  await page.keyboard.press("Space");
  // One choice closes the sheet; the filter chosen before stays.
  await expect(sort).toBeHidden();
  await expect(sortButton).toBeFocused();
  await expect(page).toHaveURL(/sb=lowest_price_first/);
  await expect(page).toHaveURL(/[?&]c=economy(&|$)/);
  const prices = await amounts(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await filtersButton.click();
  await expect(filters.getByRole("checkbox", { name: /^Ekonomik/ })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await filters.getByRole("button", { name: "Kapat" }).click();
  await expect(filters).toBeHidden();
  await expect(filtersButton).toBeFocused();
});

test("without JavaScript sorting and filtering go through the server, on a phone and on a desktop", async ({
  browser,
}, testInfo) => {
  const context = await noScriptContext(browser, testInfo);
  const page = await context.newPage();
  await page.goto(SEARCH);
  await page.getByRole("link", { name: "Sonuçları göster" }).click();
  await expect(page.getByTestId("offer").first()).toBeVisible();
  const form = page.getByRole("form", { name: "Filtrele ve sırala" });
  if (testInfo.project.use.isMobile) {
    // Two disclosures, each with its own submit button.
    await form.locator("summary", { hasText: "Sıralama" }).click();
    await form.getByRole("radio", { name: "Önce en düşük fiyat" }).check();
    await form.locator("details[open]").getByRole("button", { name: "Sonuçları göster" }).click();
    await expect(page).toHaveURL(/nojs=1.*sb=lowest_price_first/);
    await form.locator("summary", { hasText: "Filtreler" }).click();
    await form.getByRole("checkbox", { name: /^Ekonomik/ }).check();
    await form.locator("details[open]").getByRole("button", { name: "Sonuçları göster" }).click();
    await expect(page).toHaveURL(/c=economy/);
    await expect(page).toHaveURL(/sb=lowest_price_first/);
    await expect(form.locator("summary", { hasText: "Filtreler" })).toHaveText("Filtreler (1)");
    // The search line opens the search form in the page.
    await page.locator(".results-bar summary", { hasText: "IST" }).click();
    await expect(page.getByRole("combobox", { name: "Alış yeri" })).toHaveValue(/İstanbul/);
  } else {
    await form.getByLabel("Sırala").selectOption("lowest_price_first");
    await form.getByRole("checkbox", { name: /^Ekonomik/ }).check();
    await form.getByRole("button", { name: "Sonuçları göster" }).click();
    await expect(page).toHaveURL(/nojs=1.*sb=lowest_price_first.*c=economy/);
  }
  await expect(page.getByTestId("offer").first()).toBeVisible();
  const prices = await amounts(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await context.close();
});

test("the flight results open their sort and filter sheets on a phone", async ({ page, isMobile }) => {
  await gotoHydrated(page, FLIGHTS);
  await expect(page.getByTestId("flight").first()).toBeVisible();
  if (isMobile) {
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    const sort = page.getByRole("dialog", { name: "Sort by" });
    await sort.getByRole("radio", { name: "Fastest" }).check();
    await expect(sort).toBeHidden();
    await expect(page).toHaveURL(/so=fastest/);
    await page.getByRole("button", { name: "Filters" }).click();
    await expect(page.getByRole("dialog", { name: "Filters" }).getByRole("checkbox").first()).toBeVisible();
    await page.keyboard.press("Escape");
  } else {
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("fastest");
    await expect(page).toHaveURL(/so=fastest/);
  }
  expect(await seriousViolations(page)).toEqual([]);
});

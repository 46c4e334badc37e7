import { expect, gotoHydrated, test } from "./fixtures";
import { dashedIn as day } from "../tests/support/dates";
import { chooseSort, closeFilters, openFilters } from "./result-controls";

const SEARCH = `/search?p_p=41.2619,28.7419&pid=apt:IST&p_d=${day(20)}&d_d=${day(23)}&a=35`;
/** Every link and form of the results page keeps the place id, so a reload names the place. */
const KEEPS_PLACE = /[?&]pid=apt(%3A|:)IST(&|$)/;

test("filters and sorting work instantly in the browser, keep the URL and need no new search", async ({
  page,
  isMobile,
}) => {
  await gotoHydrated(page, SEARCH);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same-document"));
  const status = page.locator(".results__count");
  await expect(status).toHaveText(/^(\d+) \/ \1 araç$|^\d+ of \d+/);
  const total = Number(/(\d+)/.exec((await status.textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThan(20);
  const searches: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(".data")) searches.push(request.url());
  });

  await openFilters(page, isMobile, "Filtreler");
  const controls = page.getByRole("form", { name: "Filtrele ve sırala" });
  await controls.getByRole("checkbox", { name: /^Ekonomik/ }).check();
  await expect(page).toHaveURL(/[?&]c=economy(&|$)/);
  await expect(page).toHaveURL(KEEPS_PLACE);
  await expect(status).not.toHaveText(new RegExp(`^${total} / ${total}`));
  const economy = Number(/(\d+)/.exec((await status.textContent()) ?? "")?.[1]);
  expect(economy).toBeLessThan(total);
  // A long list comes in pages of 30.
  await expect(page.getByTestId("offer")).toHaveCount(Math.min(economy, 30));

  await closeFilters(page, isMobile);
  await chooseSort(page, isMobile, { sort: "Sıralama", sortBy: "Sırala" }, "lowest_price_first");
  await expect(page).toHaveURL(/sb=lowest_price_first/);
  await expect(page).toHaveURL(KEEPS_PLACE);
  const prices = await page.getByTestId("offer-total").allTextContents();
  const amounts = prices.map((text) => Number(text.replace(/[^\d,]/g, "").replace(",", ".")));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

  await openFilters(page, isMobile, "Filtreler");
  await controls.getByRole("link", { name: "Filtreleri temizle" }).click();
  await closeFilters(page, isMobile);
  await expect(page.getByTestId("offer")).toHaveCount(30);
  await expect(page).toHaveURL(KEEPS_PLACE);
  await page.getByRole("button", { name: "Daha fazla araç göster" }).click();
  await expect(page.getByTestId("offer")).toHaveCount(Math.min(total, 60));
  // Only the page frame's data is refreshed; the car search itself is not repeated.
  expect(searches.filter((url) => url.includes("car-search"))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same-document");
});

test("without JavaScript the filter form submits and the server filters", async ({ browser, isMobile }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(SEARCH);
  // Streamed results need a script to appear; the fallback links to the whole page.
  await page.getByRole("link", { name: "Sonuçları göster" }).click();
  await expect(page.getByTestId("offer").first()).toBeVisible();
  const form = page.getByRole("form", { name: "Filtrele ve sırala" });
  // The filters are open on wide screens and a disclosure on phones.
  const filters = page.locator("details.filters:not(.filters--sort)");
  if ((await filters.getAttribute("open")) === null) await filters.locator("summary").click();
  await form.getByRole("checkbox", { name: /^Ekonomik/ }).check();
  await form.getByRole("checkbox", { name: /^SUV/ }).check();
  await form.getByRole("button", { name: "Sonuçları göster" }).click();
  await expect(page).toHaveURL(/nojs=1.*c=economy&c=suv/);
  await expect(page).toHaveURL(KEEPS_PLACE);
  // The place is named (a phone's results bar names an airport by its code).
  if (isMobile) await expect(page.locator(".results-bar")).toContainText("IST · ");
  else await expect(page.getByRole("definition").first()).toContainText("İstanbul Havalimanı");
  if ((await filters.getAttribute("open")) === null) await filters.locator("summary").click();
  await expect(form.getByRole("checkbox", { name: /^Ekonomik/ })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: /^SUV/ })).toBeChecked();
  await context.close();
});

test("a pickup place without offices explains why and leads back to the car rental page", async ({ page }) => {
  await gotoHydrated(page, `/search?p_p=42.6,33.9&p_d=${day(20)}&d_d=${day(23)}`);
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "Tamam" }).click();
  await expect(page).toHaveURL("/arac-kiralama");
});

test("a search with past dates or a too young driver says what is wrong, in the page's language", async ({ page }) => {
  await gotoHydrated(page, `/search?p_p=41.2619,28.7419&pid=apt:IST&p_d=${day(-2)}&d_d=${day(3)}&a=35`);
  await expect(page.getByRole("alert")).toHaveText(
    "Alış tarihi ve saati geçmiş. Lütfen daha ileri bir alış zamanı seçin.",
  );
  await gotoHydrated(page, `/en/search?p_p=41.2619,28.7419&pid=apt:IST&p_d=${day(20)}&d_d=${day(23)}&a=18`);
  await expect(page.getByRole("alert")).toHaveText(
    "No rental company here rents cars to drivers aged 18. Cars can be rented from the age of 21.",
  );
  // The search stays as it was, ready to change.
  await page.getByRole("button", { name: "Change search" }).click();
  await expect(page.getByRole("dialog").getByLabel("Driver's age")).toHaveValue("18");
});

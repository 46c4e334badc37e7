import type { Page } from "@playwright/test";
import { dashedIn, isoIn } from "../tests/support/dates";
import { expect, gotoHydrated, test } from "./fixtures";
import { chooseSort } from "./result-controls";

const SEARCH = `/en/search?p_p=41.2619,28.7419&pid=apt:IST&p_d=${dashedIn(20)}&d_d=${dashedIn(23)}&a=40`;

const dataLayer = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { dataLayer?: { event: string; [key: string]: unknown }[] }).dataLayer ?? [],
  );
const events = async (page: Page, name: string) => (await dataLayer(page)).filter((event) => event.event === name);

test("the search settings dialog: focus inside, Tab kept in, Escape and close return focus", async ({ page }) => {
  await gotoHydrated(page, SEARCH);
  const opener = page.getByRole("button", { name: "Change search" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Search settings" });
  await expect(dialog).toBeVisible();
  const pickup = dialog.getByRole("combobox", { name: "Pickup location" });
  await expect(pickup).toBeFocused();
  await expect(pickup).toHaveValue(/Istanbul/);

  // Tab and Shift+Tab go round the dialog and never reach the page behind it.
  for (let press = 0; press < 14; press++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await pickup.focus();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Search cars" })).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("searching from the dialog runs the new search and reports it once", async ({ page, isMobile }) => {
  await gotoHydrated(page, SEARCH);
  await expect(page.getByTestId("offer").first()).toBeVisible();
  await expect.poll(() => events(page, "car_search")).toHaveLength(1);
  const [firstSearch] = await events(page, "car_search");
  expect(firstSearch).toMatchObject({
    pickup_location: expect.stringContaining("Istanbul"),
    pickup_date: dashedIn(20),
    dropoff_date: dashedIn(23),
    pickup_hour: "10:00",
    day_count: 3,
    pickup_country: "TR",
    time_to_rent: expect.any(Number),
  });
  const [list] = await events(page, "view_item_list");
  const items = (list?.ecommerce as { items: { item_id: string; price: number }[] }).items;
  expect(items).toHaveLength(await page.getByTestId("offer").count());

  // Sorting is not a new search: nothing more is reported.
  await chooseSort(page, isMobile, { sort: "Sort", sortBy: "Sort by" }, "lowest_price_first");
  await expect(page).toHaveURL(/sb=lowest_price_first/);
  expect(await events(page, "car_search")).toHaveLength(1);
  expect(await events(page, "view_item_list")).toHaveLength(1);

  await page.getByRole("button", { name: "Change search" }).click();
  const dialog = page.getByRole("dialog", { name: "Search settings" });
  await dialog.getByLabel("Return date").fill(isoIn(25));
  await dialog.getByRole("button", { name: "Search cars" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`d_d=${dashedIn(25)}`));
  await expect(page.getByTestId("offer").first()).toBeVisible();
  // The visitor's country as the shop detected it; the age as searched (40 is in the 30–65 range, searched as 30).
  const { countryCode } = (await (await page.request.get("/api/country-code")).json()) as { countryCode: string };
  expect(await events(page, "search_settings_update")).toEqual([
    { event: "search_settings_update", country_code: countryCode, age: 30 },
  ]);
  await expect.poll(async () => (await events(page, "car_search")).map((event) => event.day_count)).toEqual([3, 5]);
});

test("without JavaScript the search settings are a disclosure with the form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(SEARCH);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // (On a phone the disclosure is the search line of the results bar.)
  await page.locator("summary:visible", { hasText: "Change search" }).click();
  const form = page.getByRole("form", { name: "Car rental search" });
  await expect(form.getByRole("combobox", { name: "Pickup location" })).toBeVisible();
  await expect(form.getByRole("button", { name: "Search cars" })).toBeVisible();
  await context.close();
});

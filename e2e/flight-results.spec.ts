import type { Page } from "@playwright/test";
import { dashedIn as day } from "../tests/support/dates";
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures";
import { chooseSort, closeFilters, openFilters } from "./result-controls";

const ONE_WAY = `/en/search/flight?p_p=IST&d_p=AYT&ppt=airport&dpt=airport&p_d=${day(21)}&pa=1`;
const ROUND_TRIP = `/en/search/flight?p_p=SAW&d_p=ADB&ppt=airport&dpt=airport&p_d=${day(26)}&d_d=${day(31)}&pa=2&pc=1&pi=1`;

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((entry) =>
      "event" in entry && typeof entry.event === "string" ? [entry.event] : [],
    ),
  );
}

/** Opens the filter disclosure where it starts closed (phones without JavaScript). */
async function openFilterDisclosure(page: Page) {
  const filters = page.locator("details.filters:not(.filters--sort)");
  if ((await filters.getAttribute("open")) === null) await filters.locator("summary").click();
}

/** The results' own non-stop filter (the search form above has a "non-stop only" box too). */
const nonStopFilter = (page: Page) =>
  page.getByRole("form", { name: "Filter and sort" }).getByRole("checkbox", { name: /Non-stop/ });

/** Minutes of a "1 hr 5 mins"-style duration. */
const minutes = (text: string) => {
  const hours = /(\d+)\s*hr/.exec(text)?.[1] ?? "0";
  const rest = /(\d+)\s*min/.exec(text)?.[1] ?? "0";
  return Number(hours) * 60 + Number(rest);
};

test.describe("flight results", () => {
  test("one way IST→AYT for one adult: priced Pegasus flights, reported, accessible", async ({ page }) => {
    await gotoHydrated(page, ONE_WAY);
    const flights = page.getByTestId("flight");
    await expect(flights.first()).toBeVisible();
    await expect(page.getByText(/PC5\d\d/).first()).toBeVisible();
    await expect(flights.first()).toContainText("per adult");
    await expect(flights.first()).toContainText("total for 1 passenger");
    await expect(page.getByRole("navigation", { name: "Other departure dates" })).toBeVisible();
    await expect
      .poll(() => dataLayerEvents(page))
      .toEqual(expect.arrayContaining(["flight_search", "flight_view_item_list"]));
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test("round trip SAW→ADB for a family: non-stop, fastest, outbound and return in higher fares, to the checkout", async ({
    page,
    isMobile,
  }) => {
    await gotoHydrated(page, ROUND_TRIP);
    await expect(page.getByTestId("flight").first()).toBeVisible();
    await openFilters(page, isMobile, "Filters");
    await nonStopFilter(page).check();
    await closeFilters(page, isMobile);
    await chooseSort(page, isMobile, { sort: "Sort", sortBy: "Sort by" }, "fastest");
    await expect(page).toHaveURL(/st=0/);
    await expect(page).toHaveURL(/so=fastest/);
    await expect(page.locator(".flight__stops").filter({ hasNotText: "Non-stop" })).toHaveCount(0);
    await expect
      .poll(async () => {
        const durations = (await page.locator(".flight__duration").allTextContents()).map(minutes);
        return durations.length > 0 && durations.every((value, index) => index === 0 || durations[index - 1]! <= value);
      })
      .toBe(true);

    await page.getByTestId("select-flight").first().click();
    await expect(page.getByRole("heading", { name: "Choose your fare" })).toBeFocused();
    await expect(page.getByTestId("flight-brand")).not.toHaveCount(0);
    await page.getByRole("radio", { name: /Standard/ }).check();
    const rules = page.locator("details[open]").filter({ hasText: "Fare rules: Standard" });
    await expect(rules).toContainText("Change fee");
    await expect(rules).toContainText("Infants under 2");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Choose your return flight" }).click();

    await expect(page.getByRole("heading", { name: "Your outbound flight" })).toBeVisible();
    await expect(page.getByText("Standard fare:")).toBeVisible();
    await expect(page).toHaveURL(/obb=STANDARD/);
    const returns = page.getByTestId("select-flight");
    await expect(returns.first()).toBeVisible();
    await expect(page.locator(".results__list .flight__stops").filter({ hasNotText: "Non-stop" })).toHaveCount(0);
    await returns.first().click();

    await expect(page.getByRole("heading", { name: "Choose the fare of your return flight" })).toBeFocused();
    await page.getByRole("radio", { name: /Flex/ }).check();
    const flexRules = page.locator("details[open]").filter({ hasText: "Fare rules: Flex" });
    await expect(flexRules).toContainText("you get");
    await expect(page.getByText(/Total for both flights/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Continue to passenger details" }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/flight\?orderId=/);
    expect(await dataLayerEvents(page)).toEqual(expect.arrayContaining(["flight_view_item", "flight_add_to_cart"]));

    // Back from the checkout, the search starts at the top (spec section 2), not where the fare was chosen.
    await page.goBack();
    await expect(page.getByRole("button", { name: "Continue to passenger details" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("no sideways scrolling at 320 px on the list and the fares", async ({ page, isMobile }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await gotoHydrated(page, ONE_WAY);
    await expect(page.getByTestId("flight").first()).toBeVisible();
    await openFilters(page, isMobile, "Filters");
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await closeFilters(page, isMobile);
    await page.getByTestId("select-flight").first().click();
    await expect(page.getByTestId("flight-brand").first()).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test("a sort and a filter chosen before the page has hydrated are applied once it has, not undone", async ({
    page,
    isMobile,
  }) => {
    // The scripts wait until the choice is made, as on a slow phone where the results stream in
    // and can be touched before the code that handles them runs.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(ONE_WAY, { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Filter and sort" });
    await expect(page.getByTestId("flight").first()).toBeVisible();
    if (isMobile) {
      await form.locator("details.filters--sort summary").click();
      await form.getByRole("radio", { name: "Fastest first" }).check();
      await openFilterDisclosure(page);
    } else {
      await form.getByRole("combobox", { name: "Sort by" }).selectOption("fastest");
    }
    await nonStopFilter(page).check();
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page).toHaveURL(/so=fastest/);
    await expect(page).toHaveURL(/st=0/);
    expect(new URL(page.url()).searchParams.has("nojs")).toBe(false);
    if (!isMobile) await expect(form.getByRole("combobox", { name: "Sort by" })).toHaveValue("fastest");
    // On a phone the filter now waits in its closed sheet: the box itself says it is on.
    await expect(form.locator('input[name="st"][value="0"]')).toBeChecked();
    const durations = (await page.locator(".flight__duration").allTextContents()).map(minutes);
    expect(durations.length).toBeGreaterThan(0);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
  });

  test("a problem with the search is explained with a way forward", async ({ page }) => {
    await gotoHydrated(page, `/en/search/flight?p_p=IST&d_p=IST&p_d=${day(20)}`);
    await expect(page.getByRole("alert")).toContainText("Please correct the search above");
    await expect(page.getByText("Choose a destination other than the departure.")).toBeVisible();
  });
});

test.describe("flight results without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search, filter, choose a flight and its fare, and reach the checkout", async ({ page }) => {
    await page.goto(ONE_WAY);
    // When the results were not ready with the first part of the page, a link asks for them whole.
    const showAll = page.getByRole("link", { name: "Show flights" });
    if ((await showAll.count()) > 0) await showAll.click();
    await expect(page.getByTestId("flight").first()).toBeVisible();
    const all = await page.getByTestId("flight").count();
    await openFilterDisclosure(page);
    await nonStopFilter(page).check();
    await page
      .getByRole("form", { name: "Filter and sort" })
      .locator("details[open]")
      .getByRole("button", { name: "Show flights" })
      .click();
    await expect(page).toHaveURL(/st=0/);
    const nonStop = await page.getByTestId("flight").count();
    expect(nonStop).toBeLessThanOrEqual(all);
    await expect(page.locator(".flight__stops").filter({ hasNotText: "Non-stop" })).toHaveCount(0);

    await page.getByTestId("select-flight").first().click();
    await page.getByRole("radio", { name: /Flex/ }).check();
    await page.getByText("Fare rules: Flex").click();
    await expect(page.locator("details").filter({ hasText: "Fare rules: Flex" })).toContainText("you get");
    await page.getByRole("button", { name: "Continue to passenger details" }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/flight\?orderId=/);
  });
});

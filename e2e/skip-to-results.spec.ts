import { dashedIn as day } from "../tests/support/dates";
import { expect, gotoHydrated, test } from "./fixtures";

const CAR_RESULTS = `/en/search?p_p=41.2619,28.7419&pid=apt:IST&p_d=${day(20)}&d_d=${day(23)}&a=35`;
const FLIGHT_RESULTS = `/en/search/flight?p_p=IST&d_p=AYT&ppt=airport&dpt=airport&p_d=${day(21)}&pa=1`;

for (const { name, url, item } of [
  { name: "car", url: CAR_RESULTS, item: "offer" },
  { name: "flight", url: FLIGHT_RESULTS, item: "flight" },
]) {
  test(`the ${name} results' second skip link leads past the search and the filters to the list`, async ({ page }) => {
    await gotoHydrated(page, url);
    const first = page.getByTestId(item).first();
    await expect(first).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to results" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#results")).toBeFocused();
    // The next stop is in the first result: the search form and the filters are behind.
    await page.keyboard.press("Tab");
    await expect(first.locator(":focus")).toHaveCount(1);
  });
}

test("without results to skip to (the search form), there is no such link", async ({ page }) => {
  await gotoHydrated(page, "/en/search");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Skip to results" })).toBeHidden();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).not.toHaveText("Skip to results");
});

test("the flight results' date strip shows the searched day without taking the keyboard's starting point", async ({
  page,
}) => {
  await gotoHydrated(page, FLIGHT_RESULTS);
  await expect(page.getByTestId("flight").first()).toBeVisible();
  // On a phone the row scrolls to the searched day; it must be wholly in view there.
  await expect(page.locator(".date-strip__day--current")).toBeInViewport({ ratio: 1 });
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
});

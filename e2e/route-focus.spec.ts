import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

const announcer = (page: Page) => page.getByTestId("route-announcer");

test("after following a link, focus is on the new page's heading and its title is announced", async ({ page }) => {
  await gotoHydrated(page, "/en");
  // The first load keeps the browser's own start: nothing focused, nothing announced.
  await expect(page.locator("h1")).not.toBeFocused();
  await expect(announcer(page)).toHaveText("");
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Campaigns", exact: true });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/campaign$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Campaigns");
  await expect(heading).toBeFocused();
  await expect(announcer(page)).toHaveText(await page.title());
  expect(await page.title()).toContain("Campaigns");
  // The next Tab goes on from the heading, into the page.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest("#main"))).toBe(true);
  // Back: the previous page's heading, announced.
  await page.goBack();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

test("a change of the query only (a category of the same list) leaves focus where it was", async ({ page }) => {
  await gotoHydrated(page, "/en/campaign");
  const category = page.locator("#main").getByRole("link", { name: "Car rental", exact: true });
  await category.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/category=car/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Car rental campaigns");
  await expect(page.getByRole("heading", { level: 1 })).not.toBeFocused();
  await expect(announcer(page)).toHaveText("");
});

import AxeBuilder from "@axe-core/playwright";
import { expect, gotoHydrated, test } from "./fixtures";

const SECTIONS = [
  "Popular rental locations",
  "Campaigns",
  "Already booked?",
  "Cancellation and refund",
  "Help",
  "RotaGo mobile app",
];

test("the home page shows its sections below the search form, and they lead on", async ({ page }) => {
  await gotoHydrated(page, "/en");
  for (const name of SECTIONS) {
    await expect(page.getByRole("region", { name }).getByRole("heading", { level: 2, name })).toBeVisible();
  }
  const campaigns = page.getByRole("region", { name: "Campaigns" });
  await expect(campaigns.getByRole("listitem").filter({ hasText: "Summer deals" })).toContainText("Code: YAZ10");

  // A question opens to its answer.
  const help = page.getByRole("region", { name: "Help" });
  const question = help.getByText("Which documents do I need to pick up the car?");
  await question.click();
  await expect(help.getByText("A valid driving licence; photocopies or photos are not accepted.")).toBeVisible();

  await page
    .getByRole("region", { name: "Popular rental locations" })
    .getByRole("link", { name: "Car rental at Antalya Airport" })
    .click();
  await expect(page).toHaveURL("/en/car/turkiye/antalya/antalya-havalimani");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await gotoHydrated(page, "/en");
  await page
    .getByRole("region", { name: "Already booked?" })
    .getByRole("link", { name: "Find my reservation" })
    .click();
  await expect(page).toHaveURL("/en/reservation/find");
});

test("the Turkish car rental page links its sections to Turkish addresses", async ({ page }) => {
  await page.goto("/arac-kiralama");
  // The page's own sections (the footer may link to the same places).
  const main = page.getByRole("main");
  await expect(main.locator('a[href="/arac-kiralama/turkiye/istanbul/istanbul-havalimani"]')).toBeVisible();
  await expect(main.locator('a[href="/kampanya/yaz-firsatlari"]')).toBeVisible();
  await expect(main.locator('a[href="/iptal-iade"]')).toBeVisible();
  await expect(main.locator('a[href="/reservation/find"]')).toBeVisible();
});

test("the home sections fit a 320 px screen and pass an accessibility scan", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  for (const path of ["/", "/arac-kiralama", "/en/car"]) {
    await page.goto(path);
    // Open every answer: tables inside must not widen the page either.
    for (const details of await page.locator(".home-faq").all()) await details.locator("summary").click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  const results = await new AxeBuilder({ page }).include(".home-sections").analyze();
  const violations = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(" ")) }));
  expect(violations).toEqual([]);
});

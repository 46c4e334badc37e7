import { dashedIn, isoIn, shopDashedIn } from "../tests/support/dates";
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures";

test("a location page's search form is filled with that place and searches it", async ({ page, isMobile }) => {
  await gotoHydrated(page, "/en/car/turkiye/antalya/antalya-havalimani");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Car rental at Antalya Airport");
  const form = page.getByRole("form", { name: "Car rental search" });
  await expect(form.getByRole("combobox", { name: "Pickup location" })).toHaveValue("Antalya Airport (AYT)");
  // Dates are filled in too (a week ahead in Turkey's calendar, three days): one click searches.
  await form.getByRole("button", { name: "Search cars" }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/en/search\\?p_p=[\\d.]+%2C[\\d.]+&pid=apt%3AAYT&p_d=${shopDashedIn(7)}&d_d=${shopDashedIn(10)}&p_t=10%3A00&d_t=10%3A00&a=30$`,
    ),
  );
  await expect(page.getByTestId("offer").first()).toBeVisible();
  // A phone sums the search up in the sticky bar's one line, by the airport's code (docs/results-phone.md).
  if (isMobile) await expect(page.getByRole("button", { name: /^AYT · / })).toBeVisible();
  else await expect(page.locator(".summary")).toContainText("Antalya");
});

test("without JavaScript the pre-filled form searches the place too", { tag: "@any-viewport" }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/arac-kiralama/turkiye/istanbul/sabiha-gokcen-havalimani");
  await page.locator("form.search-form").locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/arac-kiralama\/search\?.*p_p=/);
  expect(new URL(page.url()).searchParams.get("pid")).toBe("apt:SAW");
  await expect(page.getByTestId("offer").first()).toBeVisible();
  await context.close();
});

test("a flight destination page's search goes to the flight results for that airport", async ({ page }) => {
  await gotoHydrated(page, "/en/flight/turkiye/istanbul/sabiha-gokcen-havalimani");
  const form = page.getByRole("form", { name: "Flight search" });
  await expect(form.getByRole("combobox", { name: "To" })).toHaveValue(/\(SAW\)$/);
  // A typed code searches without choosing a suggestion.
  await form.getByRole("combobox", { name: "From" }).fill("AYT");
  await form.getByLabel("Departure date").fill(isoIn(14));
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en\/search\/flight\?/);
  const search = new URL(page.url()).searchParams;
  expect(search.get("p_p")).toBe("AYT");
  expect(search.get("d_p")).toBe("SAW");
  expect(search.get("p_d")).toBe(dashedIn(14));
});

const PAGES = [
  "/arac-kiralama/turkiye/istanbul/istanbul-havalimani",
  "/en/locations/_car",
  "/en/car/brands/toyota/corolla",
  "/en/suppliers/anadolu-rent",
  "/firma/anadolu-rent",
  "/ar/flight/turkiye/antalya",
  "/en/car/rental-terms",
];

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("landing pages are no wider than the screen", async ({ page }) => {
  for (const path of [...PAGES, "/en/car/brands", "/ar/car/turkiye/mugla/bodrum", "/en/suppliers", "/en/flight"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

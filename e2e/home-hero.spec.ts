import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures";
import { cumulativeLayoutShift, expectNoLayoutShift } from "./layout-shift";

const HOMES = [
  { path: "/en", scene: "hero-home.jpg" },
  { path: "/en/car", scene: "hero-home.jpg" },
  { path: "/en/flight", scene: "hero-flight.jpg" },
];

/** The picture has loaded real pixels through the image proxy, with its srcset and box. */
async function expectLoadedPicture(picture: Locator, source: RegExp | string) {
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveAttribute("src", /^\/img\?src=%2Fimages%2Fcontent%2F/);
  await expect(picture).toHaveAttribute("src", source);
  await expect(picture).toHaveAttribute("srcset", / 640w[\s\S]* 1280w/);
  await expect(picture).toHaveAttribute("width", /^\d+$/);
  await expect(picture).toHaveAttribute("height", /^\d+$/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("each home page's hero is a destination scene loaded first: eager, high priority, from the proxy", async ({
  page,
}) => {
  for (const { path, scene } of HOMES) {
    await gotoHydrated(page, path);
    const hero = page.getByTestId("hero-image");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).toHaveAttribute("loading", "eager");
    await expectLoadedPicture(hero, new RegExp(scene.replace(".", "\\.")));
    // The page's heading sits on the scene, the search form beside or under it.
    await expect(page.locator(".home-hero").getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".home-hero form")).toBeVisible();
  }
});

test("the trust row names secure payment, cancellation, the support line, the licence and the cards", async ({
  page,
}) => {
  await gotoHydrated(page, "/en");
  const trust = page.getByRole("region", { name: "Why book with us" });
  await expect(trust.getByText("Secure payment")).toBeVisible();
  await expect(trust.getByText("3-D Secure: your bank confirms every card payment.")).toBeVisible();
  await expect(trust.getByText("Free cancellation")).toBeVisible();
  await expect(trust.getByText("24/7 support")).toBeVisible();
  // The support line and the licence are the site-wide content's (the footer shows the same).
  const phone = trust.getByRole("link", { name: /^\+90/ });
  await expect(phone).toHaveAttribute("href", /^tel:\+90\d{10}$/);
  await expect(trust.getByText("TÜRSAB licence no: A-12345")).toBeVisible();
  const cards = trust.getByRole("list", { name: "Cards we accept" });
  for (const name of ["Visa", "Mastercard", "Troy", "American Express"]) {
    await expect(cards.getByRole("img", { name, exact: true })).toBeVisible();
  }

  // The flight home trades free cancellation for every airline in one search; Turkish reads Turkish.
  await gotoHydrated(page, "/ucak-bileti");
  const turkish = page.getByRole("region", { name: "Neden bizden rezervasyon yapmalısınız" });
  await expect(turkish.getByText("Tüm havayolları tek aramada")).toBeVisible();
  await expect(turkish.getByText("Ücretsiz iptal")).toHaveCount(0);
  await expect(turkish.getByText("7/24 destek")).toBeVisible();
  await expect(turkish.getByText(/TÜRSAB.*A-12345/)).toBeVisible();
});

test("campaign and destination cards show their pictures, lazily, and lead where the links did", async ({ page }) => {
  await gotoHydrated(page, "/en");
  const locations = page.getByRole("region", { name: "Popular rental locations" });
  const destinations = locations.getByTestId("destination-image");
  expect(await destinations.count()).toBeGreaterThanOrEqual(8);
  for (const picture of await destinations.all()) {
    await expect(picture).toHaveAttribute("loading", "lazy");
    await expectLoadedPicture(picture, /destinations%2F[a-z]+\.jpg/);
  }
  const antalya = locations.getByRole("link", { name: "Car rental at Antalya Airport" });
  await expect(antalya.getByTestId("destination-image")).toHaveAttribute("src", /destinations%2Fantalya\.jpg/);

  const campaigns = page.getByRole("region", { name: "Campaigns" });
  const pictures = campaigns.getByTestId("campaign-image");
  expect(await pictures.count()).toBeGreaterThanOrEqual(2);
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute("loading", "lazy");
    await expectLoadedPicture(picture, /\.jpg/);
  }
  await expect(campaigns.getByRole("listitem").filter({ hasText: "Summer deals" })).toContainText("Code: YAZ10");

  // The flight home's destinations: a card per destination with its airports.
  await gotoHydrated(page, "/en/flight");
  const flight = page.getByRole("region", { name: "Destinations" });
  const istanbul = flight.getByRole("link", { name: /Istanbul/ }).first();
  await expect(istanbul).toContainText("IST, SAW");
  await expectLoadedPicture(istanbul.getByTestId("destination-image"), /destinations%2Fistanbul\.jpg/);
  await istanbul.click();
  await expect(page).toHaveURL(/\/en\/flight\/turkiye\/istanbul$/);
});

test("on a 390×844 phone the search form's first field is on the first screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/", "/en/car", "/ar", "/ucak-bileti"]) {
    await gotoHydrated(page, path);
    const first = page.locator(".home-hero form").locator("input:visible, select:visible").first();
    const box = await first.boundingBox();
    expect(box, path).not.toBeNull();
    expect(box!.y + box!.height, path).toBeLessThanOrEqual(844);
  }
});

test("the home pages fit 320 px and pass an accessibility scan in Turkish, English and Arabic", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  for (const path of ["/", "/en", "/ar", "/arac-kiralama", "/ucak-bileti", "/en/flight", "/ar/flight"]) {
    await gotoHydrated(page, path);
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
  }
  for (const path of ["/", "/en/flight", "/ar"]) {
    await gotoHydrated(page, path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("wide screens use the width: seven destination cards a row, the app beside the booking sections", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, "/en");
  const tops = await page
    .getByTestId("destination-image")
    .evaluateAll((images) => images.slice(0, 7).map((image) => Math.round(image.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  const top = (name: string) =>
    page.getByRole("region", { name }).evaluate((section) => Math.round(section.getBoundingClientRect().top));
  expect(await top("RotaGo mobile app")).toBe(await top("Already booked?"));
  // The form stands beside the heading on the scene.
  const heading = await page.locator(".home-hero h1").boundingBox();
  const form = await page.locator(".home-hero form").boundingBox();
  expect(form!.x).toBeGreaterThan(heading!.x + heading!.width - 1);
});

test("the home pages do not shift as they load, hydrate and scroll (CLS 0)", async ({ page }) => {
  for (const path of ["/", "/en/car", "/ar"]) {
    await gotoHydrated(page, path);
    await expectNoLayoutShift(page, path);
  }
});

test("without JavaScript the return place and the driver's age still open from their checkboxes", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en");
  const form = page.getByRole("form", { name: "Car rental search" });
  await expect(form.getByLabel("Return location").first()).toBeHidden();
  await form.getByLabel("Return the car to another location").check();
  await expect(form.getByLabel("Return location").first()).toBeVisible();
  await expect(form.getByLabel("Driver's age")).toBeHidden();
  await form.getByLabel("The driver is 30–65 years old").uncheck();
  await expect(form.getByLabel("Driver's age")).toBeVisible();
  await context.close();
});

test("without JavaScript the header's currency picker keeps its button @any-viewport", async ({ browser }) => {
  // Hidden from the first paint where scripts run (no shift at hydration), never where they do not.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en");
  await expect(page.locator(".currency-picker").getByRole("button", { name: "Change" })).toBeVisible();
  await context.close();
});

test("the layout shift measure sees a shift @any-viewport", async ({ page }) => {
  await gotoHydrated(page, "/en");
  // A banner pushed in above the content after loading, as a late part without a reserved box would.
  await page.evaluate(() => {
    const banner = document.createElement("div");
    banner.style.height = "200px";
    document.querySelector("main")?.insertAdjacentElement("afterbegin", banner);
  });
  expect(await cumulativeLayoutShift(page)).toBeGreaterThan(0.05);
  // And a failure names what moved.
  const failure = await expectNoLayoutShift(page).then(
    () => "",
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  // Boxes may have fractions ("405.9375×22.5"), and other shifts may be listed before the banner's.
  expect(failure).toMatch(/layout shifts:\n(?:.*\n)*[\d.e-]+: \w+\.[^\n]*[\d.]+×[\d.]+ → /);
});

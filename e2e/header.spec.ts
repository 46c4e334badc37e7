import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";
import { expectNoLayoutShift } from "./layout-shift";
import { signIn } from "./sign-in";

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
}

/** Opens the menu on narrow screens (wide ones show everything in the bar). */
async function openMenu(page: Page, isMobile: boolean, name: string) {
  // The menu's button is the <summary> of a disclosure: found by its label.
  if (isMobile) await page.getByRole("banner").getByLabel(name, { exact: true }).click();
}

test("the language switch lands on the same page, with its query, in the chosen language", async ({
  page,
  isMobile,
}) => {
  await gotoHydrated(page, "/kampanya?category=car");
  if (isMobile) await openMenu(page, true, "Menü");
  else await page.getByRole("banner").getByLabel("Dil: Türkçe").click();
  await page
    .getByRole("banner")
    .getByRole("link", { name: /English/ })
    .click();
  await expect(page).toHaveURL("/en/campaign?category=car");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  // A language switch loads a new document; menus opened before it runs are another test's subject.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  if (isMobile) await openMenu(page, true, "Menu");
  else await page.getByRole("banner").getByLabel("Language: English").click();
  await page
    .getByRole("banner")
    .getByRole("link", { name: /العربية/ })
    .click();
  await expect(page).toHaveURL("/ar/campaign?category=car");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  if (isMobile) await openMenu(page, true, "القائمة");
  else
    await page
      .getByRole("banner")
      .getByLabel(/العربية/)
      .click();
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Türkçe/ })
    .click();
  await expect(page).toHaveURL("/kampanya?category=car");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr-TR");
});

test("a menu opened before the page is interactive stays open when it becomes interactive", async ({
  page,
  isMobile,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/en/campaign", { waitUntil: "domcontentloaded" });
  await page
    .getByRole("banner")
    .getByLabel(isMobile ? "Menu" : "Language: English", { exact: true })
    .click();
  await expect(page.getByRole("banner").getByRole("link", { name: /Deutsch/ })).toBeVisible();
  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("banner").getByRole("link", { name: /Deutsch/ })).toBeVisible();
});

test.describe("with functional cookies allowed", () => {
  test.use({ storedConsent: { functional: true, analytical: true, marketing: false } });

  test("the chosen currency stays for the next pages and visits", async ({ page, isMobile }) => {
    await gotoHydrated(page, "/en");
    await openMenu(page, isMobile, "Menu");
    await page.getByRole("combobox", { name: "Currency" }).selectOption("USD");
    await expect(page).toHaveURL(/\/en$/);
    await page.reload();
    await openMenu(page, isMobile, "Menu");
    await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("USD");
    await page.goto("/en/campaign");
    await openMenu(page, isMobile, "Menu");
    await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("USD");
    const currency = (await page.context().cookies()).find((cookie) => cookie.name === "currency");
    expect(currency?.value).toBe("USD");
    expect(currency?.httpOnly).toBe(true);
    // Kept for a year: next visits too (without functional cookies it lasts the visit).
    expect(currency!.expires * 1000).toBeGreaterThan(Date.now() + 300 * 24 * 60 * 60 * 1000);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the currency is changed with the Change button beside the list", async ({ page, isMobile }) => {
    await page.goto("/en/campaign");
    await openMenu(page, isMobile, "Menu");
    const picker = page.getByRole("banner").locator("form.currency-picker");
    await picker.getByRole("combobox", { name: "Currency" }).selectOption("EUR");
    await picker.getByRole("button", { name: "Change" }).click();
    await expect(page).toHaveURL(/\/en\/campaign$/);
    await openMenu(page, isMobile, "Menu");
    await expect(page.getByRole("banner").getByRole("combobox", { name: "Currency" })).toHaveValue("EUR");
  });
});

test("with JavaScript the list sends itself: no Change button, nothing in the header moves", async ({
  page,
  isMobile,
}) => {
  await gotoHydrated(page, "/en/campaign");
  await expectNoLayoutShift(page);
  await openMenu(page, isMobile, "Menu");
  await expect(page.getByRole("banner").getByRole("combobox", { name: "Currency" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Change" })).toHaveCount(0);
});

test("the header shows the 24/7 line and the corporate rental link", async ({ page, isMobile }) => {
  // Up to 90rem the bar leaves corporate rental to the footer (next test); a wide screen has it.
  if (!isMobile) await page.setViewportSize({ width: 1440, height: 800 });
  await gotoHydrated(page, "/en");
  await openMenu(page, isMobile, "Menu");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: /24\/7/ })).toHaveAttribute("href", /^tel:\+\d+$/);
  await expect(banner.getByRole("link", { name: "Corporate car rental" })).toHaveAttribute(
    "href",
    "/en/contact?subject=corporate",
  );
});

test("menus work with the keyboard: open, move through, Escape closes and returns focus", async ({
  page,
  isMobile,
}) => {
  await gotoHydrated(page, "/en");
  const banner = page.getByRole("banner");
  if (isMobile) {
    const menu = banner.getByLabel("Menu", { exact: true });
    await menu.focus();
    await page.keyboard.press("Enter");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Car rental" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Car rental" })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeFocused();
    await expect(nav).toHaveCount(0);
  } else {
    const picker = banner.getByLabel("Language: English");
    await picker.focus();
    await page.keyboard.press("Enter");
    await expect(banner.getByRole("link", { name: /Deutsch/ })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: /Türkçe/ })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(picker).toBeFocused();
    await expect(banner.getByRole("link", { name: /Deutsch/ })).toBeHidden();
  }
});

test("the corporate rental link opens the contact form with that subject chosen", async ({ page, isMobile }) => {
  await gotoHydrated(page, "/en");
  await openMenu(page, isMobile, "Menu");
  // On a 1280 px desktop the bar has no room for it: the footer's Corporate column has it.
  const links = isMobile ? page.getByRole("banner") : page.getByRole("contentinfo");
  await links.getByRole("link", { name: "Corporate car rental" }).click();
  await expect(page).toHaveURL("/en/contact?subject=corporate");
  await expect(page.getByRole("combobox", { name: /Subject/ })).toHaveValue("corporate");
});

test(
  "signed in on a 1280 px desktop, in Turkish and Arabic, every section link is on screen, none clipped",
  { tag: "@any-viewport" },
  async ({ page }) => {
    await page.goto("/");
    await signIn(page, `header-${test.info().testId}@example.com`);
    for (const path of ["/", "/ar"]) {
      await gotoHydrated(page, path);
      const nav = page.getByRole("banner").getByRole("navigation").first();
      const navBox = (await nav.boundingBox())!;
      const links = nav.getByRole("link");
      expect(await links.count()).toBe(3);
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        expect(box.x, path).toBeGreaterThanOrEqual(navBox.x - 0.5);
        expect(box.x + box.width, path).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
      }
      expect(await nav.evaluate((element) => element.scrollWidth - element.clientWidth), path).toBe(0);
    }
  },
);

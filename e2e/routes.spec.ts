import { LOCALE_TAGS, LOCALES, textDirection } from "../app/routing/locales";
import { sampleUrls } from "../tests/support/sample-urls";
import { expect, test } from "./fixtures";
import { signIn } from "./sign-in";

// In the browser (scripts run and hydrate, CSS applies, any console error fails): every Turkish
// path and alias at the root, and the international site in right-to-left Arabic. The same
// assertions for every route in all 14 languages (the /tr prefix and English included) are in the
// ssr tests (tests/ssr/routes.test.ts), for a desktop and for a phone user agent.
const samples = sampleUrls().filter(({ entry }) => ["root", "ar"].includes(entry.variant));
const byPage = Map.groupBy(samples, (sample) => sample.entry.page.name);

test.describe("every route of the spec", { tag: "@any-viewport" }, () => {
  for (const [name, pageSamples] of byPage) {
    test(`${name}: every path and alias answers 200 in its layout`, async ({ page }, testInfo) => {
      // The account pages admit only a signed-in visitor (e2e/account-profile.spec.ts: everyone else logs in first).
      if (pageSamples.some(({ entry }) => entry.page.guard === "signed-in")) {
        await signIn(page, `routes-${name}-${testInfo.project.name}-${Date.now()}@example.com`);
      }
      for (const { url, entry } of pageSamples) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        const frame = page.locator("[data-layout]").first();
        await expect(frame, url).toHaveAttribute("data-layout", entry.page.layout);
        await expect(frame, url).toHaveAttribute("data-page", entry.page.name);
        await expect(page.locator("html"), url).toHaveAttribute("lang", LOCALE_TAGS[entry.locale]);
        await expect(page.getByRole("heading", { level: 1 }), url).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 }), url).not.toBeEmpty();
      }
    });
  }

  test("the home page exists in all 14 languages, Arabic right to left", async ({ page }) => {
    for (const locale of LOCALES) {
      const response = await page.goto(locale === "tr" ? "/" : `/${locale}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_TAGS[locale]);
      await expect(page.locator("html")).toHaveAttribute("dir", textDirection(locale));
    }
  });
});

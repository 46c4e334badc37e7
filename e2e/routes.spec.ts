import { LOCALE_TAGS, LOCALES, textDirection } from "../app/routing/locales";
import { sampleUrls } from "../tests/support/sample-urls";
import { expect, test } from "./fixtures";
import { signIn } from "./sign-in";

// In the browser (scripts run and hydrate, CSS applies, any console error fails): every page once
// on the Turkish site and once on the international site in right-to-left Arabic. Every path and
// alias in all 14 languages (the /tr prefix and English included) gets the same assertions in the
// ssr tests (tests/ssr/routes.test.ts), for a desktop and for a phone user agent: an alias is the
// same route module, so the browser adds nothing for it but time.
const samples = sampleUrls().filter(({ entry }) => ["root", "ar"].includes(entry.variant));
const byPage = new Map(
  [...Map.groupBy(samples, (sample) => sample.entry.page.name)].map(([name, all]) => [
    name,
    [all.find(({ entry }) => entry.variant === "root"), all.find(({ entry }) => entry.variant === "ar")].filter(
      (sample) => sample !== undefined,
    ),
  ]),
);

test.describe("every route of the spec", { tag: "@any-viewport" }, () => {
  for (const [name, pageSamples] of byPage) {
    test(`${name}: answers 200 in its layout, in Turkish and in Arabic`, async ({ page }, testInfo) => {
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

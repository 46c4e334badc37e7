import { dashedIn as inDays } from "../tests/support/dates";
import { expect, seriousViolations, test } from "./fixtures";

// One page per layout, plus the error page, a right-to-left page and car search results. The account
// layout (signed in only) is checked in e2e/account-profile.spec.ts.
const PAGES = [
  "/",
  "/arac-kiralama/search",
  `/arac-kiralama/search?p_p=41.2619,28.7419&p_d=${inDays(20)}&d_d=${inDays(23)}&a=35&c=economy&nojs=1`,
  "/detail",
  "/checkout/flight",
  "/reservation/find",
  "/login",
  "/checkout/control",
  "/olmayan-sayfa",
  "/ar/about-us",
];

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the skip link moves keyboard focus to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "İçeriğe geç" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
});

import AxeBuilder from "@axe-core/playwright";
import { expect, gotoHydrated, test } from "./fixtures";

// The content pages (docs/content-pages.md). Interface texts that are new may still read as
// message ids until the catalogs are updated, so these tests find things by role, id and test id.

const CONTENT_PAGES = [
  "/kampanya",
  "/kampanya/yaz-firsatlari",
  "/en/campaign?category=flight",
  "/en/campaign/ucak-bileti-haftasi",
  "/hakkimizda",
  "/hakkimizda/ekibimiz",
  "/hakkimizda/kariyer",
  "/hakkimizda/medyada-biz",
  "/hakkimizda/iletisim",
  "/contact",
  "/en/investor",
  "/blog",
  "/blog/arac-kiralarken-dikkat-edilmesi-gerekenler",
  "/unsubscribe",
  "/en/unsubscribe/not-a-link",
  "/supplier-approval",
  "/ar/campaign/yaz-firsatlari",
];

test.describe("campaign codes", { tag: "@any-viewport" }, () => {
  test("the copy button puts the code on the clipboard and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/en/campaign/yaz-firsatlari");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Summer deals");
    await expect(page.getByTestId("campaign-code")).toHaveText("YAZ10");
    await page.getByTestId("campaign-code-copy").click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("YAZ10");
    // Announced in the alerts live region.
    const alerts = page.getByRole("status").filter({ has: page.locator(".alert") });
    await expect(alerts.locator(".alert--success")).toHaveCount(1);
  });

  test("without JavaScript the code is plain, selectable text", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/kampanya/yaz-firsatlari");
    await expect(page.getByTestId("campaign-code")).toHaveText("YAZ10");
    await expect(page.getByTestId("campaign-code-copy")).toHaveCount(0);
    await context.close();
  });
});

test("the contact form works with the keyboard alone", async ({ page }, testInfo) => {
  const email = `keyboard-${testInfo.project.name}-${Date.now()}@example.com`;
  await gotoHydrated(page, "/en/contact");
  await page.locator("#contact-name").focus();
  await page.keyboard.type("Ayşe Yılmaz");
  await page.keyboard.press("Tab");
  await expect(page.locator("#contact-email")).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(page.locator("#contact-phone")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator("#contact-reservationId")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator("#contact-subject")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("#contact-subject")).toHaveValue("reservation");
  await page.keyboard.press("Tab");
  await expect(page.locator("#contact-message")).toBeFocused();
  await page.keyboard.type("Too short");
  // The honeypot is out of the tab order: the next stop is the send button.
  await page.keyboard.press("Tab");
  await expect(page.locator('.contact-form button[type="submit"]')).toBeFocused();
  await page.keyboard.press("Enter");

  // Refused inline: focus lands on the field to fix, everything typed is still there.
  const message = page.locator("#contact-message");
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(message).toBeFocused();
  await expect(page.locator("#contact-message-error")).toBeVisible();
  await expect(page.locator("#contact-email")).toHaveValue(email);
  await expect(page.locator("#contact-subject")).toHaveValue("reservation");
  const withErrors = await new AxeBuilder({ page }).analyze();
  expect(withErrors.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))).toEqual(
    [],
  );

  await page.keyboard.press("End");
  await page.keyboard.type(" — when can I change the pickup time of my booking?");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("ticket-number")).toHaveText(/^T-[2-9A-HJKMNP-Z]{6}$/);
  await expect(page.locator(".contact-answer")).toBeFocused();
});

for (const path of CONTENT_PAGES) {
  test(`${path} has no serious or critical accessibility violations and fits a 320 px screen`, async ({
    page,
    isMobile,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    // Nothing in the page's content reaches past the screen's edges (the hidden honeypot aside).
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll("#main *")]
        .filter((element) => !element.closest('[aria-hidden="true"]'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
        })
        .map((element) => element.outerHTML.slice(0, 120)),
    );
    expect(outside).toEqual([]);
    // A phone gets the mobile frame: the whole document fits too.
    if (isMobile) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    const results = await new AxeBuilder({ page }).analyze();
    const violations = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(" ")) }));
    expect(violations).toEqual([]);
  });
}

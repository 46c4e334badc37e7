import { hrefFor } from "../app/routing/route-table";
import { expect, gotoHydrated, test } from "./fixtures";
import { orderReadyToPay } from "./shop-api";
import { signIn } from "./sign-in";

// The sign-in, contact and reservation lookup forms are checked in every language by the ssr tests
// (tests/ssr/data-protection.test.ts); these pages need an order or a signed-in visitor.
test("the checkout's payment step and the account page link the KVKK privacy notice @any-viewport", async ({
  page,
}, testInfo) => {
  await page.goto("/en");
  const { orderId } = await orderReadyToPay(page, { language: "en" });
  await gotoHydrated(page, `/en/checkout?orderId=${orderId}`);
  const paymentNotice = page.locator("form .data-notice").getByRole("link", { name: "KVKK privacy notice" });
  await expect(paymentNotice).toHaveAttribute("href", hrefFor("legal", "en"));

  await signIn(page, `kvkk-notice-${testInfo.project.name}-${Date.now()}@example.com`);
  await gotoHydrated(page, hrefFor("account", "en"));
  const accountNotice = page.locator(".data-notice").getByRole("link", { name: "KVKK privacy notice" });
  await expect(accountNotice).toHaveAttribute("href", hrefFor("legal", "en"));
  // It leads to the notice itself.
  await accountNotice.click();
  await expect(page).toHaveURL(hrefFor("legal", "en"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

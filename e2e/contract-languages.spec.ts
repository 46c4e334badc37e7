import { expect, gotoHydrated, seriousViolations, test } from "./fixtures";
import { orderReadyToPay } from "./shop-api";

test("in another language the contracts show their translation and, under it, the binding Turkish text", async ({
  page,
}) => {
  await page.goto("/de");
  const { orderId } = await orderReadyToPay(page, { language: "de" });
  await gotoHydrated(page, `/de/checkout?orderId=${orderId}&step=payment`);
  const form = page.getByRole("group", { name: "Verträge" });
  const title = "Vorvertragliche Informationen";
  await form.getByText(title, { exact: false }).first().click();
  const text = form.getByRole("region").first();
  await expect(text).toBeVisible();
  // The contracts have no German version: the English one, marked as English and filled in English
  // (no German words inside English sentences), then the Turkish original, marked as Turkish.
  const english = text.locator('[lang="en-GB"]');
  await expect(english).toContainText(`for order ${orderId} on `);
  await expect(english).toContainText("Pickup:");
  await expect(english).not.toContainText("Abholung");
  await expect(text).toContainText("Türkischer Text (verbindlich)");
  const turkish = text.locator('[lang="tr"]');
  await expect(turkish).toContainText(`${orderId} numaralı sipariş için`);
  await expect(turkish).toContainText("KDV dahil");
  await expect(text).not.toContainText("……");
  expect(await seriousViolations(page)).toEqual([]);
});

test("on the Turkish site the contract is the Turkish text alone", async ({ page }) => {
  await page.goto("/");
  const { orderId } = await orderReadyToPay(page, { language: "tr" });
  await gotoHydrated(page, `/checkout?orderId=${orderId}&step=payment`);
  const form = page.getByRole("group", { name: "Sözleşmeler" });
  await form.locator("summary").first().click();
  const text = form.getByRole("region").first();
  await expect(text).toContainText(`${orderId} numaralı sipariş için`);
  await expect(text.locator(".agreement__binding")).toHaveCount(0);
  // At 320 px an open contract stays inside the payment step's box (a fieldset is as wide as its
  // widest word unless told otherwise).
  await page.setViewportSize({ width: 320, height: 700 });
  const [group, box] = await form.evaluate((element) => [
    element.getBoundingClientRect().right,
    element.parentElement!.getBoundingClientRect().right,
  ]);
  expect(group).toBeLessThanOrEqual(box!);
});

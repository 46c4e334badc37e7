import type { Page } from "@playwright/test";
import { isoIn } from "../tests/support/dates";
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures";
import { api, orderReadyToPay } from "./shop-api";

/** A paid car booking of this visitor (three days from three weeks ahead), paid at once. */
async function paidBooking(page: Page): Promise<string> {
  await page.goto("/en");
  const { orderId } = await orderReadyToPay(page);
  const { payment } = await api<{ payment: { status: string } }>(page, "POST", "/payment-api/payments/charge", {
    orderId,
    idempotencyKey: crypto.randomUUID(),
    card: { number: "4543600000000003", holderName: "AYSE YILMAZ", expiryMonth: 12, expiryYear: 2030, cvc: "123" },
    returnUrl: "/checkout/control",
  });
  expect(payment.status).toBe("succeeded");
  return orderId;
}

async function noSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

/** From the entry page to the new price for a return date `days` from today. */
async function priceNewReturn(page: Page, orderId: string, days: number) {
  await gotoHydrated(page, `/en/reservation/change?orderId=${orderId}`);
  await expect(page.getByRole("heading", { level: 2, name: "Your rental now" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Change dates or return place" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Change your car rental");
  await expect(page.getByLabel("Pickup date")).toHaveValue(isoIn(21));
  await page.getByLabel("Return date").fill(isoIn(days));
  await page.getByRole("button", { name: "Find the new price" }).click();
  await expect(page.getByRole("heading", { name: "Price difference" })).toBeVisible();
  await expect(page.getByTestId("change-new-return")).toContainText(
    new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(`${isoIn(days)}T00:00Z`),
    ),
  );
}

test("a longer rental: the difference is paid with 3-D Secure and the booking has the new dates", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const orderId = await paidBooking(page);
  await priceNewReturn(page, orderId, 27);
  await expect(page.getByText("To pay now")).toBeVisible();
  const oldPaid = await page.getByTestId("change-old-paid").textContent();
  expect(oldPaid).toMatch(/^TRY\s[\d,]+\.\d{2}$/);
  expect(await seriousViolations(page)).toEqual([]);
  if (isMobile) await noSidewaysScroll(page);

  const payment = page.getByRole("form", { name: "Payment" });
  for (const name of ["pre-information form", "distance sales contract"]) {
    await payment.getByRole("checkbox", { name: new RegExp(`accept the ${name}`) }).check();
  }
  await payment.getByLabel("Name on the card").fill("Ayşe Yılmaz");
  await payment.getByLabel("Card number").pressSequentially("5406670000000009");
  await payment.getByLabel("Expiry date (MM/YY)").pressSequentially("1230");
  await payment.getByLabel("Security code (CVC)").fill("123");
  await payment.getByRole("button", { name: /^Pay / }).click();

  await page.getByLabel(/Code sent to your phone/).fill("123456");
  await page.getByRole("button", { name: /Confirm/ }).click();
  await page.getByRole("button", { name: /Continue/ }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking has been changed");
  await expect(page.getByTestId("change-done")).toContainText("The price difference has been paid.");
  await expect(page.getByTestId("change-old-paid")).toHaveText(oldPaid!);
  expect(await seriousViolations(page)).toEqual([]);
  const changedId = new URL(page.url()).searchParams.get("orderId")!;
  const { order } = await api<{
    order: { status: string; items: { status: string; product: { appointment: { checkOutDateTime: string } } }[] };
  }>(page, "GET", `/order-api/order/${changedId}`);
  expect(order.status).toBe("completed");
  expect(order.items.find((item) => item.status === "reserved")?.product.appointment.checkOutDateTime).toMatch(
    new RegExp(`^${isoIn(27)}T10:00`),
  );
  const old = await api<{ order: { status: string } }>(page, "GET", `/order-api/order/${orderId}`);
  expect(old.order.status).toBe("cancelled");
});

test("a shorter rental: the difference is refunded to the card", async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  const orderId = await paidBooking(page);
  await priceNewReturn(page, orderId, 22);
  await expect(page.getByText("To be refunded")).toBeVisible();
  const refund = (await page.getByTestId("change-difference").textContent())!;
  expect(await seriousViolations(page)).toEqual([]);
  if (isMobile) await noSidewaysScroll(page);
  await page.getByRole("button", { name: "Confirm the change" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking has been changed");
  await expect(page.getByTestId("change-done")).toContainText(`${refund} will be refunded to your card`);
  expect(await seriousViolations(page)).toEqual([]);
});

test("dates that cannot be booked are explained beside their fields", { tag: "@any-viewport" }, async ({ page }) => {
  const orderId = await paidBooking(page);
  await gotoHydrated(page, `/en/reservation/change/car?orderId=${orderId}`);
  await page.getByLabel("Return date").fill(isoIn(19));
  await page.getByRole("button", { name: "Find the new price" }).click();
  await expect(page.getByLabel("Return date")).toBeFocused();
  await expect(page.getByText("The return must be after the pickup.")).toBeVisible();
});

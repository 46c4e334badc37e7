import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { isoIn } from "../tests/support/dates";
import { BILLING, DRIVER } from "../tests/support/order-fixtures";
import { expect, gotoHydrated, test } from "./fixtures";
import { api } from "./shop-api";

const EN = "/en";
/** Yapı Kredi Mastercard World: a domestic credit card with installments; 3-D Secure code 123456. */
const DOMESTIC_CREDIT = "5406670000000009";

/** A basket in Turkish lira with a car and the driver (and the invoice details when asked). */
async function basket(page: Page, withBilling: boolean): Promise<string> {
  const search = await api<{
    results: { code: string; searchID: string; details: { car: { rules: { creditReportRequired: boolean } } } }[];
  }>(page, "POST", "/search-api/search/point/", {
    version: "v3",
    checkInDateTime: `${isoIn(30)}T10:00`,
    checkOutDateTime: `${isoIn(33)}T10:00`,
    age: 35,
    currency: "TRY",
    checkInLocation: { lat: 41.2619, lon: 28.7419 },
  });
  const offer = search.results.find((result) => !result.details.car.rules.creditReportRequired)!;
  const { order } = await api<{ order: { id: string } }>(page, "POST", "/order-api/order", {
    language: "en",
    currency: "TRY",
  });
  await api(page, "POST", `/order-api/order/${order.id}/item/car`, { code: offer.code, searchID: offer.searchID });
  await api(page, "POST", `/order-api/order/${order.id}/passengers`, DRIVER);
  if (withBilling) await api(page, "POST", `/order-api/order/${order.id}/billing`, BILLING);
  return order.id;
}

/** The checkout without JavaScript offers the same choices as with it (issue 13). */
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a corporate invoice without JavaScript: the company fields are there at once, and the server takes them", async ({
    page,
  }) => {
    await page.goto(EN);
    const orderId = await basket(page, false);
    await page.goto(`${EN}/checkout?orderId=${orderId}&step=invoice`);
    const invoice = page.getByRole("form", { name: "Invoice information" });
    // Both sets of fields, each under its own legend: no failed submit needed to reach the company's.
    const corporate = invoice.getByRole("group", { name: "For a corporate invoice" });
    await expect(invoice.getByRole("group", { name: "For an individual invoice" })).toBeVisible();
    await expect(corporate.getByLabel("Company title")).toBeVisible();

    await invoice.getByRole("radio", { name: "Corporate" }).check();
    await corporate.getByLabel("Company title").fill("Anadolu Turizm A.Ş.");
    await corporate.getByLabel("Tax number (VKN)").fill("4840847211");
    await corporate.getByLabel("Tax office").fill("Kadıköy");
    await invoice.getByLabel("E-mail for the invoice").fill("muhasebe@example.com");
    await invoice.getByLabel("Address").fill("Bağdat Caddesi No 12");
    await invoice.getByLabel("City").fill("İstanbul");
    await invoice.getByRole("button", { name: "Continue to payment" }).click();

    await expect(page).toHaveURL(/step=payment/);
    await expect(page.getByRole("form", { name: "Payment" })).toBeVisible();
    const { order } = await api<{ order: { billing: Record<string, unknown> } }>(
      page,
      "GET",
      `/order-api/order/${orderId}`,
    );
    expect(order.billing).toMatchObject({
      type: "corporate",
      companyTitle: "Anadolu Turizm A.Ş.",
      taxNumber: "4840847211",
    });
  });

  test("3 installments without JavaScript: the plans after one round trip, the plan's total charged, then the confirmation", async ({
    page,
  }) => {
    await page.goto(EN);
    const orderId = await basket(page, true);
    await page.goto(`${EN}/checkout?orderId=${orderId}&step=payment`);
    const payment = page.getByRole("form", { name: "Payment" });
    // The chosen offer's cancellation rule, in the summary and filled into the contracts.
    await expect(page.getByTestId("cancellation-badge")).toContainText(/Free cancellation until .+ \(Türkiye/);
    for (const name of ["pre-information form", "distance sales contract"]) {
      // The text sits in a closed <details> until opened: read it without opening.
      const text = payment.locator(`[role="region"][aria-label="${name}"]`);
      await expect(text).toContainText("the pickup office's local time.");
      await expect(text).toContainText("(no-show), the price is not refunded.");
    }
    for (const name of ["pre-information form", "distance sales contract"]) {
      await payment.getByRole("checkbox", { name: new RegExp(`accept the ${name}`) }).check();
    }
    await payment.getByLabel("Name on the card").fill("Ayşe Yılmaz");
    await payment.getByLabel("Card number").fill("5406 6700 0000 0009");
    // A spelling the mask would have written for a scripted page: the server reads it alike.
    await payment.getByLabel("Expiry date (MM/YY)").fill("12/2030");
    await payment.getByRole("button", { name: "Show installment options" }).click();

    // The plans the Main API gives this card, with the name, expiry and ticked contracts kept; the
    // card number and security code are typed again.
    const again = page.getByRole("form", { name: "Payment" });
    await expect(again.getByTestId("installments-for")).toContainText("540667");
    await expect(again.getByLabel("Name on the card")).toHaveValue("Ayşe Yılmaz");
    await expect(again.getByLabel("Expiry date (MM/YY)")).toHaveValue("12/2030");
    await expect(again.getByLabel("Card number")).toHaveValue("");
    await expect(again.getByRole("checkbox", { name: /accept the distance sales contract/ })).toBeChecked();
    const row = again.getByRole("row", { name: /3 installments/ });
    await expect(row).toBeVisible();
    const cells = await row.getByRole("cell").allTextContents();
    // Per installment, the total the bank charges, and what it adds to a single payment.
    expect(cells[3]).toMatch(/^\+/);

    await row.getByRole("radio", { name: "3 installments" }).check();
    await again.getByLabel("Card number").fill(DOMESTIC_CREDIT);
    await again.getByLabel("Security code (CVC)").fill("123");
    await again.getByRole("button", { name: "Pay the chosen plan's total" }).click();

    await page.getByLabel(/Code sent to your phone/).fill("123456");
    await page.getByRole("button", { name: /Confirm/ }).click();
    await page.getByRole("button", { name: /Continue/ }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/control\?payment=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment confirmed");

    // The bank charged the plan's total shown before paying.
    const paymentId = new URL(page.url()).searchParams.get("payment")!;
    const { payment: charged } = await api<{ payment: { installments: number; installmentTotal: { amount: number } } }>(
      page,
      "GET",
      `/payment-api/payments/${paymentId}`,
    );
    expect(charged.installments).toBe(3);
    const shown = Number(cells[2]!.replace(/[^\d.]/g, ""));
    expect(charged.installmentTotal.amount).toBe(Math.round(shown * 100));
  });
});

test.describe("with JavaScript", () => {
  test("the chosen plan's total, per installment and difference before paying; no overflow at 320px", async ({
    page,
  }) => {
    await page.goto(EN);
    const orderId = await basket(page, true);
    await page.setViewportSize({ width: 320, height: 800 });
    await gotoHydrated(page, `${EN}/checkout?orderId=${orderId}&step=payment`);
    const payment = page.getByRole("form", { name: "Payment" });
    await expect(payment.getByRole("button", { name: "Show installment options" })).toHaveCount(0);
    await payment.getByLabel("Card number").pressSequentially(DOMESTIC_CREDIT);
    const row = payment.getByRole("row", { name: /3 installments/ });
    await row.getByRole("radio").check();
    const [perInstallment, total, difference] = (await row.getByRole("cell").allTextContents()).slice(1);
    await expect(payment.getByTestId("installment-summary")).toHaveText(
      `3 installments of ${perInstallment}: ${total} charged in total, ${difference!.slice(1)} more than a single payment.`,
    );
    await expect(payment.getByRole("button", { name: /^Pay / })).toHaveText(`Pay ${total}`);
    // Back to a single payment: the button says the cash price again.
    await payment.getByRole("radio", { name: "Single payment" }).check();
    await expect(payment.getByRole("button", { name: /^Pay / })).toHaveText(
      `Pay ${await page.getByTestId("checkout-total").textContent()}`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))).toEqual([]);
  });
});

/**
 * After paying in 3 installments, in Chromium: the confirmation page, the voucher PDF and the
 * invoice PDF all show the same charged total (the plan's total with its interest), which is more
 * than the cash price; the confirmation names the plan and the pickup office's time zone.
 */
import type { Page } from "@playwright/test";
import { cardFor } from "../tests/support/order-fixtures";
import { readBack } from "../tests/support/pdf-text";
import { expect, test } from "./fixtures";
import { api, orderReadyToPay } from "./shop-api";

/** Yapı Kredi World: a Turkish credit card of an installment programme that asks for 3-D Secure. */
const INSTALLMENT_CARD = "5406670000000009";

async function pdfText(page: Page, orderId: string, file: string): Promise<string> {
  const response = await page.request.get(`/api/v1/order-api/order/${orderId}/documents/${file}`);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  return (await readBack(new Uint8Array(await response.body()))).joined.replaceAll(/\s/g, " ");
}

test("3 installments: the confirmation, the voucher and the invoice show the same charged total", async ({ page }) => {
  await page.goto("/");
  const { orderId, cash } = await orderReadyToPay(page);
  const { payment } = await api<{
    payment: { status: string; redirect: { url: string }; chargedTotal: { amount: number } };
  }>(page, "POST", "/payment-api/payments/charge", {
    orderId,
    idempotencyKey: crypto.randomUUID(),
    card: cardFor(INSTALLMENT_CARD),
    installments: 3,
    returnUrl: "/checkout/control",
  });
  expect(payment.status).toBe("challenge");
  expect(payment.chargedTotal.amount).toBeGreaterThan(cash);

  await page.goto(payment.redirect.url);
  await page.getByLabel(/Cep telefonunuza gönderilen kod/).fill("123456");
  await page.getByRole("button", { name: /Onayla/ }).click();
  await page.getByRole("button", { name: /Devam/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ödeme onaylandı");

  const paid = (await page.getByTestId("paid-total").innerText()).replaceAll(/\s/g, " ");
  expect(paid.replaceAll(/\D/g, "")).toBe(String(payment.chargedTotal.amount));
  await expect(page.getByTestId("paid-plan")).toContainText("3 taksit");
  await expect(page.getByTestId("pickup-time")).toContainText("(Türkiye");

  const voucher = await pdfText(page, orderId, "voucher.pdf");
  expect(voucher).toContain(`Ödenen toplam tutar ${paid}`);
  const invoice = await pdfText(page, orderId, "invoice.pdf");
  expect(invoice).toContain(`Ödenecek tutar ${paid}`);
});

/**
 * After paying in 3 installments, in Chromium: the confirmation page, the voucher PDF and the
 * invoice PDF all show the same charged total (the plan's total with its interest), which is more
 * than the cash price; the confirmation names the plan and the pickup office's time zone.
 */
import type { Page } from "@playwright/test";
import { isoIn as day } from "../tests/support/dates";
import { AGREEMENTS, BILLING, cardFor, DRIVER } from "../tests/support/order-fixtures";
import { readBack } from "../tests/support/pdf-text";
import { expect, test } from "./fixtures";
import { api } from "./shop-api";

/** Yapı Kredi World: a Turkish credit card of an installment programme that asks for 3-D Secure. */
const INSTALLMENT_CARD = "5406670000000009";

async function readyOrder(page: Page): Promise<{ orderId: string; cash: number }> {
  const search = await api<{
    results: { code: string; searchID: string; details: { car: { rules: { creditReportRequired: boolean } } } }[];
  }>(page, "POST", "/search-api/search/point/", {
    version: "v3",
    checkInDateTime: `${day(21)}T10:00`,
    checkOutDateTime: `${day(24)}T10:00`,
    age: 35,
    currency: "TRY",
    checkInLocation: { lat: 41.2619, lon: 28.7419 },
  });
  const offer = search.results.find((result) => !result.details.car.rules.creditReportRequired)!;
  const { order } = await api<{ order: { id: string } }>(page, "POST", "/order-api/order", { language: "tr" });
  await api(page, "POST", `/order-api/order/${order.id}/item/car`, { code: offer.code, searchID: offer.searchID });
  await api(page, "POST", `/order-api/order/${order.id}/passengers`, DRIVER);
  await api(page, "POST", `/order-api/order/${order.id}/billing`, BILLING);
  const ready = await api<{ order: { totals: { total: { amount: number } } } }>(
    page,
    "POST",
    `/order-api/order/${order.id}/agreement`,
    AGREEMENTS,
  );
  return { orderId: order.id, cash: ready.order.totals.total.amount };
}

async function pdfText(page: Page, orderId: string, file: string): Promise<string> {
  const response = await page.request.get(`/api/v1/order-api/order/${orderId}/documents/${file}`);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  return (await readBack(new Uint8Array(await response.body()))).joined.replaceAll(/\s/g, " ");
}

test("3 installments: the confirmation, the voucher and the invoice show the same charged total", async ({ page }) => {
  await page.goto("/");
  const { orderId, cash } = await readyOrder(page);
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

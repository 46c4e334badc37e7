import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { api, orderReadyToPay } from "./shop-api";

async function pay(page: Page, orderId: string, card: string) {
  return api<{ payment: { id: string; status: string; redirect: { url: string } | null } }>(
    page,
    "POST",
    "/payment-api/payments/charge",
    {
      orderId,
      idempotencyKey: crypto.randomUUID(),
      card: { number: card, holderName: "SUKRU CAGLAYAN", expiryMonth: 12, expiryYear: 2030, cvc: "123" },
      returnUrl: "/checkout/control",
    },
  );
}

test("3-D Secure at the bank, back to the shop: the booking is confirmed with its reservation number", async ({
  page,
}) => {
  await page.goto("/");
  const { orderId } = await orderReadyToPay(page);
  const { payment } = await pay(page, orderId, "5406670000000009");
  expect(payment.status).toBe("challenge");

  await page.goto(payment.redirect!.url);
  const code = page.getByLabel(/Cep telefonunuza gönderilen kod/);
  await expect(code).toBeFocused();
  await code.fill("000000");
  await page.getByRole("button", { name: /Onayla/ }).click();
  await expect(page.getByRole("alert")).toContainText("2 deneme");
  await page.getByLabel(/Cep telefonunuza gönderilen kod/).fill("123456");
  await page.getByRole("button", { name: /Onayla/ }).click();
  await page.getByRole("button", { name: /Devam/ }).click();

  await expect(page).toHaveURL(new RegExp(`/checkout/control\\?payment=${payment.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ödeme onaylandı");
  await expect(page.getByTestId("reservation-id")).toHaveText(/^RG-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const accessibility = await new AxeBuilder({ page }).analyze();
  expect(
    accessibility.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? "")),
  ).toEqual([]);

  // Going back and submitting the bank's form again changes nothing.
  await page.goBack();
  await page.getByRole("button", { name: /Devam/ }).click();
  await expect(page.getByTestId("reservation-id")).toHaveText(/^RG-/);
  const transactions = await api<{ transactions: unknown[] }>(page, "GET", `/payment-api/payments?orderId=${orderId}`);
  expect(transactions.transactions).toHaveLength(1);

  const voucher = await page.request.get(`/api/v1/order-api/order/${orderId}/documents/voucher.pdf`);
  expect(voucher.headers()["content-type"]).toBe("application/pdf");
});

test("cancelling at the bank tells the traveller, who can pay again", async ({ page }) => {
  await page.goto("/");
  const { orderId } = await orderReadyToPay(page);
  const { payment } = await pay(page, orderId, "5406670000000009");
  await page.goto(payment.redirect!.url);
  await page.getByRole("button", { name: /İptal/ }).click();
  await page.getByRole("button", { name: /Devam/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ödeme tamamlanamadı");
  await expect(page.getByRole("alert")).toHaveText("Ödemeyi bankanızda iptal ettiniz.");
  const again = await pay(page, orderId, "4543600000000003");
  expect(again.payment.status).toBe("succeeded");
});

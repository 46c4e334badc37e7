/**
 * The wallet as a way to pay at the checkout (docs/cancel-and-wallet.md): a signed-in traveller
 * whose earlier booking was refunded to the wallet pays the next booking from it — all of it
 * without a card, or part of it with the card paying the rest through 3-D Secure — and the wallet
 * page shows what was spent; cancelling such a booking to the card gives the wallet its share back.
 * An anonymous visitor is offered no wallet.
 */
import type { Page } from "@playwright/test";
import { isoIn } from "../tests/support/dates";
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures";
import { api, orderReadyToPay, payNow } from "./shop-api";
import { signIn } from "./sign-in";

const EN = "/en";

/**
 * A car booked and paid by card, then cancelled to the wallet: the wallet holds what it cost. The
 * car is one also offered for `next` (the booking the wallet then pays).
 */
async function walletRefundOf(
  page: Page,
  next: { from: number; days: number },
): Promise<{ balance: number; car: string }> {
  const { orderId, car } = await orderReadyToPay(page, { alsoFor: next });
  await payNow(page, orderId);
  const { order } = await api<{ order: { items: { id: string }[] } }>(page, "GET", `/order-api/order/${orderId}`);
  const { refund } = await api<{ refund: { amount: { amount: number } } }>(
    page,
    "POST",
    `/order-api/order/${orderId}/cancel`,
    { itemId: order.items[0]!.id, reason: "plans_changed", destination: "wallet" },
  );
  return { balance: refund.amount.amount, car };
}

/** The same `car` for `days` days from `from` days ahead, in an English order ready for its payment step. */
async function carOrder(
  page: Page,
  car: string,
  from: number,
  days: number,
): Promise<{ orderId: string; due: number }> {
  const { orderId, cash } = await orderReadyToPay(page, { from, days, language: "en", car });
  return { orderId, due: cash };
}

const money = (minor: number) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency: "TRY" }).format(minor / 100);

async function acceptContracts(page: Page) {
  const payment = page.getByRole("form", { name: "Payment" });
  for (const name of ["pre-information form", "distance sales contract"]) {
    await payment.getByRole("checkbox", { name: new RegExp(`accept the ${name}`) }).check();
  }
  return payment;
}

async function walletBalance(page: Page) {
  const { balance } = await api<{ balance: { amount: number } }>(page, "GET", "/payment-api/wallet");
  return balance.amount;
}

test("the wallet pays a whole booking: no card asked, the booking confirmed, the wallet page shows the payment", async ({
  page,
}) => {
  await page.goto(EN);
  await signIn(page, `wallet-whole-${test.info().testId}@example.com`);
  const { balance, car } = await walletRefundOf(page, { from: 40, days: 1 });
  // A shorter rental than the refunded one: the balance covers it.
  const { orderId, due } = await carOrder(page, car, 40, 1);
  expect(balance).toBeGreaterThan(due);

  await gotoHydrated(page, `${EN}/checkout?orderId=${orderId}&step=payment`);
  const payment = await acceptContracts(page);
  const wallet = payment.getByRole("group", { name: "Wallet" });
  await expect(wallet.getByRole("checkbox", { name: `Use my wallet balance (${money(balance)})` })).not.toBeChecked();
  await expect(payment.getByLabel("Card number")).toBeVisible();
  await wallet.getByRole("checkbox", { name: /Use my wallet balance/ }).check();
  await expect(payment.getByTestId("wallet-split")).toHaveText(
    `Your wallet pays the whole ${money(due)}: no card is needed.`,
  );
  await expect(payment.getByLabel("Card number")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await payment.getByRole("button", { name: `Pay ${money(due)} from my wallet` }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment confirmed");
  await expect(page.getByTestId("reservation-id")).toHaveText(/^RG-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  expect(await walletBalance(page)).toBe(balance - due);
  await gotoHydrated(page, `${EN}/account/wallet`);
  await expect(page.getByTestId("wallet-balance")).toHaveText(money(balance - due));
  await expect(page.getByTestId("wallet-history")).toContainText(money(due));
});

test("the wallet pays part: the card pays the rest after 3-D Secure, its plans are for that rest", async ({ page }) => {
  await page.goto(EN);
  await signIn(page, `wallet-part-${test.info().testId}@example.com`);
  const { balance, car } = await walletRefundOf(page, { from: 45, days: 9 });
  // A longer rental than the refunded one: the card pays what the wallet does not.
  const { orderId, due } = await carOrder(page, car, 45, 9);
  expect(due).toBeGreaterThan(balance);

  await gotoHydrated(page, `${EN}/checkout?orderId=${orderId}&step=payment`);
  const payment = await acceptContracts(page);
  await payment.getByRole("checkbox", { name: /Use my wallet balance/ }).check();
  await expect(payment.getByTestId("wallet-split")).toHaveText(
    `${money(balance)} from your wallet, ${money(due - balance)} by card.`,
  );
  await payment.getByLabel("Name on the card").fill("Ayşe Yılmaz");
  await payment.getByLabel("Card number").pressSequentially("5406670000000009");
  await payment.getByLabel("Expiry date (MM/YY)").pressSequentially("1230");
  await payment.getByLabel("Security code (CVC)").fill("123");
  // The single payment's row charges the card the rest only.
  await expect(payment.getByTestId("installments").getByRole("row", { name: /Single payment/ })).toContainText(
    money(due - balance),
  );
  await payment.getByRole("button", { name: `Pay ${money(due)}` }).click();
  await page.getByLabel(/Code sent to your phone/).fill("123456");
  await page.getByRole("button", { name: /Confirm/ }).click();
  await page.getByRole("button", { name: /Continue/ }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment confirmed");
  expect(await walletBalance(page)).toBe(0);
  const { transactions } = await api<{ transactions: { method: string; paid: { amount: number } }[] }>(
    page,
    "GET",
    `/payment-api/payments?orderId=${orderId}`,
  );
  expect(transactions.map((line) => [line.method, line.paid.amount]).sort()).toEqual(
    [
      ["card", due - balance],
      ["wallet", balance],
    ].sort(),
  );

  // Cancelled to the card: each way gets back what it paid, as the preview says.
  await gotoHydrated(page, `${EN}/reservation/cancel/car?orderId=${orderId}`);
  await expect(page.getByTestId("refund-wallet-share")).toHaveText(
    `You paid part of this booking from your wallet: if the refund goes to the card, ${money(due - balance)} goes back to the card and ${money(balance)} to your wallet at once.`,
  );
  await page.getByRole("radio", { name: /Back to the card/ }).check();
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: /Yes, cancel/ })
    .click();
  await expect(page.getByTestId("done-destination")).toHaveText(
    `${money(due - balance)}: Back to the card you paid with, within 10 business days. ${money(balance)}: your RotaGo wallet, available now.`,
  );
  expect(await walletBalance(page)).toBe(balance);
});

test(
  "without JavaScript: the wallet box and a post with no card pay the whole booking",
  { tag: "@any-viewport" },
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(EN);
    await signIn(page, `wallet-nojs-${test.info().testId}@example.com`);
    const { balance, car } = await walletRefundOf(page, { from: 50, days: 1 });
    const { orderId, due } = await carOrder(page, car, 50, 1);
    await page.goto(`${EN}/checkout?orderId=${orderId}&step=payment`);
    const payment = await acceptContracts(page);
    await payment.getByRole("checkbox", { name: /Use my wallet balance/ }).check();
    await payment.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment confirmed");
    expect(await walletBalance(page)).toBe(balance - due);
    await context.close();
  },
);

test("an anonymous visitor is offered no wallet", { tag: "@any-viewport" }, async ({ page }) => {
  await page.goto(EN);
  const { orderId } = await orderReadyToPay(page);
  await gotoHydrated(page, `${EN}/checkout?orderId=${orderId}&step=payment`);
  await expect(page.getByRole("form", { name: "Payment" }).getByLabel("Card number")).toBeVisible();
  await expect(page.getByTestId("wallet-choice")).toHaveCount(0);
});

test(
  "the difference of a changed booking is paid from the wallet, without a card",
  { tag: "@any-viewport" },
  async ({ page }) => {
    await page.goto(EN);
    await signIn(page, `wallet-change-${test.info().testId}@example.com`);
    const { balance, car } = await walletRefundOf(page, { from: 21, days: 3 });
    const { orderId } = await orderReadyToPay(page, { car });
    await payNow(page, orderId);
    // One more day than booked: the difference is less than the refunded three-day rental.
    await gotoHydrated(page, `${EN}/reservation/change/car?orderId=${orderId}`);
    await page.getByLabel("Return date").fill(isoIn(25));
    await page.getByRole("button", { name: "Find the new price" }).click();
    const payment = await acceptContracts(page);
    await payment.getByRole("checkbox", { name: /Use my wallet balance/ }).check();
    await expect(payment.getByTestId("wallet-split")).toContainText("no card is needed");
    await payment.getByRole("button", { name: /from my wallet$/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking has been changed");
    expect(await walletBalance(page)).toBeLessThan(balance);
  },
);

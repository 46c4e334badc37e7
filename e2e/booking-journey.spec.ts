import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { isoIn } from "../tests/support/dates";
import { BILLING, DRIVER } from "../tests/support/order-fixtures";
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures";
import { executeInShopDatabase } from "./shop-db";
import { api } from "./shop-api";
import { chooseSort, closeFilters, openFilters } from "./result-controls";

/** Makes a search expire in the running shop's local D1, as two hours passing would. */
function expireSearch(searchId: string) {
  executeInShopDatabase(`UPDATE searches SET expires_at = 0 WHERE id = '${searchId}'`);
}

/** The English site: the booking journey in the shop's source language. */
const EN = "/en";

async function dataLayerEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
}

/**
 * Clicks a download link and reads the file. A download the browser reports as cancelled (a
 * connection reset on a busy machine) is clicked once more, as a traveller would.
 */
async function download(page: Page, linkName: string): Promise<Buffer> {
  for (let attempt = 1; ; attempt++) {
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: linkName }).click(),
    ]);
    if ((await file.failure()) === null) return readFile((await file.path())!);
    if (attempt === 2) throw new Error(`${linkName}: ${await file.failure()}`);
  }
}

async function answerChallenge(page: Page, code: string) {
  await page.getByLabel(/Code sent to your phone/).fill(code);
  await page.getByRole("button", { name: /Confirm/ }).click();
}

/** A basket with a car, the driver and the invoice details, as the first two steps leave it. */
async function basketAtPayment(
  page: Page,
  wanted: (car: { class: string }) => boolean = () => true,
  pickupIn = 30,
): Promise<{ orderId: string; searchId: string }> {
  const search = await api<{
    results: {
      code: string;
      searchID: string;
      details: { car: { class: string; rules: { creditReportRequired: boolean } } };
    }[];
  }>(page, "POST", "/search-api/search/point/", {
    version: "v3",
    checkInDateTime: `${isoIn(pickupIn)}T10:00`,
    checkOutDateTime: `${isoIn(pickupIn + 3)}T10:00`,
    age: 35,
    currency: "GBP",
    checkInLocation: { lat: 41.2619, lon: 28.7419 },
  });
  const offer = search.results.find(
    (result) => !result.details.car.rules.creditReportRequired && wanted(result.details.car),
  )!;
  const { order } = await api<{ order: { id: string } }>(page, "POST", "/order-api/order", {
    language: "en",
    currency: "GBP",
  });
  await api(page, "POST", `/order-api/order/${order.id}/item/car`, { code: offer.code, searchID: offer.searchID });
  await api(page, "POST", `/order-api/order/${order.id}/passengers`, DRIVER);
  await api(page, "POST", `/order-api/order/${order.id}/billing`, BILLING);
  return { orderId: order.id, searchId: offer.searchID };
}

async function fillCard(page: Page, number: string) {
  const payment = page.getByRole("form", { name: "Payment" });
  for (const name of ["pre-information form", "distance sales contract"]) {
    await payment.getByRole("checkbox", { name: new RegExp(`accept the ${name}`) }).check();
  }
  await payment.getByLabel("Name on the card").fill("Ayşe Yılmaz");
  await payment.getByLabel("Card number").pressSequentially(number);
  await payment.getByLabel("Expiry date (MM/YY)").pressSequentially("1230");
  await payment.getByLabel("Security code (CVC)").fill("123");
  return payment;
}

test("book a car: search, filters, detail with extras, checkout, 3-D Secure, confirmation and voucher", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, EN);
  const form = page.getByRole("form", { name: "Car rental search" });
  const pickup = form.getByRole("combobox", { name: "Pickup location" });
  await pickup.fill("antalya hav");
  await expect(form.getByRole("listbox", { name: "Pickup location" }).getByRole("option").first()).toBeVisible();
  await pickup.press("ArrowDown");
  await pickup.press("Enter");
  await expect(pickup).toHaveValue(/\(AYT\)/);
  await form.getByLabel("Pickup date").fill(isoIn(20));
  await form.getByLabel("Return date").fill(isoIn(23));
  await form.getByRole("button", { name: "Search cars" }).click();
  await expect(page.getByTestId("offer").first()).toBeVisible();

  // A filter on and off again, then the cheapest first.
  await openFilters(page, isMobile, "Filters");
  const controls = page.getByRole("form", { name: "Filter and sort" });
  await controls.getByRole("checkbox", { name: /^Economy/ }).check();
  await expect(page).toHaveURL(/[?&]c=economy/);
  await controls.getByRole("checkbox", { name: /^Economy/ }).uncheck();
  await expect(page).not.toHaveURL(/[?&]c=economy/);
  await closeFilters(page, isMobile);
  await chooseSort(page, isMobile, { sort: "Sort", sortBy: "Sort by" }, "lowest_price_first");
  await expect(page).toHaveURL(/sb=lowest_price_first/);
  await page.getByTestId("offer").first().getByRole("link", { name: "Select" }).click();

  // The product: extras change the total, then into the basket.
  await expect(page).toHaveURL(/\/en\/detail\?code=C\w+&searchId=/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Important information" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Rental office/ })).toBeVisible();
  const total = page.getByTestId("detail-total");
  const before = await total.textContent();
  await page.getByLabel("Baby seat").selectOption("1");
  await expect(total).not.toHaveText(before!);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Continue to booking" }).click();

  // Driver: the masks format what is typed.
  await expect(page).toHaveURL(/\/en\/checkout\?orderId=/);
  const driver = page.getByRole("form", { name: "Driver information" });
  await driver.getByLabel("First name").fill("Ayşe");
  await driver.getByLabel("Last name").fill("Yılmaz");
  await driver.getByLabel("Date of birth").fill("1990-05-04");
  await driver.getByLabel("T.C. identity number").pressSequentially("10000000146");
  await driver.getByLabel("E-mail").fill("ayse@example.com");
  await driver.getByLabel("Mobile number").pressSequentially("05321234567");
  await expect(driver.getByLabel("Mobile number")).toHaveValue("(532) 123 45 67");
  await driver.getByRole("button", { name: "Continue to invoice information" }).click();

  // Invoice: the driver's name and identity number are carried over.
  const invoice = page.getByRole("form", { name: "Invoice information" });
  await expect(invoice.getByLabel("First name")).toHaveValue("Ayşe");
  await expect(invoice.getByLabel("T.C. identity number")).toHaveValue("10000000146");
  await invoice.getByLabel("Address").fill("Bağdat Caddesi No 12");
  await invoice.getByLabel("City").fill("İstanbul");
  await invoice.getByRole("button", { name: "Continue to payment" }).click();

  // Payment: menus hidden, a secure-payment notice, brand and installments from the card number.
  await expect(page.getByText("Secure payment", { exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  const payment = await fillCard(page, "5406670000000009");
  await expect(payment.getByLabel("Card number")).toHaveValue("5406 6700 0000 0009");
  await expect(payment.getByTestId("card-brand")).toHaveText("Mastercard");
  await expect(payment.getByRole("radio", { name: "3 installments" })).toBeVisible();
  await payment.getByRole("radio", { name: "Single payment" }).check();
  expect(await seriousViolations(page)).toEqual([]);
  const events = (await dataLayerEvents(page)).map((event) => event.event);
  for (const name of ["view_item_list", "view_item", "add_to_cart", "begin_checkout", "add_shipping_info"]) {
    expect(events).toContain(name);
  }
  const payButton = payment.getByRole("button", { name: /^Pay / });
  await payButton.click();

  await answerChallenge(page, "123456");
  await page.getByRole("button", { name: /Continue/ }).click();

  await expect(page).toHaveURL(/\/en\/checkout\/control\?payment=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment confirmed");
  const reservation = (await page.getByTestId("reservation-id").textContent())!;
  expect(reservation).toMatch(/^RG-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(page.getByText("Baby seat × 1")).toBeVisible();
  // The confirmation is a fresh document (after the bank): its events come once it has hydrated.
  await expect.poll(async () => (await dataLayerEvents(page)).some((event) => event.event === "purchase")).toBe(true);
  const purchase = (await dataLayerEvents(page)).find((event) => event.event === "purchase") as
    { ecommerce: { transaction_id: string; value: number } } | undefined;
  expect(purchase?.ecommerce.transaction_id).toBe(reservation);
  const paid = Number(
    (await page.getByTestId("paid-total").textContent())!.replace(/[^\d.,]/g, "").replace(/,(?=\d{3})/g, ""),
  );
  expect(purchase?.ecommerce.value).toBeCloseTo(paid, 2);

  const pdf = await download(page, "Download your voucher (PDF)");
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const ics = (await download(page, "Add to calendar")).toString();
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics).toContain(reservation);
  expect(await seriousViolations(page)).toEqual([]);

  // The basket is paid: the checkout has nothing left to sell.
  await page.goto(`${EN}/checkout`);
  await expect(page.getByText("Your basket is empty.")).toBeVisible();
});

test("a failed 3-D Secure check keeps the booking details, and paying again works", async ({ page }) => {
  await page.goto(EN);
  const { orderId } = await basketAtPayment(page);
  await gotoHydrated(page, `${EN}/checkout?orderId=${orderId}&step=payment`);
  const payment = await fillCard(page, "4543600000000102");
  await payment.getByRole("button", { name: /^Pay / }).click();
  await answerChallenge(page, "123456");
  await page.getByRole("button", { name: /Continue/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment not completed");
  await expect(page.getByRole("alert")).toContainText("3-D Secure verification failed");

  await page.getByRole("link", { name: "Back to payment" }).click();
  // The driver and invoice steps are done and keep what was entered.
  await page.getByRole("link", { name: /Driver/ }).click();
  await expect(page.getByRole("form", { name: "Driver information" }).getByLabel("First name")).toHaveValue(
    DRIVER.driver.firstName,
  );
  await page.getByRole("link", { name: /Payment/ }).click();
  const again = await fillCard(page, "4543600000000003");
  await again.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment confirmed");
});

test("a declined card explains why inline and keeps the form", async ({ page }) => {
  await page.goto(EN);
  const { orderId } = await basketAtPayment(page);
  await gotoHydrated(page, `${EN}/checkout?orderId=${orderId}&step=payment`);
  const payment = await fillCard(page, "5406670000000504");
  await payment.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByTestId("payment-problem")).toContainText("limit or balance is not enough");
  await expect(payment.getByLabel("Name on the card")).toHaveValue("Ayşe Yılmaz");
});

test(
  "an item that expired in the basket shows the modal, and back to search rebuilds the search",
  { tag: "@exclusive" },
  async ({ page }) => {
    await page.goto(EN);
    const { orderId, searchId } = await basketAtPayment(page);
    // Two hours pass: the search behind the basket item expires (the Main API keeps searches 2 h).
    expireSearch(searchId);
    await gotoHydrated(page, `${EN}/checkout?orderId=${orderId}&step=payment`);
    const payment = await fillCard(page, "4543600000000003");
    await payment.getByRole("button", { name: /^Pay / }).click();

    const modal = page.getByRole("alertdialog", { name: "This offer is no longer available" });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("button", { name: "Close" })).toBeVisible();
    await modal.getByRole("link", { name: "Back to search" }).click();
    await expect(page).toHaveURL(/\/en\/search\?p_p=41\.2619%2C28\.7419&p_d=\d{2}-\d{2}-\d{4}&p_t=10%3A00/);
    await expect(page.getByTestId("offer").first()).toBeVisible();
  },
);

test("an offer that does not exist shows the error modal, and OK goes home", async ({ page }) => {
  await page.goto(EN);
  const { searchId } = await basketAtPayment(page);
  await gotoHydrated(page, `${EN}/detail?code=C00000000000000&searchId=${searchId}`);
  const modal = page.getByRole("alertdialog", { name: "This offer cannot be booked" });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("This offer no longer exists. Please search again.");
  await modal.getByRole("link", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/en$/);
});

/** The header's currency list; narrow screens keep it in the menu. */
async function currencyList(page: Page, isMobile: boolean) {
  const menu = page.getByRole("banner").getByLabel("Menu", { exact: true });
  if (isMobile && !(await page.getByRole("combobox", { name: "Currency" }).isVisible())) await menu.click();
  return page.getByRole("combobox", { name: "Currency" });
}

test("a currency change re-runs the search, re-prices the product, and sends the checkout back to the product", async ({
  page,
  isMobile,
}) => {
  await page.goto(EN);
  const { orderId } = await basketAtPayment(page);
  const results = `${EN}/search?p_p=41.2619,28.7419&p_d=${isoIn(30).split("-").reverse().join("-")}&d_d=${isoIn(33)
    .split("-")
    .reverse()
    .join("-")}&a=35`;
  await gotoHydrated(page, results);
  await expect(page.getByTestId("offer-total").first()).toContainText("£");
  await (await currencyList(page, isMobile)).selectOption("EUR");
  await expect(page.getByTestId("offer-total").first()).toContainText("€");

  // The payment step hides the menus; the currency list is in the header of the steps before it.
  await gotoHydrated(page, `${EN}/checkout?orderId=${orderId}&step=invoice`);
  await (await currencyList(page, isMobile)).selectOption("USD");
  const confirm = page.getByRole("alertdialog", { name: "Change the currency?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: /^Keep/ }).click();
  await expect(await currencyList(page, isMobile)).toHaveValue("EUR");
  await (await currencyList(page, isMobile)).selectOption("USD");
  await page
    .getByRole("alertdialog", { name: "Change the currency?" })
    .getByRole("button", { name: "Change currency" })
    .click();
  await expect(page).toHaveURL(/\/en\/detail\?code=C\w+&searchId=/);
  await expect(page.getByTestId("detail-total")).toContainText("$");
  await page.getByRole("button", { name: "Continue to booking" }).click();
  await expect(page.getByTestId("checkout-total")).toContainText("$");
});

test("back from a car's page, the results start at the top again", async ({ page }) => {
  const results = `${EN}/search?p_p=41.2619,28.7419&p_d=${isoIn(30).split("-").reverse().join("-")}&d_d=${isoIn(33)
    .split("-")
    .reverse()
    .join("-")}&a=35`;
  await gotoHydrated(page, results);
  const tenth = page.getByTestId("offer").nth(9);
  await tenth.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await tenth.getByRole("link", { name: "Select" }).click();
  await expect(page).toHaveURL(/\/en\/detail\?/);
  await page.goBack();
  await expect(page.getByTestId("offer").first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a campaign code lowers the total; a wrong one is explained; removing asks first", async ({ page }) => {
  await page.goto(EN);
  // An SUV picked up outside June–August: SUV15 applies, YAZ10 (summer pickups only) does not.
  let pickupIn = 30;
  while (["06", "07", "08"].includes(isoIn(pickupIn).slice(5, 7))) pickupIn += 1;
  const { orderId } = await basketAtPayment(page, (car) => car.class === "suv", pickupIn);
  await gotoHydrated(page, `${EN}/checkout?orderId=${orderId}&step=payment`);
  const total = page.getByTestId("checkout-total");
  const before = await total.textContent();
  const code = page.getByRole("textbox", { name: "Campaign code" });
  await code.fill("NOSUCHCODE");
  await page.getByRole("button", { name: "Apply the campaign code" }).click();
  await expect(page.getByText("This campaign code does not exist or does not apply to this booking.")).toBeVisible();
  await expect(code).toBeFocused();

  // A code whose terms the booking does not meet says which condition.
  await code.fill("YAZ10");
  await page.getByRole("button", { name: "Apply the campaign code" }).click();
  await expect(page.getByText("This code is valid for pickups between 1 June and 31 August.")).toBeVisible();

  await code.fill("SUV15");
  await page.getByRole("button", { name: "Apply the campaign code" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The campaign code has been applied." })).toBeVisible();
  await expect(page.getByText("Campaign discount", { exact: true })).toBeVisible();
  await expect(total).not.toHaveText(before!);

  await page.getByRole("button", { name: "Remove code" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove the campaign code?" });
  await confirm.getByRole("button", { name: "Keep the code" }).click();
  await expect(page.getByText("Campaign discount", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Remove code" }).click();
  await page
    .getByRole("alertdialog", { name: "Remove the campaign code?" })
    .getByRole("button", { name: "Remove code" })
    .click();
  await expect(page.getByText("Campaign discount", { exact: true })).toHaveCount(0);
  await expect(total).toHaveText(before!);
});

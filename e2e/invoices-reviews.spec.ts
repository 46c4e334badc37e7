/**
 * The account's invoices and reviews (docs/invoices-reviews-findeks.md), desktop and phone: a
 * signed-in traveller books and pays a car, downloads its invoice from /account/invoices; after
 * the rental has ended (its dates moved into the past in the local D1) they review it on
 * /account/reviews and find the review on the rental company's car pages.
 */
import type { Page } from "@playwright/test";
import { isoIn } from "../tests/support/dates";
import { AGREEMENTS, BILLING, cardFor, DRIVER } from "../tests/support/order-fixtures";
import { readBack } from "../tests/support/pdf-text";
import { expect, gotoHydrated, outboxCode, seriousViolations, test } from "./fixtures";
import { api } from "./shop-api";
import { executeInShopDatabase } from "./shop-db";
import { signIn } from "./sign-in";

const EN = "/en";

interface Offer {
  code: string;
  searchID: string;
  details: { car: { vendor: { id: string; displayName: string }; rules: { creditReportRequired: boolean } } };
}

/**
 * A car at Istanbul Airport booked and paid at once (the card that needs no 3-D Secure), in the
 * signed-in visitor's account: its order, reservation number and the search it came from.
 */
async function paidRental(page: Page) {
  const search = await api<{ results: Offer[] }>(page, "POST", "/search-api/search/point/", {
    version: "v3",
    checkInDateTime: `${isoIn(21)}T10:00`,
    checkOutDateTime: `${isoIn(24)}T10:00`,
    age: 35,
    currency: "TRY",
    checkInLocation: { lat: 41.2619, lon: 28.7419 },
  });
  const offer = search.results.find((result) => !result.details.car.rules.creditReportRequired)!;
  const { order } = await api<{ order: { id: string } }>(page, "POST", "/order-api/order", { language: "en" });
  await api(page, "POST", `/order-api/order/${order.id}/item/car`, { code: offer.code, searchID: offer.searchID });
  await api(page, "POST", `/order-api/order/${order.id}/passengers`, DRIVER);
  await api(page, "POST", `/order-api/order/${order.id}/billing`, BILLING);
  await api(page, "POST", `/order-api/order/${order.id}/agreement`, AGREEMENTS);
  const { payment } = await api<{ payment: { status: string } }>(page, "POST", "/payment-api/payments/charge", {
    orderId: order.id,
    idempotencyKey: crypto.randomUUID(),
    card: cardFor("4543600000000003"),
    returnUrl: "/checkout/control",
  });
  expect(payment.status).toBe("succeeded");
  const paid = await api<{ order: { reservationId: string } }>(page, "GET", `/order-api/order/${order.id}`);
  return { orderId: order.id, reservationId: paid.order.reservationId, offer, offers: search.results };
}

/** The rental as if it had ended a week ago: picked up ten days ago, returned seven days ago. */
function rentalInThePast(orderId: string) {
  executeInShopDatabase(
    `UPDATE order_items SET product = json_set(product,
       '$.details.car.appointment.checkInDateTime', '${isoIn(-10)}T10:00',
       '$.details.car.appointment.checkOutDateTime', '${isoIn(-7)}T10:00')
     WHERE order_id = '${orderId}' AND kind = 'car'`,
  );
}

async function noSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("download an invoice from the invoices page", async ({ page }, testInfo) => {
  await page.goto(EN);
  await signIn(page, `invoices-${testInfo.project.name}-${Date.now()}@example.com`);
  const { orderId, reservationId } = await paidRental(page);

  await gotoHydrated(page, `${EN}/account/invoices`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My invoices");
  const invoice = page.getByTestId("invoice").filter({ hasText: reservationId });
  await expect(invoice).toHaveCount(1);
  await expect(invoice.getByTestId("invoice-total")).toHaveText(
    /^TRY\s[\d,]+\.\d{2}\sincl\.\sTRY\s[\d,]+\.\d{2}\sVAT$/,
  );
  expect(await seriousViolations(page)).toEqual([]);

  const link = invoice.getByRole("link", { name: /^Download invoice .+ \(PDF\)$/ });
  await expect(link).toHaveAttribute("href", `/api/v1/order-api/order/${orderId}/documents/invoice.pdf`);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const bytes = new Uint8Array(await readFile(path));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const text = (await readBack(bytes)).joined.replaceAll(/\s/g, " ");
  expect(text).toContain(reservationId);

  await noSidewaysScroll(page);
});

test(
  "review a finished rental, then read it on the rental company's car page",
  { tag: "@exclusive" },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto(EN);
    await signIn(page, `reviews-${testInfo.project.name}-${Date.now()}@example.com`);
    const { orderId, reservationId, offer, offers } = await paidRental(page);

    await gotoHydrated(page, `${EN}/account/reviews`);
    await expect(page.getByRole("heading", { name: "Rentals not over yet" })).toBeVisible();
    await expect(page.getByTestId("rental-to-review")).toHaveCount(0);

    rentalInThePast(orderId);
    await gotoHydrated(page, `${EN}/account/reviews`);
    const rental = page.getByTestId("rental-to-review").filter({ hasText: reservationId });
    await expect(rental).toContainText(offer.details.car.vendor.displayName);
    expect(await seriousViolations(page)).toEqual([]);

    // Without stars and with too short a text, both are named next to their fields.
    const text = rental.getByLabel("Your review");
    await text.fill("Good");
    await rental.getByRole("button", { name: "Publish review" }).click();
    await expect(rental.getByText("Please choose from 1 to 5 stars.")).toBeVisible();
    await expect(rental.getByText("Please write at least 10 characters about your rental.")).toBeVisible();
    await expect(rental.getByRole("radio", { name: "1 of 5 stars" })).toBeFocused();

    const review = `Clean car and a quick handover at the airport (${testInfo.project.name} ${Date.now()}).`;
    await rental.getByRole("radio", { name: "4 of 5 stars" }).check();
    await text.fill(review);
    await rental.getByRole("button", { name: "Publish review" }).click();

    const thanks = page.getByRole("status").filter({ hasText: "Thank you! Your review is now shown" });
    await expect(thanks).toBeFocused();
    const mine = page.getByTestId("my-review").filter({ hasText: reservationId });
    await expect(mine).toContainText(review);
    await expect(mine).toContainText("8.0/10");
    await expect(mine).toContainText("Ayşe Y.");
    await expect(page.getByTestId("rental-to-review")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page);

    // Another car of the same company from the same search (the booked one may have no unit left).
    const sameCompany =
      offers.find(
        (other) => other.details.car.vendor.id === offer.details.car.vendor.id && other.code !== offer.code,
      ) ?? offer;
    await gotoHydrated(
      page,
      `${EN}/detail?${new URLSearchParams({ code: sameCompany.code, searchId: sameCompany.searchID })}`,
    );
    const reviews = page.locator("#reviews");
    const shown = reviews.getByRole("listitem").filter({ hasText: review });
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText("8.0/10");
    await expect(shown).toContainText(/Ayşe Y\. · \d{1,2} \w+ \d{4}/);
  },
);

const BUREAU = {
  approved: { tckn: "10000003970", phone: "+905576855012" },
  rejected: { tckn: "10000000214", phone: "+905445666401" },
};

/** The signed-in user's approved findeks report, through the Main API as the page's steps make it. */
async function approvedReport(page: Page) {
  await api(page, "POST", "/account-api/findeks/check", { tckn: BUREAU.approved.tckn, birthDate: "1985-06-15" });
  const { phones } = await api<{ phones: { id: string; phone: string }[] }>(
    page,
    "POST",
    "/account-api/findeks/phone-list",
    {},
  );
  const phone = phones.find((candidate) => candidate.phone.endsWith(BUREAU.approved.phone.slice(-2)))!;
  await api(page, "POST", "/account-api/findeks/report", { phoneId: phone.id });
  await api(page, "POST", "/account-api/findeks/pin-confirm", { pin: await outboxCode(page, BUREAU.approved.phone) });
}

/** A car whose company asks for a credit report, booked and paid (an approved report lets it be reserved). */
async function paidRentalNeedingReport(page: Page) {
  const search = await api<{ results: Offer[] }>(page, "POST", "/search-api/search/point/", {
    version: "v3",
    checkInDateTime: `${isoIn(30)}T10:00`,
    checkOutDateTime: `${isoIn(33)}T10:00`,
    age: 35,
    currency: "TRY",
    checkInLocation: { lat: 41.2619, lon: 28.7419 },
  });
  const offer = search.results.find((result) => result.details.car.rules.creditReportRequired)!;
  const { order } = await api<{ order: { id: string } }>(page, "POST", "/order-api/order", { language: "en" });
  await api(page, "POST", `/order-api/order/${order.id}/item/car`, { code: offer.code, searchID: offer.searchID });
  await api(page, "POST", `/order-api/order/${order.id}/passengers`, DRIVER);
  await api(page, "POST", `/order-api/order/${order.id}/billing`, BILLING);
  await api(page, "POST", `/order-api/order/${order.id}/agreement`, AGREEMENTS);
  const { payment } = await api<{ payment: { status: string } }>(page, "POST", "/payment-api/payments/charge", {
    orderId: order.id,
    idempotencyKey: crypto.randomUUID(),
    card: cardFor("4543600000000003"),
    returnUrl: "/checkout/control",
  });
  expect(payment.status).toBe("succeeded");
  return { orderId: order.id, offer };
}

/** A month later, as far as findeks is concerned: the user's report has expired and a PIN may be sent again. */
function reportExpired(email: string) {
  executeInShopDatabase(
    `UPDATE credit_reports SET valid_until = 1 WHERE user_id IN (SELECT id FROM users WHERE email = '${email}');
     DELETE FROM rate_limit_events WHERE key LIKE 'findeks-pin:%'`,
  );
}

/** A minute later: the bureau sends the next PIN. */
function pinCooldownOver() {
  executeInShopDatabase("DELETE FROM rate_limit_events WHERE key LIKE 'findeks-pin:%'");
}

test(
  "the findeks credit check from the booking: declined, then another driver approved",
  { tag: "@exclusive" },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const email = `findeks-${testInfo.project.name}-${Date.now()}@example.com`;
    await page.goto(EN);
    await signIn(page, email);
    await approvedReport(page);
    const { orderId, offer } = await paidRentalNeedingReport(page);
    reportExpired(email);

    await gotoHydrated(page, `${EN}/reservation?orderId=${orderId}`);
    const findeks = page.getByRole("region", { name: "Credit check (Findeks)" });
    await expect(findeks).toContainText(`${offer.details.car.vendor.displayName} asks for an approved Findeks`);
    await expect(findeks).toContainText("Your last credit report has expired.");
    expect(await seriousViolations(page)).toEqual([]);

    // A driver the bureau declines: identity number and birth date, the phone, a wrong PIN, then the right one.
    await findeks.getByLabel("T.C. identity number").fill("12345678901");
    await findeks.getByLabel("Date of birth").fill("1985-06-15");
    await findeks.getByRole("button", { name: "Start the credit check" }).click();
    await expect(findeks.getByText("This T.C. identity number is not valid.")).toBeVisible();
    await findeks.getByLabel("T.C. identity number").fill(BUREAU.rejected.tckn);
    await findeks.getByRole("button", { name: "Start the credit check" }).click();
    await expect(findeks.getByRole("radio", { name: "+90 5** *** **01" })).toBeChecked();
    await findeks.getByRole("button", { name: "Send the PIN" }).click();
    await expect(findeks).toContainText("Findeks sent a PIN to +90 5** *** **01.");
    const pin = await outboxCode(page, BUREAU.rejected.phone);
    await findeks.getByLabel("PIN from the SMS").fill(pin === "000000" ? "111111" : "000000");
    await findeks.getByRole("button", { name: "Confirm the PIN" }).click();
    await expect(findeks.getByRole("alert")).toHaveText("The code is not correct. 2 attempts left.");
    await findeks.getByLabel("PIN from the SMS").fill(pin);
    await findeks.getByRole("button", { name: "Confirm the PIN" }).click();
    const result = findeks.getByTestId("findeks-result");
    await expect(result).toContainText("Declined: Findeks did not approve the credit report.");
    await expect(findeks.getByTestId("findeks-step")).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    // Another driver, whom the bureau approves.
    await findeks.getByRole("button", { name: "Check another driver" }).click();
    await findeks.getByLabel("T.C. identity number").fill(BUREAU.approved.tckn);
    await findeks.getByLabel("Date of birth").fill("1985-06-15");
    await findeks.getByRole("button", { name: "Start the credit check" }).click();
    await findeks.getByRole("radio", { name: `+90 5** *** **${BUREAU.approved.phone.slice(-2)}` }).check();
    pinCooldownOver();
    await findeks.getByRole("button", { name: "Send the PIN" }).click();
    // The new PIN is in the outbox once the page says it was sent (an older one went to the same phone).
    await expect(findeks).toContainText(`Findeks sent a PIN to +90 5** *** **${BUREAU.approved.phone.slice(-2)}.`);
    await findeks.getByLabel("PIN from the SMS").fill(await outboxCode(page, BUREAU.approved.phone));
    await findeks.getByRole("button", { name: "Confirm the PIN" }).click();
    await expect(result).toContainText(/^Approved: your credit report is valid until \d{1,2} \w+ \d{4}\./);

    // The result stays after a reload (the Main API keeps the report).
    await page.reload();
    await expect(page.getByTestId("findeks-result")).toContainText("Approved");
    await noSidewaysScroll(page);
  },
);

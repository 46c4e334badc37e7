import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { expect, gotoHydrated, outboxCode, seriousViolations, test } from "./fixtures";
import { paidCarBooking } from "./shop-api";

/**
 * A car booked and paid (the card approves at once) by a guest in a browser of their own, with
 * `email` as the driver's and invoice address: what "find my reservation" and the account match on.
 */
async function guestBooking(browser: Browser, email: string, pickupInDays: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/en/reservation/find");
  const booking = await paidCarBooking(page, email, pickupInDays);
  await context.close();
  return booking;
}

/** Downloads the booking page's invoice and checks it is the booking's PDF. */
async function downloadInvoice(page: Page, reservationId: string) {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the invoice (PDF)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${reservationId}-invoice.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
}

test("a booking made as a guest is in the account of whoever signs in with its e-mail: list, page, invoice", async ({
  page,
  browser,
}, testInfo) => {
  const email = `e2e-reservations-${testInfo.project.name}-${Date.now()}@example.com`;
  const booking = await guestBooking(browser, email, 30);

  await gotoHydrated(page, "/en/login?redirect=%2Fen%2Faccount%2Freservations");
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Code", { exact: true }).fill(await outboxCode(page, email));
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByLabel("First name").fill("Şükrü");
  await page.getByLabel("Last name").fill("Çağlayan");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL("/en/account/reservations");
  const upcoming = page.getByTestId("reservations-upcoming");
  const entry = upcoming.getByTestId("reservation-entry").filter({ hasText: booking.reservationId });
  await expect(entry).toBeVisible();
  await expect(entry.getByTestId("booking-status")).toHaveText("Confirmed");
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  // Flights are a tab of their own: none booked, so the way to a flight search.
  const kinds = page.getByRole("navigation", { name: "Kind of booking" });
  await kinds.getByRole("link", { name: "Flight tickets" }).click();
  await expect(page.getByRole("heading", { name: "No flight bookings yet" })).toBeVisible();
  await expect(kinds.getByRole("link", { name: "Flight tickets" })).toHaveAttribute("aria-current", "page");
  await kinds.getByRole("link", { name: "Car rentals" }).click();

  await page.getByTestId("reservation-entry").filter({ hasText: booking.reservationId }).getByRole("link").click();
  await expect(page).toHaveURL(`/en/reservation?orderId=${booking.orderId}`);
  await expect(page.getByTestId("reservation-id")).toHaveText(booking.reservationId);
  await expect(page.getByTestId("booking-actions").getByRole("link", { name: "Cancel the booking" })).toHaveAttribute(
    "href",
    `/en/reservation/cancel/car?orderId=${booking.orderId}`,
  );
  await expect(page.getByRole("heading", { name: "Rental office" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await downloadInvoice(page, booking.reservationId);
});

test("a guest finds a booking by its number and e-mail; a wrong pair gets one neutral message", async ({
  page,
  browser,
}, testInfo) => {
  const email = `e2e-find-${testInfo.project.name}-${Date.now()}@example.com`;
  const booking = await guestBooking(browser, email, 34);

  await gotoHydrated(page, "/en/reservation/find");
  await page.getByLabel("Reservation number").fill(booking.reservationId);
  await page.getByLabel("E-mail address").fill(`not-${email}`);
  await page.getByRole("button", { name: "Show my booking" }).click();
  const alert = page.getByTestId("find-not-found");
  await expect(alert).toHaveText(
    "We could not find a booking with this reservation number and e-mail address. Please check both and try again.",
  );
  await expect(alert.locator("..")).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  await page.getByLabel("E-mail address").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Show my booking" }).click();
  await expect(page).toHaveURL(`/en/reservation?orderId=${booking.orderId}`);
  await expect(page.getByTestId("reservation-id")).toHaveText(booking.reservationId);
  await downloadInvoice(page, booking.reservationId);
});

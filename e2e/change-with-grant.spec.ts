import type { Page } from "@playwright/test";
import { isoIn } from "../tests/support/dates";
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures";
import { paidCarBooking } from "./shop-api";

/**
 * A guest who opens a car booking with "find my reservation" changes it online (docs/change.md
 * "Who can change", ADR 0019): booked through the API, the cookies cleared (another visit, no
 * session of the booker), found by number and e-mail, changed to a longer rental paid with
 * 3-D Secure, and the new booking opened from the result page.
 */

/** A car booked and paid at once through the shop's API, `email` as the driver's and invoice address. */
async function guestBooking(page: Page, email: string, pickupInDays: number) {
  await page.goto("/en/reservation/find");
  return paidCarBooking(page, email, pickupInDays);
}

async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

test("a guest finds the booking, moves the return later, pays the difference with 3-D Secure and opens the new booking", async ({
  page,
  context,
  isMobile,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `e2e-change-grant-${testInfo.project.name}-${Date.now()}@example.com`;
  const booking = await guestBooking(page, email, 40);
  // Another visit: nothing of the booker's session is left.
  await context.clearCookies();

  await gotoHydrated(page, "/en/reservation/find");
  await page.getByLabel("Reservation number").fill(booking.reservationId);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Show my booking" }).click();
  await expect(page).toHaveURL(`/en/reservation?orderId=${booking.orderId}`);
  await page.getByRole("link", { name: "Change dates or place" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Change your car rental");
  await expect(page.getByLabel("Pickup date")).toHaveValue(isoIn(40));
  await page.getByLabel("Return date").fill(isoIn(46));
  await page.getByRole("button", { name: "Find the new price" }).click();
  await expect(page.getByRole("heading", { name: "Price difference" })).toBeVisible();
  await expect(page.getByText("To pay now")).toBeVisible();
  const difference = (await page.getByTestId("change-difference").textContent())!;
  expect(await seriousViolations(page)).toEqual([]);
  if (isMobile) await expectNoSidewaysScroll(page);

  const payment = page.getByRole("form", { name: "Payment" });
  for (const name of ["pre-information form", "distance sales contract"]) {
    await payment.getByRole("checkbox", { name: new RegExp(`accept the ${name}`) }).check();
  }
  await payment.getByLabel("Name on the card").fill("Şükrü Çağlayan");
  await payment.getByLabel("Card number").pressSequentially("5406670000000009");
  // The card's installment plans load for the change with the grant (the order is not the session's).
  await expect(payment.getByTestId("installments").getByRole("radio")).toHaveCount(5);
  await payment.getByLabel("Expiry date (MM/YY)").pressSequentially("1230");
  await payment.getByLabel("Security code (CVC)").fill("123");
  await payment.getByRole("button", { name: /^Pay / }).click();

  await page.getByLabel(/Code sent to your phone/).fill("123456");
  await page.getByRole("button", { name: /Confirm/ }).click();
  await page.getByRole("button", { name: /Continue/ }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking has been changed");
  await expect(page.getByTestId("change-done")).toContainText("The price difference has been paid.");
  // The paid difference reads as paid, nothing left to pay.
  await expect(page.getByTestId("change-difference")).toHaveText(difference);
  await expect(page.getByText("To pay now")).toHaveCount(0);
  const newReservation = /RG-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec((await page.getByTestId("change-done").textContent())!)![0];
  expect(newReservation).not.toBe(booking.reservationId);
  expect(await seriousViolations(page)).toEqual([]);
  if (isMobile) await expectNoSidewaysScroll(page);

  await page.getByRole("link", { name: "See your booking" }).click();
  await expect(page).toHaveURL(/\/en\/reservation\?orderId=[\w-]+$/);
  expect(new URL(page.url()).searchParams.get("orderId")).not.toBe(booking.orderId);
  await expect(page.getByTestId("reservation-id")).toHaveText(newReservation);
  await expect(page.getByText("Confirmed")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

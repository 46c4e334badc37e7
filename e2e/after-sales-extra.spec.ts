/**
 * After-sales pages for flights and for a guest who found a booking (docs/reservations.md,
 * docs/cancel-and-wallet.md, docs/offline-trip-card.md): a flight found through "find my
 * reservation" opens its own page with tickets, fare rules and actions, and is cancelled from
 * there; the trip card of a found booking, and no other booking; the flight page's action links
 * for its signed-in owner. Bookings are made and paid through the shop's own API, as the checkout does.
 */
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { isoIn } from "../tests/support/dates";
import { AGREEMENTS, BILLING, DRIVER } from "../tests/support/order-fixtures";
import { expect, gotoHydrated, outboxCode, seriousViolations, test } from "./fixtures";
import { api, payNow } from "./shop-api";
import { signIn } from "./sign-in";

interface Brand {
  code: string;
  refundable: boolean;
  changeable: boolean;
}

/**
 * A one-way flight IST–AYT, in a refundable and changeable brand or the cheapest non-refundable
 * one, booked and paid (the card approves at once) by the page's visitor, with `email` as the
 * contact and invoice address: what "find my reservation" matches on.
 */
async function bookFlight(page: Page, email: string, fare: "refundable" | "non-refundable", daysAhead = 25) {
  const search = await api<{ searchID: string; results: { code: string }[] }>(page, "POST", "/flight-api/search", {
    origin: "IST",
    destination: "AYT",
    departDate: isoIn(daysAhead),
    adults: 1,
  });
  let chosen: { code: string; brand: Brand } | undefined;
  for (const { code } of search.results) {
    const { brands } = await api<{ brands: Brand[] }>(page, "POST", "/flight-api/extra-brands", {
      searchId: search.searchID,
      code,
    });
    const brand = brands.find((candidate) =>
      fare === "refundable" ? candidate.refundable && candidate.changeable : !candidate.refundable,
    );
    if (brand) {
      chosen = { code, brand };
      break;
    }
  }
  if (!chosen) throw new Error(`no ${fare} fare IST–AYT`);
  const { order } = await api<{ order: { id: string } }>(page, "POST", "/order-api/order", { language: "en" });
  await api(page, "POST", `/order-api/order/${order.id}/item/flight`, {
    code: chosen.code,
    searchID: search.searchID,
    brand: chosen.brand.code,
  });
  const { firstName, lastName, birthDate, tckn, phone } = DRIVER.driver;
  await api(page, "POST", `/order-api/order/${order.id}/passengers`, {
    passengers: [{ type: "adult", title: "mrs", firstName, lastName, birthDate, nationality: "TR", tckn }],
    contact: { email, phone },
  });
  await api(page, "POST", `/order-api/order/${order.id}/billing`, { ...BILLING, email });
  await api(page, "POST", `/order-api/order/${order.id}/agreement`, AGREEMENTS);
  return { orderId: order.id, ...(await payNow(page, order.id)) };
}

/** The same, by a guest in a browser of their own, who then closes it. */
async function guestFlight(browser: Browser, email: string, fare: "refundable" | "non-refundable") {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/en");
  const booking = await bookFlight(page, email, fare);
  await context.close();
  return booking;
}

/** "Find my reservation" with the number and the e-mail: the grant lands in this browser. */
async function findBooking(page: Page, reservationId: string, email: string) {
  await gotoHydrated(page, "/en/reservation/find");
  await page.getByLabel("Reservation number").fill(reservationId);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Show my booking" }).click();
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
}

const uniqueEmail = (what: string, project: string) =>
  `e2e-${what}-${project}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

test("a flight found by its number and e-mail opens its page with tickets, fare rules and actions, and is cancelled from there", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail("find-flight", testInfo.project.name);
  const booking = await guestFlight(browser, email, "refundable");

  await findBooking(page, booking.reservationId, email);
  await expect(page).toHaveURL(`/en/reservation/flight?orderId=${booking.orderId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flight reservation details");
  await expect(page.getByTestId("reservation-id")).toHaveText(booking.reservationId);
  await expect(page.getByTestId("pnr")).toHaveText(/^[A-Z0-9]{6}$/);
  await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");
  const travellers = page.getByTestId("travellers");
  await expect(travellers).toContainText(`${DRIVER.driver.firstName}`);
  await expect(travellers.getByTestId("ticket-number")).toHaveText(/^235-[0-9A-Z]+$/);
  // The fare's rules and what they allow.
  const actions = page.getByRole("region", { name: "What you can do now" });
  await expect(actions).toContainText("Refundable until departure, less the airline's fee.");
  await expect(actions).toContainText("This fare can be changed until departure: please contact us.");
  await expect(actions.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/en/contact");
  // The e-ticket of a found booking downloads with the grant.
  const download = page.waitForEvent("download");
  await page.getByTestId("ticket-pdf").click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${booking.reservationId}-e-ticket.pdf`);
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  await actions.getByRole("link", { name: "Cancel the booking" }).click();
  await expect(page).toHaveURL(`/en/reservation/cancel/flight?orderId=${booking.orderId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel flight booking");
  await expect(page.getByTestId("cancel-reservation-id")).toHaveText(booking.reservationId);
  // A guest has no wallet: the refund goes back to the card.
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(page.getByText("Back to the card you paid with, within 10 business days.")).toBeVisible();
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, cancel it" }).click();
  const done = page.getByTestId("cancel-done");
  await expect(done.getByRole("heading")).toHaveText("Your booking is cancelled");
  await expect(done.getByRole("heading")).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // The booking's page says so and offers nothing more.
  await gotoHydrated(page, `/en/reservation/flight?orderId=${booking.orderId}`);
  await expect(page.getByTestId("booking-status")).toHaveText("Cancelled");
  await expect(page.getByTestId("booking-actions")).toHaveCount(0);
  await expect(page.getByTestId("no-actions")).toBeVisible();
});

test(
  "the trip card of a found booking opens without an account and shows no other booking",
  { tag: "@any-viewport" },
  async ({ page, browser }, testInfo) => {
    const email = uniqueEmail("card-grant", testInfo.project.name);
    const mine = await guestFlight(browser, email, "non-refundable");
    const other = await guestFlight(browser, uniqueEmail("card-other", testInfo.project.name), "non-refundable");

    await findBooking(page, mine.reservationId, email);
    await expect(page.getByTestId("reservation-id")).toHaveText(mine.reservationId);

    await page.goto(`/en/reservation/card?orderId=${mine.orderId}`);
    await expect(page.getByTestId("card-reservation-id")).toHaveText(mine.reservationId);
    await expect(page.getByText(`${DRIVER.driver.firstName}`, { exact: false }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Another guest's booking stays out of reach, by its card and in the list.
    const stranger = await page.goto(`/en/reservation/card?orderId=${other.orderId}`);
    expect(stranger?.status()).toBe(404);
    await page.goto("/en/reservation/cards");
    await expect(page.getByTestId("trip-card-link")).toHaveCount(1);
    await expect(page.getByTestId("trip-card-link")).toHaveAttribute(
      "href",
      `/en/reservation/card?orderId=${mine.orderId}`,
    );
    const listed = (await (await page.request.get("/en/api/trip-cards")).json()) as { cards: { orderId: string }[] };
    expect(listed.cards.map((card) => card.orderId)).toEqual([mine.orderId]);
    // The grant opens no account page.
    await page.goto("/en/account/reservations");
    await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  },
);

test("the owner's flight page links to cancelling, to customer service for changes and to the documents", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  await signIn(page, uniqueEmail("flight-owner", testInfo.project.name));
  const refundable = await bookFlight(page, DRIVER.driver.email, "refundable");
  const fixed = await bookFlight(page, DRIVER.driver.email, "non-refundable", 26);

  await gotoHydrated(page, `/reservation/flight?orderId=${refundable.orderId}`);
  await expect(page.getByTestId("reservation-id")).toHaveText(refundable.reservationId);
  const actions = page.getByTestId("booking-actions");
  await expect(actions.getByRole("link", { name: "Rezervasyonu iptal et" })).toHaveAttribute(
    "href",
    `/reservation/cancel/flight?orderId=${refundable.orderId}`,
  );
  await expect(actions.getByRole("link", { name: "Bize ulaşın" })).toHaveAttribute("href", "/contact");
  await expect(page.getByTestId("ticket-pdf")).toHaveAttribute(
    "href",
    new RegExp(`/api/v1/order-api/order/${refundable.orderId}/documents/`),
  );
  await expect(page.getByRole("link", { name: "E-bileti yazdır" })).toHaveAttribute(
    "href",
    `/reservation/flight-pdf?orderId=${refundable.orderId}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  // The contact link opens the contact page; the cancel link the cancel page of this booking.
  await actions.getByRole("link", { name: "Bize ulaşın" }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`/reservation/flight?orderId=${refundable.orderId}`);
  await page.getByTestId("booking-actions").getByRole("link", { name: "Rezervasyonu iptal et" }).click();
  await expect(page.getByTestId("cancel-reservation-id")).toHaveText(refundable.reservationId);

  // A fare that cannot be refunded: no cancel button, the way to customer service instead.
  await gotoHydrated(page, `/reservation/flight?orderId=${fixed.orderId}`);
  await expect(page.getByTestId("booking-actions")).toHaveCount(0);
  const none = page.getByTestId("no-actions");
  await expect(none).toBeVisible();
  await expect(none.getByRole("link", { name: "Bize ulaşın" })).toBeVisible();
  await expect(page.getByTestId("ticket-pdf")).toBeVisible();
});

test("a new mobile number from the country code picker: the code field takes the focus and the message names the number", async ({
  page,
}, testInfo) => {
  await page.goto("/en");
  await signIn(page, uniqueEmail("phone", testInfo.project.name));
  await gotoHydrated(page, "/en/account");
  const phone = page.getByTestId("contact-phone");
  await phone.getByLabel("Country code").selectOption("+49");
  const number = `151${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  await phone.getByLabel("Mobile number").fill(`0${number}`);
  await phone.getByRole("button", { name: "Send code" }).click();

  const code = phone.getByLabel("Verification code");
  await expect(code).toBeFocused();
  // The number sits in a left-to-right island of the sentence (U+2066 … U+2069).
  const sentMessage = `We sent a 6-digit code to \u2066+49${number}\u2069. Enter it to confirm the change.`;
  await expect(code).toHaveAccessibleDescription(sentMessage);
  await expect(phone.getByRole("status")).toHaveText(sentMessage);
  expect(await seriousViolations(page)).toEqual([]);
  await code.fill(await outboxCode(page, `+49${number}`));
  await phone.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByTestId("account-done")).toHaveText("Your mobile number is changed.");
  await expect(page.getByTestId("account-done")).toBeFocused();
  await expect(phone).toContainText(`+49${number}`);

  // A Turkish number is typed into the mask after +90; the e-mail change focuses its code field too.
  await phone.getByLabel("Country code").selectOption("+90");
  await phone.getByLabel("Mobile number").pressSequentially("05321234567");
  await expect(phone.getByLabel("Mobile number")).toHaveValue("(532) 123 45 67");
  const email = page.getByTestId("contact-email");
  await email.getByLabel("New e-mail address").fill(uniqueEmail("new", testInfo.project.name));
  await email.getByRole("button", { name: "Send code" }).click();
  await expect(email.getByLabel("Verification code")).toBeFocused();
});

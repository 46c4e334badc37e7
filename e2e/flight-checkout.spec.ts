/**
 * The flight checkout in Chromium: passengers (one by T.C. identity number, one by passport), the
 * invoice, the fare rules and contracts, 3-D Secure, the confirmation with the PNR and ticket
 * numbers, the e-ticket PDF naming every passenger and leg, and the car offer at the destination;
 * a fare that changes before paying; a failed challenge then a retry. The basket is set up through
 * the shop's own API, as the results page does it.
 */
import type { Locator, Page } from "@playwright/test";
import { isoIn } from "../tests/support/dates";
import { readBack } from "../tests/support/pdf-text";
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures";
import { api } from "./shop-api";
import { executeInShopDatabase } from "./shop-db";

const EN = "/en";

interface SearchAnswer {
  searchID: string;
  results: { code: string; stop: number; segments: { flightNumber: string }[] }[];
}

/** A new order holding the first non-stop IST → AYT flight three weeks ahead, for two adults. */
async function flightInBasket(page: Page): Promise<{ orderId: string; flightNumbers: string[] }> {
  const search = await api<SearchAnswer>(page, "POST", "/flight-api/search", {
    origin: "IST",
    destination: "AYT",
    departDate: isoIn(21),
    adults: 2,
  });
  const flight = search.results.find((result) => result.stop === 0) ?? search.results[0]!;
  const { order } = await api<{ order: { id: string } }>(page, "POST", "/order-api/order", {
    language: "en",
    currency: "TRY",
  });
  await api(page, "POST", `/order-api/order/${order.id}/item/flight`, { code: flight.code, searchID: search.searchID });
  return { orderId: order.id, flightNumbers: flight.segments.map((segment) => segment.flightNumber) };
}

/** Makes the stored fare stale in the running shop's D1, as a fare moving with demand would. */
function staleFare(orderId: string) {
  executeInShopDatabase(
    `UPDATE order_items SET price_total = price_total - 5000 WHERE order_id = '${orderId}' AND status = 'pending'`,
  );
}

async function fillTraveller(form: Locator, index: number, traveller: Record<string, string>) {
  const passenger = form.getByTestId("passenger").nth(index);
  await passenger.getByRole("radio", { name: traveller.title!, exact: true }).check();
  await passenger.getByLabel("First name").fill(traveller.firstName!);
  await passenger.getByLabel("Last name").fill(traveller.lastName!);
  await passenger.getByLabel("Date of birth").fill(traveller.birthDate!);
  await passenger.getByLabel("Nationality").selectOption(traveller.nationality!);
  if (traveller.tckn) await passenger.getByLabel("T.C. identity number").pressSequentially(traveller.tckn);
  if (traveller.passportNo) {
    await passenger.getByLabel("Passport number").fill(traveller.passportNo);
    await passenger.getByLabel("Passport expiry date").fill(traveller.passportExpiry!);
  }
}

/** Passengers and invoice, as a traveller fills them; leaves the page at the payment step. */
async function passengersAndInvoice(page: Page) {
  const passengers = page.getByRole("form", { name: "Passenger information" });
  await fillTraveller(passengers, 0, {
    title: "Mrs",
    firstName: "Ayşe",
    lastName: "Yılmaz",
    birthDate: "1990-05-04",
    nationality: "TR",
    tckn: "10000000146",
  });
  await fillTraveller(passengers, 1, {
    title: "Mr",
    firstName: "Hans",
    lastName: "Müller",
    birthDate: "1985-11-23",
    nationality: "DE",
    passportNo: "C01X00T47",
    passportExpiry: "2034-06-30",
  });
  await passengers.getByLabel("E-mail").fill("ayse@example.com");
  await passengers.getByLabel("Mobile number").pressSequentially("5321234567");
  await passengers.getByRole("button", { name: "Continue to invoice information" }).click();

  const invoice = page.getByRole("form", { name: "Invoice information" });
  await expect(invoice.getByLabel("First name")).toHaveValue("Ayşe");
  await invoice.getByLabel("Address").fill("Bağdat Caddesi No 12");
  await invoice.getByLabel("City").fill("İstanbul");
  await invoice.getByRole("button", { name: "Continue to payment" }).click();
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

async function answerChallenge(page: Page, code: string) {
  await page.getByLabel(/Code sent to your phone/).fill(code);
  await page.getByRole("button", { name: /Confirm/ }).click();
  await page.getByRole("button", { name: /Continue/ }).click();
}

async function noSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("book a flight for two: passengers by TCKN and passport, 3-D Secure, PNR and tickets, e-ticket, car offer", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${EN}/checkout/flight`);
  const { orderId, flightNumbers } = await flightInBasket(page);
  await gotoHydrated(page, `${EN}/checkout/flight?orderId=${orderId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete your flight booking");
  await expect(page.getByTestId("party")).toHaveText("2 adults");
  expect(await seriousViolations(page)).toEqual([]);

  // A child's birth date for an adult is refused inline, with what was typed kept.
  const passengers = page.getByRole("form", { name: "Passenger information" });
  await passengers
    .getByTestId("passenger")
    .first()
    .getByLabel("Date of birth")
    .fill(isoIn(-365 * 5));
  await passengers.getByRole("button", { name: "Continue to invoice information" }).click();
  await expect(passengers.getByText("An adult passenger must be 12 or older").first()).toBeVisible();

  await passengersAndInvoice(page);
  await expect(page.getByText("Secure payment", { exact: true })).toBeVisible();
  await expect(page.getByTestId("fare-rules")).toContainText("Baggage per passenger");
  expect(await seriousViolations(page)).toEqual([]);
  const payment = await fillCard(page, "5406670000000009");
  await payment.getByRole("button", { name: /^Pay / }).click();
  await answerChallenge(page, "123456");

  await expect(page).toHaveURL(/\/en\/checkout\/control\?payment=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment confirmed");
  await expect(page.getByTestId("pnr")).toHaveText(/^[A-Z0-9]{6}$/);
  const tickets = page.getByTestId("ticket-number");
  await expect(tickets).toHaveCount(2);
  for (const ticket of await tickets.all()) await expect(ticket).toHaveText(/^\d{3}-\w+$/);
  await expect(page.getByTestId("travellers")).toContainText("Hans Müller");
  expect(await seriousViolations(page)).toEqual([]);

  // The e-ticket names every passenger and every leg.
  const pdf = await page.request.get(`/api/v1/order-api/order/${orderId}/documents/ticket.pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const text = (await readBack(new Uint8Array(await pdf.body()))).joined.replaceAll(/\s+/g, " ");
  for (const name of ["AYŞE", "YILMAZ", "HANS", "MÜLLER"]) expect(text.toLocaleUpperCase("tr")).toContain(name);
  // The ticket writes the flight number as the airline code and the number ("PC 540").
  for (const flightNumber of flightNumbers) expect(text.replaceAll(" ", "")).toContain(flightNumber);
  for (const airport of ["(IST)", "(AYT)"]) expect(text).toContain(airport);

  // One calendar file per leg.
  const ics = await page.request.get(`/api/calendar/${orderId}?segment=0`);
  expect(await ics.text()).toMatch(new RegExp(`SUMMARY:\\S+ ${flightNumbers[0]}: .+\\(IST\\)`));

  // The printable ticket and the booking page for the owner.
  await page.goto(`${EN}/reservation/flight-pdf?orderId=${orderId}`);
  await expect(page.getByTestId("ticket-number")).toHaveCount(2);
  await noSidewaysScroll(page);
  await page.goto(`${EN}/reservation/flight?orderId=${orderId}`);
  await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");
  expect(await seriousViolations(page)).toEqual([]);

  // The car offer: a car search at Antalya Airport from the arrival day.
  await page.goBack();
  await page.goBack();
  await page.getByTestId("car-offer").click();
  await expect(page).toHaveURL(/\/en\/search\?p_p=36\.\d+%2C30\.\d+&pid=apt%3AAYT&p_d=\d{2}-\d{2}-\d{4}/);
});

test("a failed 3-D Secure check keeps the passengers, and paying again works", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${EN}/checkout/flight`);
  const { orderId } = await flightInBasket(page);
  await gotoHydrated(page, `${EN}/checkout/flight?orderId=${orderId}`);
  await passengersAndInvoice(page);
  await (await fillCard(page, "4543600000000102")).getByRole("button", { name: /^Pay / }).click();
  await answerChallenge(page, "123456");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment not completed");
  await page.getByRole("link", { name: "Back to payment" }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/flight\?orderId=.+&step=flight_payment_info/);

  await page.getByRole("link", { name: /Passengers/ }).click();
  const passengers = page.getByRole("form", { name: "Passenger information" });
  await expect(passengers.getByTestId("passenger").nth(1).getByLabel("Passport number")).toHaveValue("C01X00T47");
  await passengers.getByRole("button", { name: "Continue to invoice information" }).click();
  await page
    .getByRole("form", { name: "Invoice information" })
    .getByRole("button", { name: "Continue to payment" })
    .click();
  await (await fillCard(page, "4543600000000003")).getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment confirmed");
  await expect(page.getByTestId("ticket-number")).toHaveCount(2);
});

test(
  "a fare that changed before paying is shown with the new total; paying it works",
  { tag: "@exclusive" },
  async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${EN}/checkout/flight`);
    const { orderId } = await flightInBasket(page);
    // The airline's fare moves while the traveller fills in the details.
    staleFare(orderId);
    await gotoHydrated(page, `${EN}/checkout/flight?orderId=${orderId}`);
    await passengersAndInvoice(page);
    const notice = page.getByTestId("fare-changed");
    await expect(notice).toContainText("The fare has changed.");
    await expect(notice.getByRole("link", { name: "Back to the flight search" })).toHaveAttribute(
      "href",
      /\/en\/search\/flight\?p_p=IST&d_p=AYT/,
    );
    const total = await page.getByTestId("checkout-total").innerText();
    await expect(notice).toContainText(total);
    await noSidewaysScroll(page);
    await (await fillCard(page, "4543600000000003")).getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment confirmed");
  },
);

test("a round trip for a family: four passengers by type, both flights on the confirmation and the e-ticket", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${EN}/checkout/flight`);
  const search = await api<SearchAnswer & { returnResults: SearchAnswer["results"] }>(
    page,
    "POST",
    "/flight-api/search",
    {
      origin: "SAW",
      destination: "ADB",
      departDate: isoIn(30),
      returnDate: isoIn(37),
      adults: 2,
      children: 1,
      infants: 1,
    },
  );
  const { order } = await api<{ order: { id: string } }>(page, "POST", "/order-api/order", {
    language: "en",
    currency: "TRY",
  });
  const outbound = search.results[0]!;
  const inbound = search.returnResults[0]!;
  for (const flight of [outbound, inbound]) {
    await api(page, "POST", `/order-api/order/${order.id}/item/flight`, {
      code: flight.code,
      searchID: search.searchID,
    });
  }
  await gotoHydrated(page, `${EN}/checkout/flight?orderId=${order.id}`);
  await expect(page.getByTestId("party")).toHaveText("2 adults, 1 child, 1 infant");
  await expect(page.getByRole("heading", { name: "Return flight" })).toBeVisible();

  const passengers = page.getByRole("form", { name: "Passenger information" });
  await expect(passengers.getByTestId("passenger")).toHaveCount(4);
  const travellers: Record<string, string>[] = [
    {
      title: "Mrs",
      firstName: "Ayşe",
      lastName: "Yılmaz",
      birthDate: "1990-05-04",
      nationality: "TR",
      tckn: "10000000146",
    },
    {
      title: "Mr",
      firstName: "Hans",
      lastName: "Müller",
      birthDate: "1985-11-23",
      nationality: "DE",
      passportNo: "C01X00T47",
      passportExpiry: "2034-06-30",
    },
    {
      title: "Ms",
      firstName: "Elif",
      lastName: "Yılmaz",
      birthDate: isoIn(-365 * 6),
      nationality: "TR",
      tckn: "10000000078",
    },
    {
      title: "Mr",
      firstName: "Can",
      lastName: "Yılmaz",
      birthDate: isoIn(-200),
      nationality: "TR",
      tckn: "10000000214",
    },
  ];
  for (const [index, traveller] of travellers.entries()) await fillTraveller(passengers, index, traveller);
  await passengers.getByLabel("E-mail").fill("ayse@example.com");
  await passengers.getByLabel("Mobile number").pressSequentially("5321234567");
  await passengers.getByRole("button", { name: "Continue to invoice information" }).click();
  const invoice = page.getByRole("form", { name: "Invoice information" });
  await invoice.getByLabel("Address").fill("Bağdat Caddesi No 12");
  await invoice.getByLabel("City").fill("İstanbul");
  await invoice.getByRole("button", { name: "Continue to payment" }).click();
  await (await fillCard(page, "4543600000000003")).getByRole("button", { name: /^Pay / }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment confirmed");
  await expect(page.getByTestId("ticket-number")).toHaveCount(4);
  const legs = [...outbound.segments, ...inbound.segments].map((segment) => segment.flightNumber);
  await expect(page.getByTestId("flight-segment")).toHaveCount(legs.length);
  const pdf = await page.request.get(`/api/v1/order-api/order/${order.id}/documents/ticket.pdf`);
  const text = (await readBack(new Uint8Array(await pdf.body()))).joined.replaceAll(/\s+/g, " ");
  for (const name of ["Ayşe", "Hans", "Elif", "Can"]) expect(text).toContain(name);
  for (const flightNumber of legs) expect(text.replaceAll(" ", "")).toContain(flightNumber);
});

import type { Page } from "@playwright/test";
import { isoIn } from "../tests/support/dates";
import { AGREEMENTS, BILLING, DRIVER } from "../tests/support/order-fixtures";
import { expect } from "./fixtures";

/** The shop's own API calls, as its pages make them: same origin, the visitor's cookies. */
export async function api<T>(page: Page, method: "GET" | "POST", path: string, data?: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(`/api/v1${path}`, {
    method,
    headers: { origin, "content-type": "application/json" },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

interface SearchedCar {
  code: string;
  searchID: string;
  details: { car: { brand: string; model: string; vendor: { id: string }; rules: { creditReportRequired: boolean } } };
}

const carKey = (offer: SearchedCar) =>
  `${offer.details.car.vendor.id}|${offer.details.car.brand}|${offer.details.car.model}`;

/** The cars offered at Istanbul Airport for `days` days from `from` days ahead, driver 35, in TRY. */
async function searchCars(page: Page, from: number, days: number): Promise<SearchedCar[]> {
  const search = await api<{ results: SearchedCar[] }>(page, "POST", "/search-api/search/point/", {
    version: "v3",
    checkInDateTime: `${isoIn(from)}T10:00`,
    checkOutDateTime: `${isoIn(from + days)}T10:00`,
    age: 35,
    currency: "TRY",
    checkInLocation: { lat: 41.2619, lon: 28.7419 },
  });
  return search.results;
}

/**
 * A car at Istanbul Airport for `days` days from `from` days ahead (three from three weeks ahead
 * unless told), in a new order with the driver, the invoice details (`email` as their address) and
 * both agreements: ready to pay. `cash` is its total without installments. The car is any of those
 * that need no credit report, at random (a whole run books a few hundred cars for the same dates;
 * drawn from the cheapest 40 only, tests running side by side took the last unit of the same car
 * between one's search and its payment), the first one the search lists (`cheapest`), or the same
 * `car` as an earlier order (its `car` key). `alsoFor`:
 * only a car that is offered for those dates too (not every company rents for one day, or on
 * every date), for a test that books the same car again later.
 */
export async function orderReadyToPay(
  page: Page,
  {
    from = 21,
    days = 3,
    email = DRIVER.driver.email,
    language = "tr",
    car = "",
    cheapest = false,
    alsoFor,
  }: {
    from?: number;
    days?: number;
    email?: string;
    language?: string;
    car?: string;
    cheapest?: boolean;
    alsoFor?: { from: number; days: number };
  } = {},
): Promise<{ orderId: string; cash: number; car: string }> {
  const search = await searchCars(page, from, days);
  const later = alsoFor ? new Set((await searchCars(page, alsoFor.from, alsoFor.days)).map(carKey)) : null;
  const eligible = search.filter(
    (result) => !result.details.car.rules.creditReportRequired && (later === null || later.has(carKey(result))),
  );
  const offer = car
    ? eligible.find((result) => carKey(result) === car)
    : cheapest
      ? eligible[0]
      : eligible[Math.floor(Math.random() * eligible.length)];
  expect(offer, car || "an offer without a credit report").toBeDefined();
  const { order } = await api<{ order: { id: string } }>(page, "POST", "/order-api/order", { language });
  await api(page, "POST", `/order-api/order/${order.id}/item/car`, { code: offer!.code, searchID: offer!.searchID });
  await api(page, "POST", `/order-api/order/${order.id}/passengers`, { driver: { ...DRIVER.driver, email } });
  await api(page, "POST", `/order-api/order/${order.id}/billing`, { ...BILLING, email });
  const ready = await api<{ order: { totals: { total: { amount: number } } } }>(
    page,
    "POST",
    `/order-api/order/${order.id}/agreement`,
    AGREEMENTS,
  );
  return { orderId: order.id, cash: ready.order.totals.total.amount, car: carKey(offer!) };
}

/** Pays an order ready to pay with the test card the bank approves at once. */
export async function payNow(page: Page, orderId: string): Promise<{ reservationId: string }> {
  const { payment } = await api<{ payment: { status: string; reservationId: string } }>(
    page,
    "POST",
    "/payment-api/payments/charge",
    {
      orderId,
      idempotencyKey: crypto.randomUUID(),
      card: { number: "4543600000000003", holderName: "AYSE YILMAZ", expiryMonth: 12, expiryYear: 2030, cvc: "123" },
      returnUrl: "/checkout/control",
    },
  );
  expect(payment.status).toBe("succeeded");
  return { reservationId: payment.reservationId };
}

/** A two-day car rental from `pickupInDays` ahead booked and paid, `email` as the driver's and invoice address. */
export async function paidCarBooking(page: Page, email: string, pickupInDays: number) {
  const { orderId } = await orderReadyToPay(page, { from: pickupInDays, days: 2, email, language: "en" });
  return { orderId, ...(await payNow(page, orderId)) };
}

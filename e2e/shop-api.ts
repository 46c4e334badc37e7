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

/**
 * A car at Istanbul Airport for three days from three weeks ahead, in a new Turkish order with the
 * driver, the invoice details and both agreements: ready to pay. `cash` is its total without
 * installments.
 */
export async function orderReadyToPay(page: Page): Promise<{ orderId: string; cash: number }> {
  const search = await api<{
    results: { code: string; searchID: string; details: { car: { rules: { creditReportRequired: boolean } } } }[];
  }>(page, "POST", "/search-api/search/point/", {
    version: "v3",
    checkInDateTime: `${isoIn(21)}T10:00`,
    checkOutDateTime: `${isoIn(24)}T10:00`,
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

import { expect } from "vitest";
import type { Jar } from "./cookie-jar";
import { AGREEMENTS, BILLING, DRIVER } from "./order-fixtures";
import { fetchPage } from "./worker-fetch";

const ORIGIN = "http://localhost";

/**
 * The browser's own call to the Main API through the built Worker (/api/v1, the session from the
 * jar's cookies, same-site headers); an error answer fails the test with its body.
 */
export async function shopApi<T>(jar: Jar, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetchPage(`/api/v1${path}`, {
    method,
    headers: {
      cookie: jar.header,
      accept: "application/json",
      "content-type": "application/json",
      origin: ORIGIN,
      "sec-fetch-site": "same-origin",
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  jar.store(response);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json<T>();
}

/** "YYYY-MM-DD", `days` from now. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A car at Istanbul Airport for three days from `pickupInDays` ahead, put in a new order with the
 * driver, billing and agreements: ready to pay. The search carries `language` only when given.
 */
export async function orderReadyToPay(
  jar: Jar,
  { pickupInDays, language }: { pickupInDays: number; language?: string },
): Promise<{ orderId: string; total: number }> {
  const search = await shopApi<{
    results: { code: string; searchID: string; details: { car: { rules: { creditReportRequired: boolean } } } }[];
  }>(jar, "POST", "/search-api/search/point/", {
    version: "v3",
    checkInDateTime: `${dayAhead(pickupInDays)}T10:00`,
    checkOutDateTime: `${dayAhead(pickupInDays + 3)}T10:00`,
    age: 35,
    currency: "TRY",
    ...(language === undefined ? {} : { language }),
    checkInLocation: { lat: 41.2619, lon: 28.7419 },
  });
  const offer = search.results.find((result) => !result.details.car.rules.creditReportRequired)!;
  const { order } = await shopApi<{ order: { id: string } }>(jar, "POST", "/order-api/order", {
    language: language ?? "tr",
  });
  await shopApi(jar, "POST", `/order-api/order/${order.id}/item/car`, { code: offer.code, searchID: offer.searchID });
  await shopApi(jar, "POST", `/order-api/order/${order.id}/passengers`, DRIVER);
  await shopApi(jar, "POST", `/order-api/order/${order.id}/billing`, BILLING);
  const ready = await shopApi<{ order: { totals: { total: { amount: number } } } }>(
    jar,
    "POST",
    `/order-api/order/${order.id}/agreement`,
    AGREEMENTS,
  );
  return { orderId: order.id, total: ready.order.totals.total.amount };
}

/** The cardholder enters the SMS code on the bank's 3-D Secure page: the signed result it posts back. */
export async function bankResult(challengeUrl: string): Promise<Record<string, string>> {
  const answered = await fetchPage(challengeUrl, {
    method: "POST",
    body: new URLSearchParams({ code: "123456" }),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "sec-fetch-site": "same-origin" },
  });
  return Object.fromEntries(
    [...(await answered.text()).matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );
}

/** The bank's result posted back to the shop: a cross-site form post without cookies, like a real bank's. */
export function postBankResult(returnPath: string, fields: Record<string, string>): Promise<Response> {
  return fetchPage(returnPath, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "https://bank.example",
      "sec-fetch-site": "cross-site",
    },
  });
}

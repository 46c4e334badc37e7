import type { Page } from "@playwright/test";
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

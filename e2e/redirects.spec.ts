import type { Page } from "@playwright/test";
import { expect, outboxCode, test } from "./fixtures";

/** Values that became a protocol-relative address after URL parsing before issue #14. */
const HOSTILE = ["/..//evil.example", "/%2e//evil.example", "/./\\evil.example", "/\t/evil.example", "//evil.example"];

function expectOnSite(page: Page, baseURL: string | undefined) {
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
}

test(
  "hostile login redirects keep the browser on the shop, before and after signing in",
  { tag: "@any-viewport" },
  async ({ page, baseURL }, testInfo) => {
    const email = `e2e-redirect-${testInfo.project.name}-${Date.now()}@example.com`;
    await page.goto(`/login?redirect=${encodeURIComponent(HOSTILE[0]!)}`);
    await page.getByLabel("E-posta adresi").fill(email);
    await page.getByRole("button", { name: "Kod gönder" }).click();
    // The code field appears once the code is sent: only then is it in the outbox.
    await expect(page.getByLabel("Doğrulama kodu")).toBeVisible();
    await page.getByLabel("Doğrulama kodu").fill(await outboxCode(page, email));
    await page.getByRole("button", { name: "Giriş yap" }).click();
    await page.getByLabel("Ad", { exact: true }).fill("Ayşe");
    await page.getByLabel("Soyad").fill("Yılmaz");
    await page.getByRole("button", { name: "Devam et" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Ayşe" })).toBeVisible();
    expectOnSite(page, baseURL);
    expect(new URL(page.url()).pathname).toBe("/");

    // Signed in: /login sends the visitor straight on, to a same-origin page only.
    for (const value of HOSTILE) {
      await page.goto(`/login?redirect=${encodeURIComponent(value)}`);
      expectOnSite(page, baseURL);
      await expect(page.getByRole("banner").getByRole("link", { name: "Ayşe" })).toBeVisible();
    }
    await page.goto(`/login?redirect=${encodeURIComponent("/hakkimizda")}`);
    await expect(page).toHaveURL("/hakkimizda");
  },
);

test(
  "the currency switch with a tampered return address stays on the shop",
  { tag: "@any-viewport" },
  async ({ page, baseURL }) => {
    for (const value of HOSTILE.slice(0, 3)) {
      await page.goto("/hakkimizda");
      const answered = page.waitForResponse((response) => response.url().endsWith("/preferences/currency"));
      await page.evaluate((target) => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = "/preferences/currency";
        for (const [name, fieldValue] of [
          ["currency", "EUR"],
          ["redirect", target],
        ]) {
          const input = document.createElement("input");
          input.type = "hidden";
          input.name = name!;
          input.value = fieldValue!;
          form.appendChild(input);
        }
        document.body.appendChild(form);
        // After this evaluation returns: the submission navigates away from the page.
        setTimeout(() => form.submit(), 0);
      }, value);
      expect((await answered).status()).toBe(302);
      await expect(page).toHaveURL("/");
      expectOnSite(page, baseURL);
    }
  },
);

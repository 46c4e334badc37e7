import { expect, gotoHydrated, test } from "./fixtures";

test("an unknown address shows the 404 page, and its button leads home", { tag: "@any-viewport" }, async ({ page }) => {
  const response = await page.goto("/boyle-bir-sayfa-yok");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  await expect(page.getByText("Sayfa bulunamadı: /boyle-bir-sayfa-yok")).toBeVisible();
  await page.getByRole("link", { name: "Ana sayfaya git" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.locator("[data-page]")).toHaveAttribute("data-page", "home");
});

test("the 404 page speaks the language of the international site", { tag: "@any-viewport" }, async ({ page }) => {
  const response = await page.goto("/de/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  await expect(page.getByText("/de/gibt-es-nicht")).toBeVisible();
});

test("malformed search parameters give a 400 page that names them", { tag: "@any-viewport" }, async ({ page }) => {
  const response = await page.goto("/arac-kiralama/search?p_d=31-02-2027&p_p=41.27,28.75");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("400");
  await expect(page.getByText(/: p_d$/)).toBeVisible();
});

test("header links navigate in the browser without reloading the document", async ({ page, isMobile }) => {
  await gotoHydrated(page, "/");
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same-document"));
  // Narrow screens fold the links into the menu.
  if (isMobile) await page.getByRole("banner").getByLabel("Menü", { exact: true }).click();
  const nav = page.getByRole("navigation", { name: "Ana menü" });
  await nav.getByRole("link", { name: "Uçak biletleri" }).click();
  await expect(page).toHaveURL("/ucak-bileti");
  await expect(page.locator("[data-page]")).toHaveAttribute("data-page", "flight-home");
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same-document");
});

test(
  "entering a guarded page by client-side navigation signs the visitor in first",
  { tag: "@any-viewport" },
  async ({ page, context }) => {
    await gotoHydrated(page, "/blog");
    expect((await context.cookies()).find((cookie) => cookie.name === "rt")).toBeUndefined();
    await page.getByRole("contentinfo").getByRole("link", { name: "Hakkımızda" }).click();
    await expect(page).toHaveURL("/hakkimizda");
    await expect(page.locator("[data-page]")).toHaveAttribute("data-page", "about-us");
    const refresh = (await context.cookies()).find((cookie) => cookie.name === "rt");
    expect(refresh?.httpOnly).toBe(true);
    expect(refresh?.sameSite).toBe("Lax");
  },
);

test("the login link carries the current page as the return address", async ({ page }) => {
  await page.goto("/kampanya?category=car");
  const login = page.getByRole("banner").getByRole("link", { name: "Giriş yap" });
  await expect(login).toHaveAttribute("href", "/login?redirect=%2Fkampanya%3Fcategory%3Dcar");
});

test("the page streams: the shell shows before deferred data arrives", { tag: "@any-viewport" }, async ({ page }) => {
  // Record, inside the browser, when each part first appears in the document.
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { streamSeen: Record<string, number> }).streamSeen = seen;
    new MutationObserver(() => {
      for (const id of ["stream-pending", "stream-resolved"]) {
        if (!(id in seen) && document.querySelector(`[data-testid="${id}"]`)) seen[id] = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/__diagnostics/stream?delay=2500");
  await expect(page.getByTestId("stream-resolved")).toBeVisible({ timeout: 10_000 });
  const seen = await page.evaluate(() => (window as unknown as { streamSeen: Record<string, number> }).streamSeen);
  expect(seen["stream-pending"]).toBeDefined();
  expect(seen["stream-resolved"]).toBeGreaterThan(seen["stream-pending"] ?? Infinity);
});

test("no page is wider than the screen", async ({ page }) => {
  // The account pages (signed in only) are measured in e2e/account-profile.spec.ts.
  for (const path of ["/", "/arac-kiralama/search", "/login", "/ar/about-us"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

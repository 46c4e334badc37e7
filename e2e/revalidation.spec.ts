import type { Page } from "@playwright/test";
import { expect, gotoHydrated, outboxCode, test } from "./fixtures";
import { dashedIn as day } from "../tests/support/dates";

const SEARCH = `/search?p_p=41.2619,28.7419&pid=apt:IST&p_d=${day(20)}&d_d=${day(23)}&a=35`;

/**
 * The routes whose loaders each single-fetch data request runs: the `_routes` list, or every
 * loader of the page when the request names none.
 */
function recordDataRequests(page: Page) {
  const requests: { path: string; routes: readonly string[] | "all" }[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith(".data")) return;
    const routes = url.searchParams.get("_routes");
    requests.push({ path: url.pathname, routes: routes === null ? "all" : routes.split(",") });
  });
  return requests;
}

const runsFrame = ({ routes }: { routes: readonly string[] | "all" }) =>
  routes === "all" || routes.some((id) => id === "root" || id.startsWith("guard-"));

test(
  "a filter change on the car results asks neither the root nor the route check again",
  { tag: "@any-viewport" },
  async ({ page, isMobile }) => {
    await gotoHydrated(page, SEARCH);
    const status = page.locator(".results__count");
    await expect(status).toHaveText(/\d/);
    const before = (await status.textContent()) ?? "";
    const requests = recordDataRequests(page);

    if (isMobile) await page.locator(".filters__toggle").click();
    const controls = page.getByRole("form", { name: "Filtrele ve sırala" });
    await controls.getByRole("checkbox", { name: /^Ekonomik/ }).check();
    await expect(page).toHaveURL(/[?&]c=economy(&|$)/);
    await expect(status).not.toHaveText(before);
    await controls.getByLabel("Sırala").selectOption("lowest_price_first");
    await expect(page).toHaveURL(/sb=lowest_price_first/);

    test
      .info()
      .annotations.push({ type: "data requests on two filter changes", description: JSON.stringify(requests) });
    expect(requests.filter(runsFrame)).toEqual([]);
  },
);

test("a new path still refreshes the root's data", { tag: "@any-viewport" }, async ({ page }) => {
  await gotoHydrated(page, SEARCH);
  const requests = recordDataRequests(page);
  // Following a link out of the results (client-side) loads the frame again.
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Kampanyalar" });
  await link.click();
  await expect(page).toHaveURL(/\/kampanya$/);
  const campaigns = requests.filter((request) => request.path === "/kampanya.data");
  test.info().annotations.push({ type: "data requests on a path change", description: JSON.stringify(campaigns) });
  expect(campaigns.length).toBeGreaterThan(0);
  expect(campaigns.every(runsFrame)).toBe(true);
});

test("signing in from the car results shows the visitor's name in the header there", async ({ page }, testInfo) => {
  const email = `e2e-revalidate-${testInfo.project.name}-${Date.now()}@example.com`;
  await gotoHydrated(page, SEARCH);
  const banner = page.getByRole("banner");
  await banner.getByRole("link", { name: "Giriş yap" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsearch/);
  await page.getByLabel("E-posta adresi").fill(email);
  await page.getByRole("button", { name: "Kod gönder" }).click();
  const codeInput = page.getByLabel("Doğrulama kodu");
  await expect(codeInput).toBeFocused();
  await codeInput.fill(await outboxCode(page, email));
  await page.getByRole("button", { name: "Giriş yap" }).click();
  await page.getByLabel("Ad", { exact: true }).fill("Deniz");
  await page.getByLabel("Soyad").fill("Kaya");
  await page.getByRole("button", { name: "Devam et" }).click();

  await expect(page).toHaveURL(/\/search\?/);
  await expect(banner.getByRole("link", { name: "Deniz" })).toBeVisible();
});

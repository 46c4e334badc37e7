import { expect, gotoHydrated, test } from "./fixtures";

test("links preload their page on intent, never more than four at once", { tag: "@any-viewport" }, async ({ page }) => {
  await gotoHydrated(page, "/");
  // A slow mobile network (800 ms latency per request), so that preloads overlap.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 800,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // Record, inside the browser, the largest number of pages being prefetched at the same time.
  await page.evaluate(() => {
    const state = { max: 0, pages: new Set<string>() };
    (window as unknown as { preloads: typeof state }).preloads = state;
    const count = () => {
      const links = document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"][href*=".data"]');
      const current = new Set([...links].map((link) => new URL(link.href).pathname));
      current.forEach((path) => state.pages.add(path));
      state.max = Math.max(state.max, current.size);
    };
    new MutationObserver(count).observe(document, { childList: true, subtree: true });
  });
  // The footer's page links (its phone and e-mail links lead out of the shop).
  const links = page.getByRole("contentinfo").locator('a[href^="/"]');
  // Ten of them: enough to queue past four, few enough to finish on a slow network on a busy machine.
  expect(await links.count()).toBeGreaterThan(10);
  const total = 10;
  // Keyboard focus shows intent at once: tab through every footer link quickly.
  for (let index = 0; index < total; index++) await links.nth(index).focus();

  const read = () =>
    page.evaluate(() => {
      const { max, pages } = (window as unknown as { preloads: { max: number; pages: Set<string> } }).preloads;
      return { max, pages: pages.size };
    });
  await expect.poll(async () => (await read()).pages, { timeout: 15_000 }).toBe(total);
  // All four slots were used, and never a fifth.
  expect((await read()).max).toBe(4);
});

test("hovering a header link and then clicking it fetches that page's data once", async ({ page, isMobile }) => {
  await gotoHydrated(page, "/");
  const banner = page.getByRole("banner");
  // Phones fold the header's links into the menu.
  if (isMobile) await banner.getByLabel("Menü", { exact: true }).click();
  const link = banner
    .getByRole("navigation", { name: "Ana menü" })
    .getByRole("link", { name: "Kampanyalar" })
    .filter({ visible: true });
  // Every load of the page's data, as the browser saw it: the preload, then the navigation's,
  // each either over the network or answered from the browser's cache (nothing transferred).
  const loads = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname === "/kampanya.data")
        .map((entry) => ({
          by: entry instanceof PerformanceResourceTiming ? entry.initiatorType : "",
          network: entry instanceof PerformanceResourceTiming && entry.transferSize > 0,
        })),
    );
  await link.hover();
  await expect.poll(async () => (await loads()).length).toBe(1);
  await link.click();
  await expect(page).toHaveURL("/kampanya");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const seen = await loads();
  test.info().annotations.push({ type: "data loads on hover then click", description: JSON.stringify(seen) });
  expect(seen).toHaveLength(2);
  expect(seen.filter((load) => load.network)).toHaveLength(1);
});

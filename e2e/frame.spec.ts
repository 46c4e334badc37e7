import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";
import { dashedIn } from "../tests/support/dates";

// The frame's hello bar and cookie consent (docs/frame.md). Elements are found by role where the
// name comes from content, and by their data attributes where it is one of the shop's own texts,
// so the tests hold in every language.

const helloBar = (page: Page) => page.locator("[data-hello-bar]");
const timerValues = (page: Page) => page.getByTestId("hello-bar-timer").locator(".hello-bar__value");
const banner = (page: Page) => page.getByTestId("cookie-banner");
const consentButton = (page: Page, which: "accept" | "reject" | "settings" | "save") =>
  page.locator(`[data-consent="${which}"]`);
const footerCookieSettings = (page: Page) => page.getByRole("contentinfo").locator(".site-footer__button");
const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cookieConsent") ?? "null") as Record<string, unknown> | null);

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(" ")) }));
}

test.describe("hello bar", () => {
  test(
    "shows only on the pages in its activePages, rendered with the page",
    { tag: "@any-viewport" },
    async ({ page }) => {
      const expected: [string, string | null][] = [
        ["/en", "flight-week"],
        ["/en/flight", "flight-week"],
        ["/en/search", "summer-deals"],
        ["/en/about-us", null],
        ["/en/car", null],
      ];
      for (const [path, id] of expected) {
        await page.goto(path);
        if (id) await expect(helloBar(page), path).toHaveAttribute("data-hello-bar", id);
        else await expect(helloBar(page), path).toHaveCount(0);
      }
      // Above the header, from the server's HTML.
      const html = await (await page.request.get("/en")).text();
      expect(html.indexOf('data-hello-bar="flight-week"')).toBeLessThan(html.indexOf("<header"));
      await page.goto("/en");
      await expect(page.getByRole("region").first()).toHaveAttribute("data-hello-bar", "flight-week");
      await expect(helloBar(page)).toContainText("Flight week: extra baggage free on domestic flights.");
    },
  );

  test("follows client-side navigation to pages with and without a bar", { tag: "@any-viewport" }, async ({ page }) => {
    await gotoHydrated(page, "/en/about-us");
    await expect(helloBar(page)).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same-document"));
    await page.getByRole("contentinfo").locator('a[href="/en/flight"]').click();
    await expect(page).toHaveURL("/en/flight");
    await expect(helloBar(page)).toHaveAttribute("data-hello-bar", "flight-week");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same-document");
  });

  test(
    "counts down every second, then gives way to the page's next bar at zero",
    { tag: "@any-viewport" },
    async ({ page }) => {
      await page.goto("/en");
      const end = Date.parse((await helloBar(page).getAttribute("data-countdown-to"))!);
      await page.clock.install({ time: end - 30_000 });
      await gotoHydrated(page, "/en");
      await page.clock.pauseAt(end - 5_000);
      await expect(timerValues(page)).toHaveText(["00", "00", "00", "05"]);
      // The bar is centred: a label that narrows ("seconds" to "second") would move its neighbours.
      const boxes = () =>
        helloBar(page)
          .locator(".hello-bar__text, .hello-bar__countdown, .hello-bar__link")
          .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON()));
      const atFive = await boxes();
      expect(atFive).toHaveLength(3);
      await page.clock.runFor(1_000);
      await expect(timerValues(page)).toHaveText(["00", "00", "00", "04"]);
      await page.clock.runFor(3_000);
      await expect(timerValues(page)).toHaveText(["00", "00", "00", "01"]);
      expect(await boxes()).toEqual(atFive);
      await expect(helloBar(page)).toHaveAttribute("data-hello-bar", "flight-week");
      await page.clock.runFor(1_000);
      await expect(helloBar(page)).toHaveAttribute("data-hello-bar", "summer-deals");
      await expect(helloBar(page)).toContainText("Summer deals are on!");
      // Summer deals ends on 31 August 2027 at 23:59:59 Turkey time.
      const left = Date.parse("2027-08-31T20:59:59.000Z") - end;
      await expect(timerValues(page).first()).toHaveText(String(Math.floor(left / 86_400_000)));
    },
  );

  test("closing a bar keeps it closed after a reload; the page's next bar shows", async ({ page }) => {
    await gotoHydrated(page, "/en");
    await helloBar(page).locator(".hello-bar__close").click();
    await expect(helloBar(page)).toHaveAttribute("data-hello-bar", "summer-deals");
    await expect(helloBar(page)).toBeFocused();
    await page.reload();
    await expect(helloBar(page)).toHaveAttribute("data-hello-bar", "summer-deals");
    await helloBar(page).locator(".hello-bar__close").click();
    await expect(helloBar(page)).toHaveCount(0);
    await expect(page.locator("#main")).toBeFocused();
    // Other pages that list a closed bar leave it out too.
    await page.goto("/en/flight");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(helloBar(page)).toHaveCount(0);
  });
});

test.describe("data layer consent", { tag: "@any-viewport" }, () => {
  test("a returning visitor's stored choice is in the data layer before any event", async ({ page }) => {
    await gotoHydrated(page, "/en");
    const entries = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) =>
        Object.prototype.toString.call(entry) === "[object Arguments]"
          ? Array.from(entry as unknown as ArrayLike<unknown>)
          : entry,
      ),
    );
    expect(entries[0]).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied" })]);
    // The test visitor allowed analytics only (e2e/fixtures.ts).
    expect(entries[1]).toEqual([
      "consent",
      "update",
      expect.objectContaining({ analytics_storage: "granted", ad_storage: "denied" }),
    ]);
    expect(entries[2]).toMatchObject({ event: "cookie_consent_update", analytical: true });
  });
});

test.describe("cookie consent", () => {
  test.use({ storedConsent: false });

  /** Opens a page with the clock stopped at load, so the 7 seconds are counted exactly. */
  async function openWithClock(page: Page, path = "/en") {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await gotoHydrated(page, path);
  }

  test("appears 7 seconds after loading, without taking focus", async ({ page }) => {
    await openWithClock(page);
    await page.clock.runFor(6_900);
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("heading", { level: 2 })).toBeVisible();
    await expect(page.locator("body")).toBeFocused();
    // axe waits on timers of its own.
    await page.clock.resume();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("accept all stores every category and the banner stays away after a reload", async ({ page }) => {
    await openWithClock(page);
    await page.clock.runFor(7_000);
    await consentButton(page, "accept").click();
    await expect(banner(page)).toHaveCount(0);
    const stored = await storedConsent(page);
    for (const category of ["necessary", "functional", "analytical", "marketing"]) {
      expect(stored?.[category], category).toEqual({ accepted: true, date: expect.stringMatching(/^\d{4}-.*Z$/) });
    }
    const update = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter((entry) => Object.prototype.toString.call(entry) === "[object Arguments]")
        .map((entry) => Array.from(entry as unknown as ArrayLike<unknown>))
        .at(-1),
    );
    expect(update).toEqual(["consent", "update", expect.objectContaining({ analytics_storage: "granted" })]);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.clock.runFor(30_000);
    await expect(banner(page)).toHaveCount(0);
  });

  test("reject all stores only necessary as accepted, and the banner stays away", async ({ page }) => {
    await openWithClock(page);
    await page.clock.runFor(7_000);
    await consentButton(page, "reject").click();
    expect(await storedConsent(page)).toMatchObject({
      necessary: { accepted: true },
      functional: { accepted: false },
      analytical: { accepted: false },
      marketing: { accepted: false },
    });
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.clock.runFor(30_000);
    await expect(banner(page)).toHaveCount(0);
  });

  test('after "Reject all" only strictly necessary cookies are set and no event reaches the data layer', async ({
    page,
  }) => {
    await openWithClock(page);
    await page.clock.runFor(7_000);
    await consentButton(page, "reject").click();
    // The choice reaches the server as the `consent` cookie.
    await expect
      .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === "consent")?.value)
      .toBe("none");
    await page.clock.resume();
    // A search (which would remember the driver age) and a currency change (which would last a year).
    await gotoHydrated(page, `/en/search?p_p=41.2619,28.7419&pid=apt:IST&p_d=${dashedIn(20)}&d_d=${dashedIn(23)}&a=40`);
    await expect(page.getByTestId("offer").first()).toBeVisible();
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).flatMap((entry) =>
        "event" in entry && typeof entry.event === "string" ? [entry.event] : [],
      ),
    );
    expect(events).toEqual(["cookie_consent_update"]);
    // The header's currency form, posted with the browser's cookies (the header test chooses it by hand).
    await page.request.post("/preferences/currency", { form: { currency: "EUR", redirect: "/en" }, maxRedirects: 0 });
    // Strictly necessary, as the cookie policy lists them: session, basket, booking access, the choice, and the
    // currency for this visit only (a session cookie: no expiry).
    const cookies = await page.context().cookies();
    expect(
      cookies
        .map((cookie) => cookie.name)
        .filter((name) => !["at", "rt", "orderId", "bookingGrant", "consent", "currency"].includes(name)),
    ).toEqual([]);
    expect(cookies.find((cookie) => cookie.name === "currency")?.expires).toBe(-1);
    expect(cookies.some((cookie) => cookie.name === "age")).toBe(false);
  });

  test("rejecting is as easy as accepting: same size and look, side by side, both in view", async ({ page }) => {
    await openWithClock(page);
    await page.clock.runFor(7_000);
    const reject = consentButton(page, "reject");
    const accept = consentButton(page, "accept");
    await expect(reject).toBeInViewport();
    await expect(accept).toBeInViewport();
    const style = (button: typeof reject) =>
      button.evaluate((element) => {
        const css = getComputedStyle(element);
        return [css.backgroundColor, css.color, css.fontSize, css.fontWeight, element.getBoundingClientRect().height];
      });
    expect(await style(reject)).toEqual(await style(accept));
    await reject.focus();
    await page.keyboard.press("Tab");
    await expect(accept).toBeFocused();
  });

  test("saves chosen categories from the settings, and the footer reopens them at any time", async ({ page }) => {
    await openWithClock(page);
    await page.clock.runFor(7_000);
    await consentButton(page, "settings").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('input[name="necessary"]')).toBeChecked();
    await expect(dialog.locator('input[name="necessary"]')).toBeDisabled();
    await expect(dialog.locator('input[name="marketing"]')).not.toBeChecked();
    await dialog.locator('input[name="analytical"]').check();
    await page.clock.resume();
    expect(await seriousViolations(page)).toEqual([]);
    await consentButton(page, "save").click();
    await expect(dialog).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({
      functional: { accepted: false },
      analytical: { accepted: true },
      marketing: { accepted: false },
    });

    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const reopen = footerCookieSettings(page);
    await reopen.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('input[name="analytical"]')).toBeChecked();
    await expect(dialog.locator('input[name="functional"]')).not.toBeChecked();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(reopen).toBeFocused();
    await expect(banner(page)).toHaveCount(0);
  });

  test("works with the keyboard alone", async ({ page }) => {
    await openWithClock(page);
    await page.clock.runFor(7_000);
    await expect(banner(page)).toBeVisible();
    // The banner comes first in the document: the first Tab stops inside it.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("[data-testid=cookie-banner]"))).toBe(true);
    while (!(await consentButton(page, "settings").evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    // Focus moves into the settings, on the first choice (necessary cannot be changed).
    await expect(dialog.locator('input[name="functional"]')).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dialog.locator('input[name="marketing"]')).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(consentButton(page, "save")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({
      functional: { accepted: true },
      analytical: { accepted: false },
      marketing: { accepted: true },
    });
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe("cookie banner and the keyboard", () => {
  test.use({ storedConsent: false });

  test("never hides the element the keyboard moves to (WCAG 2.4.11)", async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await gotoHydrated(page, "/en");
    await page.clock.runFor(7_000);
    await expect(banner(page)).toBeVisible();
    const hidden: string[] = [];
    // Forward through the page: past the banner's own buttons, the header, the search form and on.
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press("Tab");
      const report = await page.evaluate(() => {
        const focused = document.activeElement;
        const bannerBox = document.querySelector("[data-testid=cookie-banner]")?.getBoundingClientRect();
        if (!(focused instanceof HTMLElement) || !bannerBox || focused.closest("[data-testid=cookie-banner]"))
          return null;
        const box = focused.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return null;
        // Any part of it below the banner's top edge is behind the banner.
        return box.bottom > bannerBox.top + 0.5
          ? `${focused.tagName} "${focused.textContent?.trim().slice(0, 30)}"`
          : null;
      });
      if (report) hidden.push(report);
    }
    expect(hidden).toEqual([]);
  });
});

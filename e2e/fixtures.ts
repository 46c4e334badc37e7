import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test as base } from "@playwright/test";

/**
 * `page` that fails the test on any console error or uncaught exception in the browser
 * (hydration mismatches, failed chunk loads, React warnings logged as errors).
 */
/** A stored "necessary only" choice, so the cookie banner (7 s after loading) never covers a journey. */
const STORED_CONSENT = (() => {
  const choice = (accepted: boolean) => ({ accepted, date: "2026-01-01T00:00:00.000Z" });
  return { necessary: choice(true), functional: choice(false), analytical: choice(false), marketing: choice(false) };
})();

export const test = base.extend<{ browserErrors: string[]; storedConsent: boolean; consentInit: void }>({
  /** Whether pages start with a stored cookie choice; cookie banner tests turn it off. */
  storedConsent: [true, { option: true }],
  consentInit: [
    async ({ context, storedConsent }, use) => {
      if (storedConsent) {
        await context.addInitScript((record) => {
          try {
            if (!localStorage.getItem("cookieConsent")) localStorage.setItem("cookieConsent", JSON.stringify(record));
          } catch {
            // Pages without storage (about:blank) need none.
          }
        }, STORED_CONSENT);
      }
      await use();
    },
    { auto: true },
  ],
  browserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // Chromium logs every 4xx response as a console error, including the statuses the shop
        // answers on purpose: a 404/400 document, and a 4xx from a route action or loader
        // (`.data` requests) that the page shows as an inline message. Those are contract, not
        // browser errors; anything else (5xx, failed scripts, React errors) still fails the test.
        const url = message.location().url;
        const deliberate =
          /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
          (url === page.url() || new URL(url).pathname.endsWith(".data"));
        if (!deliberate) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a page and waits until React has hydrated it, so clicks are handled in the browser. */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The one-time code the development outbox holds for a destination (codes are not sent anywhere locally). */
export async function outboxCode(page: Page, destination: string): Promise<string> {
  const response = await page.request.get(`/__dev/outbox?destination=${encodeURIComponent(destination)}`);
  const { messages } = (await response.json()) as { messages: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${destination}`);
  return code;
}

/** The page's serious and critical accessibility violations (axe), each with the elements it names. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(" ")) }));
}

import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
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

/**
 * A client address of the test's own (10.x.y.z, from its id), sent as CF-Connecting-IP, which the
 * local runtime keeps as Cloudflare's edge would set it: each test is one visitor for the Main
 * API's per-address limits (20 sign-in codes an hour, reservation lookups), as real visitors are,
 * instead of the whole run sharing 127.0.0.1's budget.
 */
function visitorAddress(testId: string): string {
  const [a, b, c] = createHash("sha256").update(testId).digest();
  return `10.${a}.${b}.${c}`;
}

/**
 * What the server logged for the failed requests (their X-Request-Id), so a 5xx seen once in CI
 * says why: each logged line naming one of the ids, with the stack lines that follow it.
 */
function serverLogFor(requestIds: readonly string[]): string {
  const file = process.env.E2E_SERVER_LOG;
  if (requestIds.length === 0 || !file || !existsSync(file)) return "";
  const lines = readFileSync(file, "utf8").split("\n");
  const quoted: string[] = [];
  lines.forEach((line, index) => {
    if (requestIds.some((id) => line.includes(id))) quoted.push(...lines.slice(index, index + 16));
  });
  return quoted.length > 0 ? `\nserver log:\n${quoted.join("\n")}` : "\n(nothing in the server log for these requests)";
}

export const test = base.extend<{ browserErrors: string[]; storedConsent: boolean; consentInit: void }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, "cf-connecting-ip": visitorAddress(testInfo.testId) });
  },
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
      // Documents the page was sent to: the console's report of a 4xx document can arrive after
      // the page has moved on (a click on the 404 page's link), when page.url() is another one.
      const documents = new Set<string>();
      const failures: string[] = [];
      const failedIds: string[] = [];
      page.on("response", (response) => {
        if (response.request().isNavigationRequest()) documents.add(response.url());
        if (response.status() < 500) return;
        const id = response.headers()["x-request-id"] ?? "-";
        failures.push(`${response.request().method()} ${response.url()} → ${response.status()} [${id}]`);
        if (id !== "-") failedIds.push(id);
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // Chromium logs every 4xx response as a console error, including the statuses the shop
        // answers on purpose: a 404/400 document, and a 4xx from a route action or loader
        // (`.data` requests) that the page shows as an inline message. Those are contract, not
        // browser errors; anything else (5xx, failed scripts, React errors) still fails the test.
        const url = message.location().url;
        const deliberate =
          /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
          (url === page.url() || documents.has(url) || new URL(url).pathname.endsWith(".data"));
        if (!deliberate) errors.push(message.text());
      });
      // With the stack: an uncaught error seen once in CI ("BodyStreamBuffer was aborted" after a
      // navigation) must say which code let it through.
      page.on("pageerror", (error) => errors.push(error.stack ?? error.message));
      await use(errors);
      const why = failures.length > 0 ? `\nserver errors:\n${failures.join("\n")}${serverLogFor(failedIds)}` : "";
      expect(errors, `errors in the browser console${why}`).toEqual([]);
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

/**
 * The one-time code the development outbox holds for a destination (codes are not sent anywhere
 * locally). A test usually asks right after clicking "send", before the server has answered that
 * post: it looks again until the code is there.
 */
export async function outboxCode(page: Page, destination: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/__dev/outbox?destination=${encodeURIComponent(destination)}`);
        const { messages } = (await response.json()) as { messages: { body: string }[] };
        code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1];
        return code;
      },
      { message: `a code sent to ${destination}`, timeout: 15_000 },
    )
    .toBeDefined();
  return code!;
}

/** The page's serious and critical accessibility violations (axe), each with the elements it names. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(" ")) }));
}

import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test as base } from "@playwright/test";
import { consentCookieValue } from "../app/lib/consent-cookie";

/**
 * `page` that fails the test on any console error or uncaught exception in the browser
 * (hydration mismatches, failed chunk loads, React warnings logged as errors).
 */
type ConsentChoice = Parameters<typeof consentCookieValue>[0];

/**
 * The choice a test's visitor made before (so the cookie banner, 7 s after loading, never covers a
 * journey): analytics allowed, so the journeys can read their data-layer events; nothing else.
 */
const RETURNING_VISITOR: ConsentChoice = { functional: false, analytical: true, marketing: false };

/** What a returning visitor's browser holds: the stored record, and the `consent` cookie the page sent it as. */
function storedConsentRecord(choice: ConsentChoice) {
  const entry = (accepted: boolean) => ({ accepted, date: "2026-01-01T00:00:00.000Z" });
  return {
    record: {
      necessary: entry(true),
      functional: entry(choice.functional),
      analytical: entry(choice.analytical),
      marketing: entry(choice.marketing),
    },
    cookie: consentCookieValue(choice),
  };
}

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

export const test = base.extend<{ browserErrors: string[]; storedConsent: ConsentChoice | false; consentInit: void }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, "cf-connecting-ip": visitorAddress(testInfo.testId) });
  },
  /** The cookie choice pages start with (as a returning visitor); cookie banner tests turn it off. */
  storedConsent: [RETURNING_VISITOR, { option: true }],
  consentInit: [
    async ({ context, storedConsent, baseURL }, use) => {
      if (storedConsent) {
        const { record, cookie } = storedConsentRecord(storedConsent);
        await context.addCookies([
          { name: "consent", value: cookie, url: baseURL!, httpOnly: true, secure: true, sameSite: "Lax" },
        ]);
        await context.addInitScript(
          ({ record, cookie }) => {
            try {
              if (localStorage.getItem("cookieConsent")) return;
              localStorage.setItem("cookieConsent", JSON.stringify(record));
              localStorage.setItem("cookieConsentSent", cookie);
            } catch {
              // Pages without storage (about:blank) need none.
            }
          },
          { record, cookie },
        );
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

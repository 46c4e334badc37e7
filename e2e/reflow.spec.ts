import type { Page } from "@playwright/test";
import { sampleUrls } from "../tests/support/sample-urls";
import { expect, test } from "./fixtures";
import { orderReadyToPay, payNow } from "./shop-api";
import { signIn } from "./sign-in";

/**
 * WCAG 1.4.10 reflow and 1.4.12 text spacing on every page of the route table: at 320 CSS px (a
 * phone) and at 640 (1280 px at 200 % zoom), with the text spacing a reader may force (line height
 * 1.5, letter spacing 0.12 em, word spacing 0.16 em, 2 em after paragraphs), nothing is wider than
 * the viewport. Pages with a state (the checkout's steps, a booking, the account) are visited with one.
 */
const WIDTHS = [320, 640] as const;
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-block-end: 2em !important; }
`;

/** What sticks out past the viewport's right edge (left in Arabic), named for the report. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const width = root.clientWidth;
    const culprits = [...document.querySelectorAll<HTMLElement>("body *")].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0) return false;
      // A closed disclosure's content is not shown.
      const closed = element.closest("details:not([open])");
      if (closed && !element.closest("summary")) return false;
      // Fixed layers (the menu sliding in, dialogs) do not widen the page.
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position === "fixed") return false;
      }
      return box.right > width + 1 || box.left < -1;
    });
    // The outermost ones: their children stick out because they do.
    const outermost = culprits.filter(
      (element) => !culprits.some((other) => other !== element && other.contains(element)),
    );
    return [
      `page ${root.scrollWidth} > ${width}`,
      ...outermost
        .slice(0, 5)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} ${Math.round(element.getBoundingClientRect().right)}`,
        ),
    ];
  });
}

async function check(page: Page, url: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const response = await page.goto(url);
    expect(response?.status(), url).toBeLessThan(400);
    await page.addStyleTag({ content: TEXT_SPACING });
    const found = await overflow(page);
    if (found.length > 0) problems.push(`${url} at ${width}px: ${found.join("; ")}`);
  }
  return problems;
}

const samples = sampleUrls().filter(({ entry }) => entry.variant === "root");
const publicPages = [...Map.groupBy(samples, (sample) => sample.entry.page.name)].filter(
  ([, all]) => all[0]!.entry.page.guard !== "signed-in",
);

test.describe("reflow and text spacing", { tag: "@any-viewport" }, () => {
  for (const [name, all] of publicPages) {
    test(`${name}: nothing wider than 320 px or 200 % zoom`, async ({ page }) => {
      const problems: string[] = [];
      for (const { url } of all.slice(0, 2)) problems.push(...(await check(page, url)));
      expect(problems).toEqual([]);
    });
  }

  test("the checkout's steps, a booking and the account, with their content", async ({ page }, testInfo) => {
    const email = `reflow-${testInfo.project.name}-${Date.now()}@example.com`;
    await signIn(page, email);
    // The shop's API calls go out from one of its pages (same origin).
    await page.goto("/en");
    const { orderId } = await orderReadyToPay(page, { email, language: "tr" });
    const problems: string[] = [];
    for (const step of ["driver", "invoice", "payment"]) {
      problems.push(...(await check(page, `/checkout?orderId=${orderId}&step=${step}`)));
    }
    problems.push(...(await check(page, `/ar/checkout?orderId=${orderId}&step=payment`)));
    await payNow(page, orderId);
    problems.push(...(await check(page, `/reservation?orderId=${orderId}`)));
    for (const path of [
      "/account",
      "/account/reservations",
      "/account/wallet",
      "/account/invoices",
      "/account/reviews",
      "/account/registered-passengers",
    ]) {
      problems.push(...(await check(page, path)));
    }
    expect(problems).toEqual([]);
  });
});

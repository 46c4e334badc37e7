import type { Page } from "@playwright/test";
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures";
import { orderReadyToPay } from "./shop-api";
import { signIn } from "./sign-in";
import { dashedIn, isoIn } from "../tests/support/dates";

// One set of form controls, dates in the page's format, layouts that use the width (docs/frame.md,
// "Form controls" and "Layout widths"). Desktop and Pixel 7.

const dotted = (iso: string) => iso.split("-").reverse().join(".");
const emailFor = (what: string, project: string) => `e2e-controls-${what}-${project}-${Date.now()}@example.com`;

interface Look {
  name: string;
  appearance: string;
  border: string;
  radius: string;
  height: number;
}

/** The computed look of every visible select and single-line text field on the page, at rest. */
async function controlLooks(page: Page): Promise<{ selects: Look[]; fields: Look[] }> {
  // Nothing hovered or focused: both change the border colour on purpose.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : null));
  return page.evaluate(() => {
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return {
        name: element.getAttribute("name") ?? element.id,
        appearance: style.appearance,
        border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
        radius: style.borderTopLeftRadius,
        height: Math.round(element.getBoundingClientRect().height),
      };
    };
    const shown = (element: Element) =>
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility === "visible" &&
      element.getAttribute("aria-invalid") !== "true" &&
      !element.matches(":disabled");
    const fields = [
      ...document.querySelectorAll(
        'input:is([type="text"], [type="email"], [type="tel"], [type="date"], [type="number"], [type="search"], :not([type]))',
      ),
    ];
    return {
      selects: [...document.querySelectorAll(":is(select)")].filter(shown).map(look),
      fields: fields.filter(shown).map(look),
    };
  });
}

/** The look of a text field at rest (form-controls.css): 44 px high, a 1 px grey border, 8 px corners. */
const FIELD = { border: "1px solid rgb(138, 147, 165)", radius: "8px", height: 44 };

/** Every select looks like the text fields: drawn (no native grey box), same border, radius, height. */
async function expectOneLook(page: Page, where: string, { withFields = true } = {}) {
  const { selects, fields } = await controlLooks(page);
  expect(selects.length, `${where}: selects`).toBeGreaterThan(0);
  if (withFields) expect(fields.length, `${where}: text fields`).toBeGreaterThan(0);
  for (const control of [...selects, ...fields]) {
    expect(
      { border: control.border, radius: control.radius, height: control.height },
      `${where} ${control.name}`,
    ).toEqual(FIELD);
  }
  for (const select of selects) expect(select.appearance, `${where} ${select.name}`).toBe("none");
}

/** The layout shifts since the page loaded inside `container`, not caused by the visitor, with what moved. */
async function layoutShifts(page: Page, container: string): Promise<string[]> {
  return page.evaluate(
    (css) =>
      new Promise<string[]>((resolve) => {
        interface Shift {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        }
        new PerformanceObserver((list) => {
          const inside = (node: Node | null) => node instanceof Element && node.closest(css) !== null;
          const shifts = (list.getEntries() as unknown as Shift[]).filter(
            (entry) => !entry.hadRecentInput && entry.sources.some((source) => inside(source.node)),
          );
          resolve(
            shifts.map(
              (entry) =>
                `${entry.value.toFixed(4)}: ${entry.sources.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node))).join(", ")}`,
            ),
          );
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve([]), 500);
      }),
    container,
  );
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where}: no sideways scrolling`).toBeLessThanOrEqual(0);
}

test("the search forms' selects, dates and text fields share one look; axe clean", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expectOneLook(page, "home");
  expect(await seriousViolations(page)).toEqual([]);

  await gotoHydrated(page, `/en/search?p_p=41.2619,28.7419&pid=apt:IST&p_d=${dashedIn(20)}&d_d=${dashedIn(23)}&a=35`);
  await expect(page.getByTestId("offer").first()).toBeVisible();
  // The desktop results show the search summed up (no text field); the phone's sheets hold the sort.
  await expectOneLook(page, "car results", { withFields: false });
});

test("the checkout's and the account's selects look like their text fields; axe clean", async ({ page }, testInfo) => {
  await page.goto("/");
  const { orderId } = await orderReadyToPay(page, { language: "en" });
  await gotoHydrated(page, `/en/checkout?orderId=${orderId}&step=driver`);
  await expectOneLook(page, "checkout driver");
  expect(await seriousViolations(page)).toEqual([]);
  await gotoHydrated(page, `/en/checkout?orderId=${orderId}&step=invoice`);
  await expectOneLook(page, "checkout invoice");

  await signIn(page, emailFor("account", testInfo.project.name));
  await gotoHydrated(page, "/en/account");
  await expectOneLook(page, "account");
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("an American browser on the Turkish site", () => {
  test.use({ locale: "en-US", timezoneId: "Europe/Istanbul" });

  test("the chosen dates read 10.12.2026-style, an empty one gg.aa.yyyy; the native input keeps the value and the label", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const form = page.getByRole("form", { name: "Araç kiralama araması" });
    const pickupShown = form.getByTestId("date-shown").first();
    const returnShown = form.getByTestId("date-shown").nth(1);
    await expect(form.getByLabel("Alış tarihi")).toHaveValue("");
    await expect(pickupShown).toHaveText("gg.aa.yyyy");
    // Nothing in the form moved when the text appeared after hydration.
    expect(await layoutShifts(page, "form.search-form")).toEqual([]);

    await form.getByRole("button", { name: "Alış için takvimi aç" }).click();
    const dialog = page.getByRole("dialog", { name: "Kiralama tarihleri" });
    await dialog.locator(`[data-date="${isoIn(30)}"]`).click();
    await dialog.locator(`[data-date="${isoIn(33)}"]`).click();
    await expect(dialog).toBeHidden();

    await expect(pickupShown).toHaveText(dotted(isoIn(30)));
    await expect(returnShown).toHaveText(dotted(isoIn(33)));
    await expect(pickupShown).toBeVisible();
    // Screen readers and the form still have the native input, its label and its value.
    await expect(form.getByLabel("Alış tarihi")).toHaveValue(isoIn(30));
    await expect(form.getByLabel("İade tarihi")).toHaveValue(isoIn(33));
    await expect(pickupShown).toHaveAttribute("aria-hidden", "true");

    // Typed into the native input (the browser's own format while it has the focus): shown on leaving it.
    await form.getByLabel("İade tarihi").fill(isoIn(35));
    await form.getByRole("combobox", { name: "Alış yeri" }).focus();
    await expect(returnShown).toHaveText(dotted(isoIn(35)));

    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the flight form's dates too, and the English page writes dd/mm/yyyy", async ({ page }) => {
    await gotoHydrated(page, "/flight");
    const departure = page.getByLabel("Gidiş tarihi");
    await departure.fill(isoIn(40));
    await departure.blur();
    await expect(page.getByTestId("date-shown").first()).toHaveText(dotted(isoIn(40)));

    await gotoHydrated(page, "/en");
    await expect(page.getByTestId("date-shown").first()).toHaveText("dd/mm/yyyy");
  });
});

test("at 320 px the search form, checkout and account do not scroll sideways", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await gotoHydrated(page, "/");
  await expectNoSidewaysScroll(page, "home");
  const { orderId } = await orderReadyToPay(page, { language: "en" });
  for (const step of ["driver", "invoice", "payment"]) {
    // Turkish: its long words ("Rezervasyonunuzu") are the test.
    await gotoHydrated(page, `/checkout?orderId=${orderId}&step=${step}`);
    await expectNoSidewaysScroll(page, `checkout ${step}`);
  }
  await signIn(page, emailFor("narrow", testInfo.project.name));
  await gotoHydrated(page, "/ar/account");
  await expectNoSidewaysScroll(page, "account (Arabic)");
});

/** How much of the frame's content width the children of `selector` span together (0–1). */
async function widthShare(page: Page, selector: string): Promise<number> {
  return page.evaluate((css) => {
    const main = document.querySelector(".frame__main")!;
    const style = getComputedStyle(main);
    const content = main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const boxes = [...document.querySelector(css)!.children]
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width > 0);
    return (Math.max(...boxes.map((box) => box.right)) - Math.min(...boxes.map((box) => box.left))) / content;
  }, selector);
}

test(
  "at 1280 and 1920 px the results with their filters and the checkout with its summary fill the frame",
  { tag: "@any-viewport" },
  async ({ page }) => {
    await page.goto("/");
    const { orderId } = await orderReadyToPay(page, { language: "en" });
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(
        page,
        `/en/search?p_p=41.2619,28.7419&pid=apt:IST&p_d=${dashedIn(20)}&d_d=${dashedIn(23)}&a=35`,
      );
      await expect(page.getByTestId("offer").first()).toBeVisible();
      expect(await widthShare(page, ".results"), `car results at ${width}`).toBeGreaterThanOrEqual(0.9);
      await gotoHydrated(page, `/en/checkout?orderId=${orderId}&step=driver`);
      expect(await widthShare(page, ".checkout__body"), `checkout at ${width}`).toBeGreaterThanOrEqual(0.9);
    }
  },
);

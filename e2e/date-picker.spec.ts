import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, seriousViolations, test } from "./fixtures";
import { dashedIn, isoIn } from "../tests/support/dates";

/** "2027-03-10" plus days, in the browser-free way the test needs (UTC calendar arithmetic). */
const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dashed = (iso: string) => iso.split("-").reverse().join("-");
const dotted = (iso: string) => iso.split("-").reverse().join(".");

/** The calendar's focused day; the dialog moves focus in an effect just after it shows. */
async function focusedDay(page: Page): Promise<string> {
  let date: string | null = null;
  await expect
    .poll(async () => (date = await page.evaluate(() => document.activeElement?.getAttribute("data-date") ?? null)), {
      message: "a day of the calendar has the focus",
    })
    .not.toBeNull();
  return date!;
}

async function pressTimes(page: Page, key: string, times: number) {
  for (let index = 0; index < times; index += 1) await page.keyboard.press(key);
}

/** Chooses the pickup place from the suggestions with the keyboard (the Turkish home page's form). */
async function choosePlace(form: Locator) {
  const pickup = form.getByRole("combobox", { name: "Alış yeri" });
  await pickup.fill("antalya hav");
  await expect(form.getByRole("listbox", { name: "Alış yeri" }).getByRole("option").first()).toBeVisible();
  await pickup.press("ArrowDown");
  await pickup.press("Enter");
  await expect(pickup).toHaveValue(/Antalya.*\(AYT\)/);
}

test("a range chosen with the keyboard only, in Turkish with Monday first, searches with p_d and d_d", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const form = page.getByRole("form", { name: "Araç kiralama araması" });
  await choosePlace(form);

  const opener = form.getByRole("button", { name: "Alış için takvimi aç" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Kiralama tarihleri" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("grid")).toHaveCount(2);
  // Monday first, weekday names from Intl in Turkish.
  await expect(dialog.getByRole("grid").first().getByRole("columnheader").first()).toHaveText("Pzt");
  await expect(dialog.getByRole("status")).toHaveText("Alış tarihini seçin.");

  // Nothing chosen yet: the focus starts on today, and yesterday cannot be chosen.
  const today = await focusedDay(page);
  await expect(dialog.locator(`[data-date="${today}"]`)).toHaveAttribute("aria-current", "date");
  await page.keyboard.press("ArrowLeft");
  expect(await focusedDay(page)).toBe(today);

  await pressTimes(page, "ArrowDown", 2);
  await pressTimes(page, "ArrowRight", 6);
  expect(await focusedDay(page)).toBe(plusDays(today, 20));
  await page.keyboard.press("Enter");
  const pickup = plusDays(today, 20);
  await expect(dialog.getByRole("status")).toHaveText("İade tarihini seçin.");
  await expect(dialog).toContainText(`Alış tarihi: ${dotted(pickup)}`);
  // The return cannot be before the pickup.
  await expect(dialog.locator(`[data-date="${plusDays(pickup, -1)}"]`)).toHaveAttribute("aria-disabled", "true");
  await expect(dialog.locator(`[data-date="${pickup}"]`)).toHaveAttribute("aria-selected", "true");

  // PageDown goes a month on; Home and End go to the week's Monday and Sunday; then the arrows
  // walk to three days after the pickup.
  await page.keyboard.press("PageDown");
  expect((await focusedDay(page)).slice(0, 7)).toBe(plusDays(`${pickup.slice(0, 7)}-15`, 31).slice(0, 7));
  await page.keyboard.press("PageUp");
  await page.keyboard.press("Home");
  expect(new Date(`${await focusedDay(page)}T00:00:00Z`).getUTCDay()).toBe(1);
  await page.keyboard.press("End");
  const weekEnd = await focusedDay(page);
  expect(new Date(`${weekEnd}T00:00:00Z`).getUTCDay()).toBe(0);
  const offset = (Date.parse(`${weekEnd}T00:00:00Z`) - Date.parse(`${plusDays(pickup, 3)}T00:00:00Z`)) / 86_400_000;
  await pressTimes(page, offset > 0 ? "ArrowLeft" : "ArrowRight", Math.abs(offset));
  expect(await focusedDay(page)).toBe(plusDays(pickup, 3));
  await page.keyboard.press("Enter");

  // Chosen: the dialog closes, focus is back on the button, the inputs hold the range.
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(form.getByLabel("Alış tarihi")).toHaveValue(pickup);
  await expect(form.getByLabel("İade tarihi")).toHaveValue(plusDays(pickup, 3));
  // Shown as the page writes dates, whatever the browser's language (Playwright's is en-US).
  await expect(form.getByTestId("date-shown")).toHaveText([dotted(pickup), dotted(plusDays(pickup, 3))]);

  await form.getByRole("button", { name: "Araç ara" }).press("Enter");
  await expect(page).toHaveURL(/\/arac-kiralama\/search\?/);
  const search = new URL(page.url()).searchParams;
  expect([search.get("p_d"), search.get("d_d")]).toEqual([dashed(pickup), dashed(plusDays(pickup, 3))]);
  await expect(page.getByTestId("offer").first()).toBeVisible();
});

test("the return's button asks for the return after the chosen pickup; Escape changes nothing and gives the focus back", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const form = page.getByRole("form", { name: "Araç kiralama araması" });
  await form.getByLabel("Alış tarihi").fill(isoIn(30));
  await form.getByLabel("İade tarihi").fill(isoIn(33));

  const opener = form.getByRole("button", { name: "İade için takvimi aç" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Kiralama tarihleri" });
  await expect(dialog.getByRole("status")).toHaveText("İade tarihini seçin.");
  expect(await focusedDay(page)).toBe(isoIn(33));
  await expect(dialog.locator(`[data-date="${isoIn(29)}"]`)).toHaveAttribute("aria-disabled", "true");
  // A rental lasts 90 days at most.
  await expect(dialog.locator(`[data-date="${isoIn(31)}"]`)).not.toHaveAttribute("aria-disabled", "true");

  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(form.getByLabel("İade tarihi")).toHaveValue(isoIn(33));

  // Opened again, it chooses a new return with a click.
  await opener.click();
  await dialog.locator(`[data-date="${isoIn(40)}"]`).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByLabel("Alış tarihi")).toHaveValue(isoIn(30));
  await expect(form.getByLabel("İade tarihi")).toHaveValue(isoIn(40));
});

test("Arabic: the calendar reads right to left, weeks start on Saturday, the left arrow goes forward", async ({
  page,
}) => {
  await gotoHydrated(page, "/ar");
  const opener = page.locator("#pickup-date + .date-range-field__button");
  await opener.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("grid")).toHaveCount(2);
  const grid = dialog.getByRole("grid").first();
  await expect(grid).toHaveCSS("direction", "rtl");
  await expect(grid.getByRole("columnheader").first()).toHaveAttribute("abbr", "السبت");
  // The first month is on the right.
  const [first, second] = await dialog
    .getByRole("grid")
    .evaluateAll((grids) => grids.map((element) => element.getBoundingClientRect().left));
  if (page.viewportSize()!.width >= 640) expect(first!).toBeGreaterThan(second!);
  const today = await focusedDay(page);
  await page.keyboard.press("ArrowLeft");
  expect(await focusedDay(page)).toBe(plusDays(today, 1));
  await page.keyboard.press("ArrowRight");
  expect(await focusedDay(page)).toBe(today);
  await page.keyboard.press("Escape");
  await expect(opener).toBeFocused();
});

test("no sideways scrolling and no serious axe violation with the calendar open; a full-screen sheet on phones", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Alış için takvimi aç" }).click();
  const dialog = page.getByRole("dialog", { name: "Kiralama tarihleri" });
  await expect(dialog.getByRole("grid")).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  if (viewport.width < 640) {
    expect([box.x, box.width]).toEqual([0, viewport.width]);
  } else {
    // Two months side by side.
    const tops = await dialog
      .getByRole("grid")
      .evaluateAll((grids) => grids.map((element) => element.getBoundingClientRect().top));
    expect(tops[0]).toBe(tops[1]);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
});

test("the calendar's code is not in the first load: it comes when the button is pressed", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await gotoHydrated(page, "/");
  const before = scripts.length;
  expect(scripts.some((url) => /date-range-calendar/.test(url))).toBe(false);
  await page.getByRole("button", { name: "Alış için takvimi aç" }).click();
  await expect(page.getByRole("dialog", { name: "Kiralama tarihleri" })).toBeVisible();
  expect(scripts.slice(before).some((url) => /date-range-calendar/.test(url))).toBe(true);
});

test("without JavaScript the native date inputs search, and no calendar button shows", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/arac-kiralama");
  const form = page.getByRole("form", { name: "Araç kiralama araması" });
  await expect(form.getByRole("button", { name: "Alış için takvimi aç" })).toBeHidden();
  // The browser shows the native inputs' own text: no formatted copy over them.
  await expect(form.getByTestId("date-shown")).toHaveCount(0);
  await form.getByRole("combobox", { name: "Alış yeri" }).fill("Antalya Havalimanı");
  await form.getByLabel("Alış tarihi").fill(isoIn(20));
  await form.getByLabel("İade tarihi").fill(isoIn(23));
  await form.getByRole("button", { name: "Araç ara" }).click();
  await expect(page).toHaveURL(/p_p=/);
  const search = new URL(page.url()).searchParams;
  expect([search.get("p_d"), search.get("d_d")]).toEqual([dashedIn(20), dashedIn(23)]);
  await context.close();
});

test("flight search: a round trip's departure and return chosen on the calendar, one day for a one-way trip", async ({
  page,
}) => {
  await gotoHydrated(page, "/en/flight");
  const form = page.getByRole("form", { name: "Flight search" });
  await form.getByRole("radio", { name: "Round trip" }).check();
  await form.getByRole("button", { name: "Open the calendar for the departure" }).click();
  const dialog = page.getByRole("dialog", { name: "Flight dates" });
  await expect(dialog.getByRole("status")).toHaveText("Choose the departure date.");
  const today = await focusedDay(page);
  await pressTimes(page, "ArrowDown", 3);
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("status")).toHaveText("Choose the return flight date.");
  await pressTimes(page, "ArrowRight", 4);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(form.getByLabel("Departure date")).toHaveValue(plusDays(today, 21));
  await expect(form.getByLabel("Return flight date")).toHaveValue(plusDays(today, 25));
  // The English site writes dates as British English does.
  const slashed = (iso: string) => iso.split("-").reverse().join("/");
  await expect(form.getByTestId("date-shown")).toHaveText([slashed(plusDays(today, 21)), slashed(plusDays(today, 25))]);

  await form.getByRole("radio", { name: "One way" }).check();
  await form.getByRole("button", { name: "Open the calendar for the departure" }).click();
  expect(await focusedDay(page)).toBe(plusDays(today, 21));
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(form.getByLabel("Departure date")).toHaveValue(plusDays(today, 22));
});

import { expect, gotoHydrated, seriousViolations, test } from "./fixtures";
import { dashedIn, isoIn } from "../tests/support/dates";
import { expectNoLayoutShift } from "./layout-shift";

/** The flight search form (#16 part A) on the flight home, in Turkish and English. */

test("typing izmir suggests İzmir (ADB), chosen with the keyboard; istanbul offers all its airports first", async ({
  page,
}) => {
  await gotoHydrated(page, "/ucak-bileti");
  const form = page.getByRole("form", { name: "Uçuş araması" });
  const from = form.getByRole("combobox", { name: "Nereden" });
  await from.fill("izmir");
  const fromList = form.getByRole("listbox", { name: "Nereden" });
  await expect(fromList.getByRole("option").first()).toContainText("ADB");
  await expect(
    form
      .getByRole("status")
      .filter({ hasText: /havalimanı önerildi/ })
      .first(),
  ).toBeAttached();
  await from.press("ArrowDown");
  await expect(from).toHaveAttribute("aria-activedescendant", /.+/);
  await from.press("Enter");
  await expect(from).toHaveValue(/İzmir.*\(ADB\)$/);
  await expect(fromList).toBeHidden();

  const to = form.getByRole("combobox", { name: "Nereye" });
  await to.fill("ISTANBUL");
  const toList = form.getByRole("listbox", { name: "Nereye" });
  const first = toList.getByRole("option").first();
  await expect(first).toContainText("tüm havalimanları");
  await expect(first).toContainText("IST, SAW");
  await to.press("ArrowDown");
  await to.press("Escape");
  await expect(toList).toBeHidden();
  await to.press("ArrowDown");
  await to.press("Enter");
  await expect(to).toHaveValue("İstanbul (IST, SAW)");

  await form.getByLabel("Gidiş tarihi").fill(isoIn(20));
  await form.getByRole("button", { name: "Uçuş ara" }).click();
  await expect(page).toHaveURL(
    `/ucak-bileti/search?p_p=ADB&ppt=airport&d_p=IST&dpt=city&p_d=${dashedIn(20)}&pa=1&ps=0&pc=0&pi=0&fc=economy`,
  );
});

test("a round trip for 2 adults, 1 child and 1 infant, non-stop, in English", async ({ page }) => {
  await gotoHydrated(page, "/en/flight");
  const form = page.getByRole("form", { name: "Flight search" });
  await form.getByRole("radio", { name: "Round trip" }).check();
  const from = form.getByRole("combobox", { name: "From" });
  await from.fill("SAW");
  await expect(form.getByRole("listbox", { name: "From" }).getByRole("option").first()).toBeVisible();
  await from.press("ArrowDown");
  await from.press("End");
  await expect(from).toHaveAttribute("aria-activedescendant", /.+/);
  await from.press("Home");
  await from.press("Enter");
  await expect(from).toHaveValue(/\(SAW\)$/);
  const to = form.getByRole("combobox", { name: "To" });
  await to.fill("adb");
  await expect(form.getByRole("listbox", { name: "To" }).getByRole("option").first()).toContainText("ADB");
  await to.press("ArrowDown");
  await to.press("Enter");
  await form.getByLabel("Departure date").fill(isoIn(21));
  await form.getByLabel("Return flight date").fill(isoIn(28));

  const toggle = form.getByRole("button", { name: /Passengers and cabin/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await form.getByRole("button", { name: "More: Adults" }).click();
  await form.getByRole("button", { name: "More: Children" }).click();
  await form.getByRole("button", { name: "More: Infants" }).click();
  await expect(toggle).toHaveText("2 adults, 1 child, 1 infant · Economy");
  await toggle.press("Escape");
  await form.getByLabel("Non-stop flights only").check();
  await form.getByRole("button", { name: "Search flights" }).click();
  await expect(page).toHaveURL(
    `/en/search/flight?p_p=SAW&ppt=airport&d_p=ADB&dpt=airport&p_d=${dashedIn(21)}&d_d=${dashedIn(28)}&pa=2&ps=0&pc=1&pi=1&fc=economy&st=0`,
  );
});

test("the passenger picker keeps one infant per adult and nine seats, and says why", async ({ page }) => {
  await gotoHydrated(page, "/en/flight");
  const form = page.getByRole("form", { name: "Flight search" });
  await form.getByRole("button", { name: /Passengers and cabin/ }).click();
  await form.getByRole("button", { name: "More: Infants" }).click();
  await expect(form.getByRole("button", { name: "More: Infants" })).toBeDisabled();
  await expect(form.getByRole("button", { name: "Fewer: Adults" })).toBeDisabled();
  await expect(form.getByText("Each infant needs an adult: add an adult to add another infant.")).toBeVisible();
  for (let index = 0; index < 8; index++) await form.getByRole("button", { name: "More: Children" }).click();
  for (const name of ["Adults", "Students", "Children"]) {
    await expect(form.getByRole("button", { name: `More: ${name}` })).toBeDisabled();
  }
  await expect(form.getByText("9 seated passengers is the most one booking can hold.")).toBeVisible();
});

test("the form names what is missing and focuses the first field to fix", async ({ page }) => {
  await gotoHydrated(page, "/en/flight");
  const form = page.getByRole("form", { name: "Flight search" });
  await form.getByRole("button", { name: "Search flights" }).click();
  const from = form.getByRole("combobox", { name: "From" });
  await expect(from).toBeFocused();
  await expect(from).toHaveAccessibleDescription("Please fill in this field.");
  await expect(page).toHaveURL("/en/flight");
});

test("cheap tickets are priced by a real search and link to it", async ({ page }) => {
  await gotoHydrated(page, "/ucak-bileti");
  const tickets = page.getByRole("region", { name: "Ucuz uçak biletleri" }).getByRole("link");
  await expect(tickets.first()).toBeVisible();
  expect(await tickets.count()).toBeGreaterThan(2);
  await expect(tickets.first()).toContainText("₺");
  await tickets.first().click();
  await expect(page).toHaveURL(
    /\/ucak-bileti\/search\?p_p=[A-Z]{3}&ppt=(airport|city)&d_p=[A-Z]{3}&dpt=(airport|city)&p_d=\d{2}-\d{2}-\d{4}&pa=1&/,
  );
});

test("the flight home and its open form have no serious accessibility violations and fit 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await gotoHydrated(page, "/ucak-bileti");
  const form = page.getByRole("form", { name: "Uçuş araması" });
  await form.getByRole("radio", { name: "Gidiş-dönüş" }).check();
  await form.getByRole("button", { name: /Yolcular ve kabin/ }).click();
  await form.getByRole("combobox", { name: "Nereden" }).fill("istanbul");
  await expect(form.getByRole("listbox", { name: "Nereden" }).getByRole("option").first()).toBeVisible();
  await page.getByRole("region", { name: "Ucuz uçak biletleri" }).getByRole("link").first().waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await gotoHydrated(page, "/ar/flight");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
});

test("the form does not move at hydration: the server draws the swap button, return date and passenger picker (CLS 0)", async ({
  page,
}) => {
  const results = `/en/search/flight?p_p=IST&d_p=AYT&ppt=airport&dpt=airport&p_d=${dashedIn(21)}&pa=1`;
  for (const path of ["/en/flight", "/ucak-bileti", results]) {
    await gotoHydrated(page, path);
    await expectNoLayoutShift(page, path);
  }
  // With JavaScript the no-JavaScript variants are hidden, a one-way trip has no return field.
  await gotoHydrated(page, "/en/flight");
  const form = page.getByRole("form", { name: "Flight search" });
  await expect(form.getByRole("combobox", { name: /^Adults/ })).toHaveCount(0);
  await expect(form.getByLabel("Return flight date")).toBeHidden();
  await form.getByRole("radio", { name: "Round trip" }).check();
  const back = form.locator('input[name="d_d"]');
  await expect(back).toBeVisible();
  // The label's no-JavaScript words are hidden, so they are not in the field's name either.
  await expect(back).toHaveAccessibleName("Return flight date");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the typed code, a chosen label, dates and passengers land on the results page", async ({ page }) => {
    await page.goto("/ucak-bileti");
    const form = page.getByRole("form", { name: "Uçuş araması" });
    // The scripted controls drawn by the server for hydration are hidden here.
    await expect(form.getByRole("button", { name: "Kalkış ve varış yerini değiştir" })).toBeHidden();
    await expect(form.getByRole("button", { name: /Yolcular ve kabin/ })).toBeHidden();
    await form.getByRole("radio", { name: "Gidiş-dönüş" }).check();
    // Named text inputs with a list of airports (a combobox to assistive technology).
    await form.getByLabel("Nereden").fill("ist");
    await form.getByLabel("Nereye").fill("Antalya Havalimanı (AYT)");
    await form.getByLabel("Gidiş tarihi").fill(isoIn(20));
    await expect(form.locator('input[name="d_d"]')).toHaveAccessibleName("Dönüş tarihi (yalnızca gidiş-dönüş)");
    await form.getByLabel("Dönüş tarihi (yalnızca gidiş-dönüş)").fill(isoIn(24));
    await form.getByLabel(/^Yetişkin/).selectOption("2");
    await form.getByLabel(/^Bebekler/).selectOption("1");
    await form.getByLabel("Yalnızca aktarmasız uçuşlar").check();
    await form.getByRole("button", { name: "Uçuş ara" }).click();
    await expect(page).toHaveURL(/\/ucak-bileti\/search\?/);
    const search = new URL(page.url()).searchParams;
    expect(Object.fromEntries(search)).toMatchObject({
      tt: "round-trip",
      p_p: "ist",
      d_p: "Antalya Havalimanı (AYT)",
      p_d: isoIn(20),
      d_d: isoIn(24),
      pa: "2",
      pi: "1",
      st: "0",
      nojs: "1",
    });
    // The results page reads what the form sent: no error page.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/400/)).toHaveCount(0);
  });
});

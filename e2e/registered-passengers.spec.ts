/**
 * Registered passengers: the account page adds, edits and deletes them (with JavaScript on desktop
 * and phone, and without it), and the flight checkout fills a passenger from them.
 */
import type { Page } from "@playwright/test";
import { isoIn } from "../tests/support/dates";
import { expect, gotoHydrated, outboxCode, seriousViolations, test } from "./fixtures";
import { api } from "./shop-api";

const PAGE = "/en/account/registered-passengers";

/** Logs a new user in by e-mail and lands on the passengers page (the login sends them back). */
async function signIn(page: Page, label: string) {
  const email = `e2e-passengers-${label}-${Date.now()}@example.com`;
  await page.goto(`/en/login?${new URLSearchParams({ redirect: PAGE })}`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Code", { exact: true }).fill(await outboxCode(page, email));
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByLabel("First name", { exact: true }).fill("Ayşe");
  await page.getByLabel("Last name").fill("Yılmaz");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(PAGE);
}

const form = (page: Page) => page.getByRole("form", { name: /Add a passenger|Edit / });

async function noSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("add, edit and delete a registered passenger", async ({ page }, testInfo) => {
  await signIn(page, testInfo.project.name);
  await gotoHydrated(page, PAGE);
  const editor = form(page);
  await expect(editor.getByRole("heading", { name: "Add a passenger" })).toBeVisible();

  // Every rule the Main API enforces is said inline, in the page's language, before anything is sent.
  await editor.getByRole("button", { name: "Save passenger" }).click();
  await expect(editor.getByRole("radio", { name: "Mr", exact: true })).toBeFocused();
  await expect(editor.getByText("Please fill in this field.")).toHaveCount(5);
  await expect(editor.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await editor.getByRole("radio", { name: "Mrs", exact: true }).check();
  await editor.getByLabel("First name").fill("Ayşe");
  await editor.getByLabel("Last name").fill("Yılmaz");
  await editor.getByLabel("Date of birth").fill("1990-05-04");
  await editor.getByLabel("T.C. identity number").pressSequentially("10000000147");
  await editor.getByRole("button", { name: "Save passenger" }).click();
  await expect(editor.getByText("This T.C. identity number is not valid.", { exact: false })).toBeVisible();
  await editor.getByLabel("T.C. identity number").fill("");
  await editor.getByLabel("T.C. identity number").pressSequentially("10000000146");
  await editor.getByRole("button", { name: "Save passenger" }).click();

  await expect(page.getByTestId("passengers-done")).toHaveText("The passenger is saved.");
  await expect(page.getByTestId("passengers-done")).toBeFocused();
  const card = page.getByTestId("registered-passenger");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Ayşe Yılmaz");
  await expect(card).toContainText("Adult");
  await expect(card).toContainText("••••••••146");
  await expect(card).not.toContainText("10000000146");
  expect(await seriousViolations(page)).toEqual([]);

  // Edit: a German passport instead; an expired one is refused first.
  await card.getByRole("link", { name: "Edit Ayşe Yılmaz" }).click();
  const edit = form(page);
  await expect(edit.getByRole("heading", { name: "Edit Ayşe Yılmaz" })).toBeFocused();
  await expect(edit.getByLabel("First name")).toHaveValue("Ayşe");
  await edit.getByLabel("Last name").fill("Schmidt");
  await edit.getByLabel("Nationality").selectOption("DE");
  await expect(edit.getByLabel("T.C. identity number")).toBeHidden();
  await edit.getByLabel("Passport number").fill("c01x00t47");
  await edit.getByLabel("Passport expiry date").fill("2020-01-31");
  await edit.getByRole("button", { name: "Save passenger" }).click();
  await expect(edit.getByText("This passport has expired.", { exact: false })).toBeVisible();
  await expect(edit.getByLabel("Passport expiry date")).toBeFocused();
  await edit.getByLabel("Passport expiry date").fill(isoIn(3 * 365));
  await edit.getByRole("button", { name: "Save passenger" }).click();
  await expect(page.getByTestId("passengers-done")).toHaveText("The passenger is saved.");
  await expect(card).toContainText("Ayşe Schmidt");
  await expect(card).toContainText("Germany");
  await expect(card).toContainText("••••••T47");
  await expect(card).not.toContainText("146");
  expect(await seriousViolations(page)).toEqual([]);
  await noSidewaysScroll(page);

  // Delete asks first: keeping it changes nothing, confirming removes it.
  await card.getByRole("link", { name: "Delete Ayşe Schmidt" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Ayşe Schmidt?" });
  await dialog.getByRole("button", { name: "Keep" }).click();
  await expect(card).toHaveCount(1);
  await card.getByRole("link", { name: "Delete Ayşe Schmidt" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("passengers-done")).toHaveText("The passenger is deleted.");
  await expect(card).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Add a passenger" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("add, edit, and delete through a confirm step @any-viewport", async ({ page }) => {
    await signIn(page, "nojs");
    const editor = form(page);
    await editor.getByRole("radio", { name: "Mr", exact: true }).check();
    await editor.getByLabel("First name").fill("Hans");
    await editor.getByLabel("Last name").fill("Müller");
    await editor.getByLabel("Date of birth").fill("2019-08-01");
    await editor.getByLabel("Nationality").selectOption("DE");
    // Both identity fields show without JavaScript; a foreigner needs the passport.
    await editor.getByRole("button", { name: "Save passenger" }).click();
    await expect(editor.getByLabel("Passport number")).toHaveAttribute("aria-invalid", "true");
    await expect(editor.getByLabel("Last name")).toHaveValue("Müller");
    await editor.getByLabel("Passport number").fill("C01X00T47");
    await editor.getByLabel("Passport expiry date").fill(isoIn(2 * 365));
    await editor.getByRole("button", { name: "Save passenger" }).click();
    const card = page.getByTestId("registered-passenger");
    await expect(card).toContainText("Hans Müller");
    await expect(card).toContainText("Child");

    await card.getByRole("link", { name: "Edit Hans Müller" }).click();
    await form(page).getByLabel("First name").fill("Lena");
    await form(page).getByRole("radio", { name: "Ms", exact: true }).check();
    await form(page).getByRole("button", { name: "Save passenger" }).click();
    await expect(card).toContainText("Lena Müller");

    await card.getByRole("link", { name: "Delete Lena Müller" }).click();
    const confirm = page.getByRole("form", { name: "Delete Lena Müller?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("passengers-done")).toHaveText("The passenger is deleted.");
    await expect(card).toHaveCount(0);
  });
});

interface SearchAnswer {
  searchID: string;
  results: { code: string; stop: number }[];
}

/** A new order holding a non-stop IST → AYT flight three weeks ahead for an adult and a child. */
async function adultAndChildInBasket(page: Page): Promise<string> {
  const search = await api<SearchAnswer>(page, "POST", "/flight-api/search", {
    origin: "IST",
    destination: "AYT",
    departDate: isoIn(21),
    adults: 1,
    children: 1,
  });
  const flight = search.results.find((result) => result.stop === 0) ?? search.results[0]!;
  const { order } = await api<{ order: { id: string } }>(page, "POST", "/order-api/order", {
    language: "en",
    currency: "TRY",
  });
  await api(page, "POST", `/order-api/order/${order.id}/item/flight`, { code: flight.code, searchID: search.searchID });
  return order.id;
}

async function addPassenger(page: Page, passenger: Record<string, string>) {
  const editor = form(page);
  await editor.getByRole("radio", { name: passenger.title!, exact: true }).check();
  await editor.getByLabel("First name").fill(passenger.firstName!);
  await editor.getByLabel("Last name").fill(passenger.lastName!);
  await editor.getByLabel("Date of birth").fill(passenger.birthDate!);
  await editor.getByLabel("Nationality").selectOption(passenger.nationality!);
  if (passenger.tckn) await editor.getByLabel("T.C. identity number").pressSequentially(passenger.tckn);
  else {
    await editor.getByLabel("Passport number").fill(passenger.passportNo!);
    await editor.getByLabel("Passport expiry date").fill(passenger.passportExpiry!);
  }
  await editor.getByRole("button", { name: "Save passenger" }).click();
  await expect(page.getByTestId("passengers-done")).toBeVisible();
}

test("the flight checkout fills a passenger from the registered passengers that fit the seat", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, `fill-${testInfo.project.name}`);
  await gotoHydrated(page, PAGE);
  await addPassenger(page, {
    title: "Mrs",
    firstName: "Ayşe",
    lastName: "Yılmaz",
    birthDate: "1990-05-04",
    nationality: "TR",
    tckn: "10000000146",
  });
  await page.getByRole("link", { name: "Add a passenger" }).click();
  await addPassenger(page, {
    title: "Ms",
    firstName: "Lena",
    lastName: "Schmidt",
    birthDate: isoIn(-6 * 365),
    nationality: "DE",
    passportNo: "C01X00T47",
    passportExpiry: isoIn(4 * 365),
  });

  const orderId = await adultAndChildInBasket(page);
  await gotoHydrated(page, `/en/checkout/flight?orderId=${orderId}`);
  const passengers = page.getByRole("form", { name: "Passenger information" });
  const adult = passengers.getByTestId("passenger").nth(0);
  const child = passengers.getByTestId("passenger").nth(1);
  // Each seat offers only the saved passengers its age rule accepts on the flight's day.
  const adultChoices = adult.getByLabel("Fill from registered passengers").locator("option");
  await expect(adultChoices).toHaveCount(1);
  await expect(adultChoices).toContainText("Ayşe Yılmaz");
  await expect(child.getByLabel("Fill from registered passengers").locator("option")).toContainText(["Lena Schmidt"]);

  // What was typed elsewhere stays: the contact, and the adult while the child is filled.
  await passengers.getByLabel("E-mail").fill("ayse@example.com");
  await adult.getByLabel("First name").fill("Someone");
  await child.getByRole("button", { name: "Fill in" }).click();
  await expect(child.getByRole("status")).toContainText("Lena Schmidt");
  await expect(child.getByLabel("First name")).toHaveValue("Lena");
  await expect(child.getByLabel("Passport number")).toHaveValue("C01X00T47");
  await expect(child.getByRole("radio", { name: "Ms", exact: true })).toBeChecked();
  await expect(adult.getByLabel("First name")).toHaveValue("Someone");
  await adult.getByRole("button", { name: "Fill in" }).click();
  await expect(adult.getByLabel("First name")).toHaveValue("Ayşe");
  await expect(adult.getByLabel("T.C. identity number")).toHaveValue("10000000146");
  await expect(passengers.getByLabel("E-mail")).toHaveValue("ayse@example.com");
  expect(await seriousViolations(page)).toEqual([]);

  await passengers.getByLabel("Mobile number").pressSequentially("5321234567");
  await passengers.getByRole("button", { name: "Continue to invoice information" }).click();
  await expect(page.getByRole("form", { name: "Invoice information" }).getByLabel("First name")).toHaveValue("Ayşe");
});

test.describe("the flight checkout without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the fill button brings the step back filled, typed values kept @any-viewport", async ({ page }) => {
    await signIn(page, "fill-nojs");
    await addPassenger(page, {
      title: "Mr",
      firstName: "Mehmet",
      lastName: "Demir",
      birthDate: "1980-01-15",
      nationality: "TR",
      tckn: "10000000146",
    });
    const orderId = await adultAndChildInBasket(page);
    await page.goto(`/en/checkout/flight?orderId=${orderId}`);
    const passengers = page.getByRole("form", { name: "Passenger information" });
    // The child's seat has nobody saved who fits it.
    await expect(passengers.getByTestId("passenger").nth(1).getByTestId("fill-saved")).toHaveCount(0);
    await passengers.getByLabel("E-mail").fill("mehmet@example.com");
    await passengers.getByTestId("passenger").nth(1).getByLabel("First name").fill("Can");
    await passengers.getByTestId("passenger").nth(0).getByRole("button", { name: "Fill in" }).click();
    const adult = page.getByTestId("passenger").nth(0);
    await expect(adult.getByLabel("First name")).toHaveValue("Mehmet");
    await expect(adult.getByLabel("T.C. identity number")).toHaveValue("10000000146");
    await expect(adult.getByRole("radio", { name: "Mr", exact: true })).toBeChecked();
    await expect(page.getByTestId("passenger").nth(1).getByLabel("First name")).toHaveValue("Can");
    await expect(page.getByRole("form", { name: "Passenger information" }).getByLabel("E-mail")).toHaveValue(
      "mehmet@example.com",
    );
    // Nothing was checked yet: no error is shown for the fields still empty.
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  });
});

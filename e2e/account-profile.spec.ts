import { readFile } from "node:fs/promises";
import { expect, gotoHydrated, outboxCode, seriousViolations, test } from "./fixtures";
import { signIn } from "./sign-in";

const ACCOUNT_PAGES = [
  "/account",
  "/account/wallet",
  "/account/reviews",
  "/account/invoices",
  "/account/reservations",
  "/account/registered-passengers",
];

const emailFor = (what: string, project: string) => `e2e-account-${what}-${project}-${Date.now()}@example.com`;

test(
  "anonymous visitors are sent to log in from every account page, in the page's language",
  { tag: "@any-viewport" },
  async ({ page }) => {
    for (const prefix of ["", "/en"]) {
      for (const path of ACCOUNT_PAGES) {
        const asked = `${prefix}${path}`;
        await page.goto(asked);
        const url = new URL(page.url());
        expect(url.pathname, asked).toBe(`${prefix}/login`);
        expect(url.searchParams.get("redirect"), asked).toBe(asked);
        await expect(page.locator("[data-page]").first(), asked).toHaveAttribute("data-page", "login");
      }
    }
  },
);

test("after signing in the visitor comes back to the account page they asked for", async ({ page }, testInfo) => {
  const email = emailFor("return", testInfo.project.name);
  await page.goto("/en/account/reservations?type=flightTicket");
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Faccount%2Freservations%3Ftype%3DflightTicket$/);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Code", { exact: true }).fill(await outboxCode(page, email));
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByLabel("First name", { exact: true }).fill("Ayşe");
  await page.getByLabel("Last name").fill("Yılmaz");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL("/en/account/reservations?type=flightTicket");
  await expect(page.locator("[data-page]").first()).toHaveAttribute("data-page", "account-reservations");
});

test("tick and withdraw the SMS permission, both in the consent history", async ({ page }, testInfo) => {
  await page.goto("/en");
  await signIn(page, emailFor("sms", testInfo.project.name));
  await gotoHydrated(page, "/en/account");
  const permissions = page.getByRole("region", { name: "Communication permissions" });
  const sms = permissions.getByRole("checkbox", { name: "SMS" });
  // Unticked until the traveller ticks it.
  for (const box of await permissions.getByRole("checkbox").all()) await expect(box).not.toBeChecked();
  await expect(permissions.getByText("You have not given any permission yet.")).toBeVisible();

  await sms.check();
  await permissions.getByRole("button", { name: "Save permissions" }).click();
  const notice = page.getByTestId("account-done");
  await expect(notice).toHaveText("Your communication permissions are saved.");
  await expect(notice).toBeFocused();
  await expect(sms).toBeChecked();
  const records = page.getByTestId("consent-record");
  await expect(records).toHaveCount(1);
  await expect(records.first()).toContainText("SMS: permission given");
  await expect(records.first()).toContainText("Account page");
  await expect(records.first()).toContainText("text version etk-2026-11");
  expect(await seriousViolations(page)).toEqual([]);

  await records.first().getByRole("button", { name: "Withdraw SMS permission" }).click();
  await expect(notice).toHaveText("The permission is withdrawn.");
  await expect(records).toHaveCount(2);
  // Newest first: the withdrawal above the grant.
  await expect(records.nth(0)).toContainText("SMS: permission withdrawn");
  await expect(records.nth(1)).toContainText("SMS: permission given");
  await expect(sms).not.toBeChecked();
  await expect(page.getByRole("button", { name: /Withdraw/ })).toHaveCount(0);

  expect(await seriousViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("download my data as a JSON file", async ({ page }, testInfo) => {
  const email = emailFor("data", testInfo.project.name);
  await page.goto("/en");
  await signIn(page, email);
  await gotoHydrated(page, "/en/account");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data (JSON)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^rotago-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await file.path())!, "utf8")) as {
    profile: { email: string; firstName: string };
    consents: unknown[];
    loginHistory: { method: string }[];
  };
  expect(exported.profile).toMatchObject({ email, firstName: "Ayşe" });
  expect(exported.consents).toEqual([]);
  expect(exported.loginHistory.map((login) => login.method)).toContain("email");
});

test("ask to delete the account through the confirm dialog", { tag: "@any-viewport" }, async ({ page }, testInfo) => {
  await page.goto("/en");
  await signIn(page, emailFor("delete", testInfo.project.name));
  await gotoHydrated(page, "/en/account");
  const data = page.getByRole("region", { name: "Your data" });
  await data.getByRole("link", { name: "Request deletion" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await dialog.getByRole("button", { name: "Keep my account" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("deletion-requested")).toHaveCount(0);

  await data.getByRole("link", { name: "Request deletion" }).click();
  await dialog.getByRole("button", { name: "Request deletion" }).click();
  await expect(page.getByTestId("account-done")).toHaveText("We received your request to delete your account.");
  await expect(page.getByTestId("deletion-requested")).toContainText("within 30 days");
});

test("the Turkish account page is readable at 320 px without sideways scrolling", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/");
  await signIn(page, emailFor("narrow", testInfo.project.name));
  await gotoHydrated(page, "/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hesabım");
  await expect(page.getByRole("heading", { name: "İletişim izinleri" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});

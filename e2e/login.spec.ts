import { expect, outboxCode, test } from "./fixtures";

test("log in by e-mail with the code from the outbox, see the name, reload, log out", async ({ page }, testInfo) => {
  const email = `e2e-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/hakkimizda");
  await page.getByRole("banner").getByRole("link", { name: "Giriş yap" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhakkimizda/);

  await page.getByLabel("E-posta adresi").fill(email);
  await page.getByRole("button", { name: "Kod gönder" }).click();
  const codeInput = page.getByLabel("Doğrulama kodu");
  await expect(codeInput).toBeFocused();
  await codeInput.fill(await outboxCode(page, email));
  await page.getByRole("button", { name: "Giriş yap" }).click();

  await page.getByLabel("Ad", { exact: true }).fill("Ayşe");
  await page.getByLabel("Soyad").fill("Yılmaz");
  await page.getByRole("button", { name: "Devam et" }).click();

  await expect(page).toHaveURL("/hakkimizda");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Ayşe" })).toBeVisible();
  const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
  expect(events).toContain("login_approved");

  await page.reload();
  await expect(banner.getByRole("link", { name: "Ayşe" })).toBeVisible();

  await banner.getByRole("button", { name: "Çıkış yap" }).click();
  await expect(banner.getByRole("link", { name: "Giriş yap" })).toBeVisible();
  await page.reload();
  await expect(banner.getByRole("link", { name: "Giriş yap" })).toBeVisible();
});

test("a wrong code is explained and the visitor can try again", async ({ page }, testInfo) => {
  const email = `e2e-wrong-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/login");
  await page.getByLabel("E-posta adresi").fill(email);
  await page.getByRole("button", { name: "Kod gönder" }).click();
  // The code step appears once the code has been sent.
  await expect(page.getByLabel("Doğrulama kodu")).toBeVisible();
  const real = await outboxCode(page, email);
  await page.getByLabel("Doğrulama kodu").fill(real === "123456" ? "654321" : "123456");
  await page.getByRole("button", { name: "Giriş yap" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Girdiğiniz kod hatalı");
  await expect(alert).toBeFocused();
  await page.getByLabel("Doğrulama kodu").fill(real);
  await page.getByRole("button", { name: "Giriş yap" }).click();
  await expect(page.getByLabel("Ad", { exact: true })).toBeVisible();
});

test("the phone form offers country codes and Turkish formatting", async ({ page }, testInfo) => {
  // A number of its own per project and run: codes to one number are rate-limited.
  const digits = String(Date.now()).slice(-7);
  const operator = testInfo.project.name === "mobile" ? "533" : "532";
  const national = `0${operator} ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
  await page.goto("/login?method=phone");
  const country = page.getByLabel("Ülke kodu");
  await expect(country).toHaveValue("TR");
  await page.getByLabel("Cep telefonu numarası").fill(national);
  await page.getByRole("button", { name: "Kod gönder" }).click();
  await expect(
    page.getByText(`+90 ${operator} ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`),
  ).toBeVisible();
});

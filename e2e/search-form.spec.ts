import { expect, gotoHydrated, test } from "./fixtures";
import { dashedIn, isoIn } from "../tests/support/dates";

test("search from the home page: choose an airport from the suggestions with the keyboard, pick dates, see cars", async ({
  page,
  isMobile,
}) => {
  await gotoHydrated(page, "/");
  const form = page.getByRole("form", { name: "Araç kiralama araması" });
  const pickup = form.getByRole("combobox", { name: "Alış yeri" });
  await pickup.fill("antalya hav");
  const suggestions = form.getByRole("listbox", { name: "Alış yeri" });
  await expect(suggestions.getByRole("option").first()).toBeVisible();
  await pickup.press("ArrowDown");
  await expect(pickup).toHaveAttribute("aria-activedescendant", /.+/);
  await pickup.press("Enter");
  await expect(pickup).toHaveValue(/Antalya.*\(AYT\)/);
  await form.getByLabel("Alış tarihi").fill(isoIn(20));
  await form.getByLabel("İade tarihi").fill(isoIn(23));
  await form.getByRole("button", { name: "Araç ara" }).click();

  await expect(page).toHaveURL(
    new RegExp(
      `/arac-kiralama/search\\?p_p=[\\d.]+%2C[\\d.]+&pid=apt%3AAYT&p_d=${dashedIn(20)}&d_d=${dashedIn(23)}&p_t=10%3A00&d_t=10%3A00&a=30$`,
    ),
  );
  await expect(page.getByTestId("offer").first()).toBeVisible();
  // On a phone the search is one line of the sticky bar, the airport by its code.
  await expect(page.locator(isMobile ? ".results-bar" : ".summary")).toContainText(isMobile ? "AYT" : "Antalya");

  // The results page keeps the search editable: the place is remembered, only the return moves.
  await page.getByRole("button", { name: /Aramayı değiştir/ }).click();
  const again = page.getByRole("form", { name: "Araç kiralama araması" });
  await expect(again.getByRole("combobox", { name: "Alış yeri" })).toHaveValue(/Antalya/);
  await again.getByLabel("İade tarihi").fill(isoIn(25));
  await again.getByRole("button", { name: "Araç ara" }).click();
  await expect(page).toHaveURL(new RegExp(`d_d=${dashedIn(25)}`));
  await expect(page.getByTestId("offer").first()).toBeVisible();
});

test("the form refuses a return before the pickup, in the page's language", async ({ page }) => {
  await gotoHydrated(page, "/");
  const form = page.getByRole("form", { name: "Araç kiralama araması" });
  await form.getByRole("combobox", { name: "Alış yeri" }).fill("Antalya");
  await form.getByLabel("Alış tarihi").fill(isoIn(23));
  await form.getByLabel("İade tarihi").fill(isoIn(20));
  await form.getByRole("button", { name: "Araç ara" }).click();
  await expect(form.getByRole("alert")).toHaveText("İade, alıştan sonra olmalıdır.");
  await expect(page).toHaveURL("/");
});

test("without JavaScript the typed place and dates become a results URL", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/arac-kiralama");
  const form = page.getByRole("form", { name: "Araç kiralama araması" });
  await form.getByRole("combobox", { name: "Alış yeri" }).fill("Antalya Havalimanı");
  await form.getByLabel("Alış tarihi").fill(isoIn(20));
  await form.getByLabel("İade tarihi").fill(isoIn(23));
  await form.getByRole("button", { name: "Araç ara" }).click();
  await expect(page).toHaveURL(/p_p=/);
  const search = new URL(page.url()).searchParams;
  expect(search.get("pid")).toBe("apt:AYT");
  expect(search.get("p_p")).toMatch(/^[\d.]+,[\d.]+$/);
  expect([search.get("p_d"), search.get("d_d"), search.get("a")]).toEqual([dashedIn(20), dashedIn(23), "30"]);
  expect(search.has("pq")).toBe(false);
  await expect(page.getByTestId("offer").first()).toBeVisible();
  await context.close();
});

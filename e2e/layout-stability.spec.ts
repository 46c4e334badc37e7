import { dashedIn as day } from "../tests/support/dates";
import { expect, gotoHydrated, test } from "./fixtures";
import { expectNoLayoutShift } from "./layout-shift";

// Issue #18's "CLS 0" beyond the home pages (e2e/home-hero.spec.ts): the results and the product
// page load, hydrate, stream and lazy-load their pictures without moving anything, on a phone and
// a desktop; and the first flight is on a phone's first screen like the first car
// (e2e/results-phone.spec.ts).
const CARS = `/search?p_p=41.2619,28.7419&pid=apt:IST&p_d=${day(20)}&d_d=${day(23)}&a=35`;
const FLIGHTS = `/en/search/flight?p_p=IST&d_p=AYT&ppt=airport&dpt=airport&p_d=${day(21)}&pa=1`;

test("the car results do not shift as they load, hydrate and scroll (CLS 0)", async ({ page }) => {
  await gotoHydrated(page, CARS);
  await expect(page.getByTestId("offer").first()).toBeVisible();
  await expectNoLayoutShift(page);
});

test("the product page does not shift as it loads, hydrates and scrolls (CLS 0)", async ({ page }) => {
  await gotoHydrated(page, CARS);
  const href = await page.getByTestId("offer").first().getByRole("link", { name: "Seç" }).getAttribute("href");
  await gotoHydrated(page, href!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoLayoutShift(page);
});

test("the flight results do not shift (CLS 0), and a phone shows the first flight on its first screen", async ({
  page,
  isMobile,
}) => {
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, FLIGHTS);
  const first = page.getByTestId("flight").first();
  await expect(first).toBeVisible();
  if (isMobile) expect((await first.boundingBox())!.y).toBeLessThan(844);
  await expectNoLayoutShift(page);
});

import type { Page } from "@playwright/test";

/**
 * The results' filters and sorting as a test reaches them: in the sidebar on a desktop, in the
 * sheets of the sticky bar on a phone (docs/results-phone.md). Names are the page language's.
 */
export async function openFilters(page: Page, isMobile: boolean, filters: string) {
  if (isMobile) await page.getByRole("button", { name: new RegExp(`^${filters}`) }).click();
}

/** Closes the filter sheet on a phone (Escape), so the list is reachable again. */
export async function closeFilters(page: Page, isMobile: boolean) {
  if (isMobile) await page.keyboard.press("Escape");
}

/** Chooses an order: the sidebar's select, or on a phone the radio of the Sort sheet (which closes). */
export async function chooseSort(
  page: Page,
  isMobile: boolean,
  labels: { sort: string; sortBy: string },
  value: string,
) {
  if (!isMobile) {
    await page.getByRole("combobox", { name: labels.sortBy }).selectOption(value);
    return;
  }
  await page.getByRole("button", { name: labels.sort, exact: true }).click();
  await page.getByRole("dialog", { name: labels.sortBy }).locator(`input[type="radio"][value="${value}"]`).check();
}

/** Dates relative to today for tests in workerd and in the browser: plain code, no runtime imports. */

/** "YYYY-MM-DD", `days` from now (UTC). */
export const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** "DD-MM-YYYY" (the search URL's format), `days` from now (UTC). */
export const dashedIn = (days: number) => isoIn(days).split("-").reverse().join("-");

/** "YYYY-MM-DD", `days` from today in the shop's time zone (Europe/Istanbul), as the pages count. */
export const shopIsoIn = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(Date.now() + days * 86_400_000);

/** "DD-MM-YYYY", `days` from today in the shop's time zone: the dates a page fills in by itself. */
export const shopDashedIn = (days: number) => shopIsoIn(days).split("-").reverse().join("-");

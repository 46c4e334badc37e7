/** The dates a landing page's car search form starts with (plain code: server and browser). */
import { dashedDateAfter } from "~/lib/dates";
import type { Locale } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";

/** Pickup a week ahead, return three days later: the dates a landing page's search form starts with. */
const FORM_LEAD_DAYS = 7;
const FORM_RENTAL_DAYS = 3;

/** The pickup and return dates and times a landing page's search form starts with. */
export function formDates(today: string) {
  return {
    pickupDate: dashedDateAfter(today, FORM_LEAD_DAYS),
    dropoffDate: dashedDateAfter(today, FORM_LEAD_DAYS + FORM_RENTAL_DAYS),
    pickupTime: "10:00",
    dropoffTime: "10:00",
  };
}

/** Where a landing page's car search form starts from: the dates ahead, the age searched last, the page's place. */
export function carSearchForm(
  seo: { readonly locale: Locale; readonly today: string },
  age: number | undefined,
  pickup?: { text: string; point: string; placeId: string },
) {
  return {
    action: hrefFor("car-search", seo.locale),
    today: seo.today,
    values: { ...formDates(seo.today), ...(age === undefined ? {} : { age }), ...(pickup ? { pickup } : {}) },
  };
}

/**
 * Data layer events of the car search (spec section 7), as pure builders. Reporting rules
 * (spec section 9): prices and deposits in major units (minor ÷ 100), distances in metres (km × 1000).
 */
import { calendarDaysBetween, dashedToIso, parseDashedDate, parseLocalDateTime } from "~/lib/dates";
import type { ListOffer } from "~/lib/list-offer";
import type { DataLayerEvent } from "./data-layer";

/** The Main API's rental days start after a 59-minute grace period (docs/api/main-api.md). */
const GRACE_MINUTES = 59;

export interface CarSearchReport {
  readonly pickup: SearchEnd & {
    /** ISO 3166 country of the pickup place, when known. */
    readonly country: string | null;
  };
  readonly dropoff: SearchEnd;
}

interface SearchEnd {
  /** The place's name, or its "lat,lon" when it has none. */
  readonly location: string;
  /** DD-MM-YYYY, as in the search URL. */
  readonly date: string;
  /** HH:mm. */
  readonly time: string;
}

/** "05-07-2027" and "10:30" as minutes since the epoch, read as UTC (only differences matter). */
function minutesOf(date: string, time: string): number {
  const local = parseLocalDateTime(`${dashedToIso(date)}T${time}`);
  return local ? Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) / 60_000 : Number.NaN;
}

/** Rental days as the Main API counts them: every started 24 hours after the grace period, at least 1. */
export function rentalDayCount(pickup: SearchEnd, dropoff: SearchEnd): number {
  const minutes = minutesOf(dropoff.date, dropoff.time) - minutesOf(pickup.date, pickup.time);
  return Math.max(1, Math.ceil((minutes - GRACE_MINUTES) / 1440));
}

/** Whole days from `now`'s date (in the browser's calendar) to the pickup date; 0 for a pickup today. */
export function daysUntil(pickupDate: string, now: Date): number {
  const pickup = parseDashedDate(pickupDate);
  const today = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  return pickup ? Math.max(0, calendarDaysBetween(today, pickup)) : 0;
}

/**
 * "car search": where and when, the rental days (at least 1), the pickup country and the time to
 * rent (whole days from now to the pickup date).
 */
export function carSearchEvent(report: CarSearchReport, now: Date): DataLayerEvent {
  const { pickup, dropoff } = report;
  return {
    event: "car_search",
    pickup_location: pickup.location,
    dropoff_location: dropoff.location,
    pickup_date: pickup.date,
    dropoff_date: dropoff.date,
    pickup_hour: pickup.time,
    dropoff_hour: dropoff.time,
    day_count: rentalDayCount(pickup, dropoff),
    pickup_country: pickup.country,
    time_to_rent: daysUntil(pickup.date, now),
  };
}

/** One offer as an analytics item (GA4 item fields, plus the car rental's own). */
function carOfferItem(offer: ListOffer, index: number) {
  const { car } = offer;
  return {
    item_id: offer.code,
    item_name: `${car.brand} ${car.model}`,
    item_brand: offer.vendor.name,
    item_category: car.class,
    item_variant: offer.packageName,
    price: offer.total.amount / 100,
    currency: offer.total.currency,
    deposit: offer.deposit.amount / 100,
    distance: Math.round(offer.office.distanceKm * 1000),
    index,
    quantity: 1,
  };
}

/** "view item list": the offers shown, in the order shown. */
export function viewCarListEvent(offers: readonly ListOffer[]): DataLayerEvent {
  return {
    event: "view_item_list",
    ecommerce: {
      item_list_id: "car_search_results",
      item_list_name: "Car search results",
      items: offers.map(carOfferItem),
    },
  };
}

/** "search settings update": the visitor's country and the driver age searched. */
export function searchSettingsUpdateEvent(update: { countryCode: string; age: number }): DataLayerEvent {
  return { event: "search_settings_update", country_code: update.countryCode, age: update.age };
}

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetAnalytics, withAnalyticsAllowed } from "~/../tests/support/analytics-consent";
import type { ListOffer } from "~/lib/list-offer";
import { listOffer } from "~/../tests/support/list-offers";
import {
  carSearchEvent,
  daysUntil,
  rentalDayCount,
  searchSettingsUpdateEvent,
  viewCarListEvent,
} from "./car-search-events";
import { pushDataLayer } from "./data-layer";

function offer(code: string, total: number, deposit: number, distanceKm: number): ListOffer {
  const eur = (amount: number) => ({ amount, currency: "EUR" });
  return listOffer({
    code,
    car: { brand: "Renault", model: "Clio", className: "Economy", fuel: "petrol" },
    vendor: { rating: { point: 8.4, participants: 120 } },
    office: { name: "Terminal", distanceKm },
    packageName: "goldPackage",
    total: eur(total),
    perDay: eur(Math.round(total / 3)),
    serviceFee: eur(1_500),
    deposit: eur(deposit),
    cancellation: { freeUntil: null, lateFeePermille: 250 },
  });
}

const end = (date: string, time: string) => ({ location: "Istanbul Airport", date, time });

beforeEach(withAnalyticsAllowed);

afterEach(() => {
  forgetAnalytics();
});

describe("car search event", () => {
  it("reports places, dates, hours, rental days, pickup country and days until the pickup", () => {
    const event = carSearchEvent(
      {
        pickup: { ...end("05-07-2027", "10:00"), country: "TR" },
        dropoff: { location: "Antalya Airport", date: "08-07-2027", time: "09:30" },
      },
      new Date(2027, 6, 1, 23, 45),
    );
    expect(event).toEqual({
      event: "car_search",
      pickup_location: "Istanbul Airport",
      dropoff_location: "Antalya Airport",
      pickup_date: "05-07-2027",
      dropoff_date: "08-07-2027",
      pickup_hour: "10:00",
      dropoff_hour: "09:30",
      day_count: 3,
      pickup_country: "TR",
      time_to_rent: 4,
    });
  });

  it("counts rental days like the Main API: every started 24 hours after 59 minutes' grace, at least 1", () => {
    expect(rentalDayCount(end("05-07-2027", "10:00"), end("08-07-2027", "10:59"))).toBe(3);
    expect(rentalDayCount(end("05-07-2027", "10:00"), end("08-07-2027", "11:00"))).toBe(4);
    expect(rentalDayCount(end("05-07-2027", "10:00"), end("05-07-2027", "12:00"))).toBe(1);
    // Across a month and a year end.
    expect(rentalDayCount(end("30-12-2027", "10:00"), end("02-01-2028", "10:00"))).toBe(3);
  });

  it("counts the time to rent in calendar days, 0 for a pickup today", () => {
    expect(daysUntil("01-07-2027", new Date(2027, 6, 1, 8, 0))).toBe(0);
    expect(daysUntil("02-07-2027", new Date(2027, 6, 1, 23, 59))).toBe(1);
    expect(daysUntil("01-08-2027", new Date(2027, 6, 1, 0, 1))).toBe(31);
  });
});

describe("view item list event", () => {
  it("lists the offers shown with prices and deposits in major units and distances in metres", () => {
    const event = viewCarListEvent([offer("C1", 1_234_550, 750_000, 1.2346), offer("C2", 99_999, 0, 0)]);
    expect(event).toEqual({
      event: "view_item_list",
      ecommerce: {
        item_list_id: "car_search_results",
        item_list_name: "Car search results",
        items: [
          {
            item_id: "C1",
            item_name: "Renault Clio",
            item_brand: "Anadolu Rent",
            item_category: "economy",
            item_variant: "goldPackage",
            price: 12_345.5,
            currency: "EUR",
            deposit: 7_500,
            distance: 1_235,
            index: 0,
            quantity: 1,
          },
          expect.objectContaining({ item_id: "C2", price: 999.99, deposit: 0, distance: 0, index: 1 }),
        ],
      },
    });
  });
});

describe("search settings update event", () => {
  it("reports the visitor's country and the driver age", () => {
    expect(searchSettingsUpdateEvent({ countryCode: "DE", age: 30 })).toEqual({
      event: "search_settings_update",
      country_code: "DE",
      age: 30,
    });
  });

  it("reaches the data layer the tag manager reads", () => {
    pushDataLayer(searchSettingsUpdateEvent({ countryCode: "TR", age: 45 }));
    expect(window.dataLayer).toEqual([{ event: "search_settings_update", country_code: "TR", age: 45 }]);
  });
});

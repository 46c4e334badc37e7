import { describe, expect, it } from "vitest";
import { flightItem } from "~/../shared/contract/main-api/flight";
import { addFlightsToCartEvent, flightSearchEvent, viewFlightListEvent } from "./flight-search-events";

const flight = flightItem.parse({
  code: "F1H91B4D1907060",
  searchID: "s",
  direction: "outbound",
  flightType: "round_trip",
  cabinType: "business",
  stop: 0,
  provider: { code: "direct-PC" },
  segments: [
    {
      origin: { code: "IST", name: "İstanbul Havalimanı", cityName: "İstanbul", countryCode: "TR" },
      destination: { code: "AYT", name: "Antalya Havalimanı", cityName: "Antalya", countryCode: "TR" },
      marketingAirline: { code: "PC", displayName: "Pegasus" },
      flightNumber: "PC538",
      departure: "2027-03-20T08:50",
      arrival: "2027-03-20T09:55",
      durationMinutes: 65,
    },
  ],
  durationMinutes: 65,
  selectedBrand: {
    code: "BUSINESS",
    name: "Business",
    cabin: "business",
    checkedBaggageKg: 30,
    cabinBaggageKg: 8,
    changeable: true,
    refundable: false,
    seatSelection: true,
  },
  seatsLeft: 5,
  pricing: {
    payment: {
      total: { amount: 1_234_550, currency: "TRY" },
      currency: "TRY",
      perPassenger: [{ type: "adult", count: 1, fare: { amount: 1_234_550, currency: "TRY" } }],
    },
  },
  search: { departDate: "20-03-2027", returnDate: "27-03-2027" },
});

describe("flight analytics", () => {
  it("reports a search with cities, dotted dates, the party, Business/Economy, the trip type and non-stop", () => {
    expect(
      flightSearchEvent({
        from: "İstanbul",
        to: "Antalya",
        departDate: "20-03-2027",
        returnDate: "27-03-2027",
        passengers: 4,
        cabin: "business",
        nonStop: true,
      }),
    ).toEqual({
      event: "flight_search",
      origin: "İstanbul",
      destination: "Antalya",
      departure_date: "20.03.2027",
      return_date: "27.03.2027",
      passenger_count: 4,
      cabin_class: "Business",
      trip_type: "round trip",
      non_stop: true,
    });
    const oneWay = flightSearchEvent({
      from: "IST",
      to: "AYT",
      departDate: "01-04-2027",
      returnDate: null,
      passengers: 1,
      cabin: "economy",
      nonStop: false,
    });
    expect(oneWay).toMatchObject({ trip_type: "one way", cabin_class: "Economy", return_date: null });
  });

  it("lists flights and adds them to the cart under the flight event names, prices in major units", () => {
    const list = viewFlightListEvent([flight], "outbound");
    expect(list.event).toBe("flight_view_item_list");
    expect(list).toMatchObject({
      ecommerce: {
        items: [
          {
            item_id: "F1H91B4D1907060",
            item_name: "PC538 IST-AYT",
            item_brand: "Pegasus",
            item_category: "Business",
            item_category2: "round trip",
            item_variant: "BUSINESS",
            departure_date: "20.03.2027",
            price: 12_345.5,
          },
        ],
      },
    });
    const cart = addFlightsToCartEvent([
      { flight, brand: { code: "BUSINESS", total: 1_234_550 } },
      { flight, brand: { code: "BUSINESS_FLEX", total: 1_500_000 } },
    ]);
    expect(cart).toMatchObject({ event: "flight_add_to_cart", ecommerce: { currency: "TRY", value: 27_345.5 } });
  });
});

/**
 * Data layer events of the flight search and its results (spec section 7), as pure builders.
 * Flight purchases are reported under their own event names (spec section 4): `flight_search`,
 * `flight_view_item_list`, `flight_view_item`, `flight_add_to_cart`. Reporting rules (spec section
 * 9): prices in major units (minor ÷ 100), cabin "Business" or "Economy", trip type "round trip"
 * or "one way", dates with dots (20.03.2027).
 */
import type { FlightItem } from "~/../shared/contract/main-api/flight";
import type { DataLayerEvent } from "./data-layer";

type Cabin = "economy" | "business";

export interface FlightSearchReport {
  /** The origin and destination cities (their IATA codes when no flight named them). */
  readonly from: string;
  readonly to: string;
  /** DD-MM-YYYY, as in the search URL. */
  readonly departDate: string;
  readonly returnDate: string | null;
  readonly passengers: number;
  readonly cabin: Cabin;
  readonly nonStop: boolean;
}

const cabinName = (cabin: Cabin) => (cabin === "business" ? "Business" : "Economy");
/** "20-03-2027" → "20.03.2027". */
const dottedDate = (dashed: string) => dashed.replaceAll("-", ".");

/** "flight search": cities, dates, passenger count, class, trip type and the non-stop flag. */
export function flightSearchEvent(report: FlightSearchReport): DataLayerEvent {
  return {
    event: "flight_search",
    origin: report.from,
    destination: report.to,
    departure_date: dottedDate(report.departDate),
    return_date: report.returnDate === null ? null : dottedDate(report.returnDate),
    passenger_count: report.passengers,
    cabin_class: cabinName(report.cabin),
    trip_type: report.returnDate === null ? "one way" : "round trip",
    non_stop: report.nonStop,
  };
}

/** A flight as an analytics item, in its brand (the cheapest one until another is chosen). */
function flightItemFields(flight: FlightItem, brand: { code: string; total: number }, index: number) {
  const first = flight.segments[0]!;
  const last = flight.segments.at(-1)!;
  return {
    item_id: flight.code,
    item_name: `${flight.segments.map((segment) => segment.flightNumber).join("+")} ${first.origin.code}-${last.destination.code}`,
    item_brand: first.marketingAirline.displayName,
    item_category: cabinName(flight.cabinType),
    item_category2: flight.flightType === "round_trip" ? "round trip" : "one way",
    item_category3: flight.direction,
    item_variant: brand.code,
    departure_date: dottedDate(first.departure.slice(0, 10).split("-").reverse().join("-")),
    price: brand.total / 100,
    currency: "TRY",
    index,
    quantity: 1,
  };
}

const ownBrand = (flight: FlightItem) => ({
  code: flight.selectedBrand.code,
  total: flight.pricing.payment.total.amount,
});

/** "view item list": the flights shown (outbound or return list), in the order shown. */
export function viewFlightListEvent(flights: readonly FlightItem[], direction: "outbound" | "inbound"): DataLayerEvent {
  return {
    event: "flight_view_item_list",
    ecommerce: {
      item_list_id: `flight_results_${direction}`,
      item_list_name: direction === "outbound" ? "Flight results" : "Flight results, return",
      items: flights.map((flight, index) => flightItemFields(flight, ownBrand(flight), index)),
    },
  };
}

/** "view item": the chosen flight with its fare brands offered. */
export function viewFlightEvent(flight: FlightItem): DataLayerEvent {
  const brand = ownBrand(flight);
  return {
    event: "flight_view_item",
    ecommerce: { currency: "TRY", value: brand.total / 100, items: [flightItemFields(flight, brand, 0)] },
  };
}

/** "add to cart": the flight(s) going into the basket, each in its chosen brand. */
export function addFlightsToCartEvent(
  chosen: readonly { readonly flight: FlightItem; readonly brand: { code: string; total: number } }[],
): DataLayerEvent {
  return {
    event: "flight_add_to_cart",
    ecommerce: {
      currency: "TRY",
      value: chosen.reduce((sum, { brand }) => sum + brand.total, 0) / 100,
      items: chosen.map(({ flight, brand }, index) => flightItemFields(flight, brand, index)),
    },
  };
}

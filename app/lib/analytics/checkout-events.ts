/**
 * Data layer events of the car booking (spec section 7: view item, add to cart, begin checkout,
 * add shipping info, add payment info, purchase), as pure builders. Prices are reported in major
 * units (minor ÷ 100, spec section 9); extras are items of their own.
 */
import type { DataLayerEvent } from "./data-layer";

/** The car (and its extras) being bought, in minor units. */
export interface CartLine {
  readonly code: string;
  readonly name: string;
  readonly vendor: string;
  readonly carClass: string;
  readonly carPackage: string;
  /** The car's price without extras. */
  readonly price: number;
  readonly currency: string;
  readonly extras: readonly {
    readonly code: string;
    readonly name: string;
    readonly quantity: number;
    readonly total: number;
  }[];
}

const major = (minor: number) => minor / 100;

function items(line: CartLine) {
  return [
    {
      item_id: line.code,
      item_name: line.name,
      item_brand: line.vendor,
      item_category: line.carClass,
      item_variant: line.carPackage,
      price: major(line.price),
      quantity: 1,
    },
    ...line.extras.map((extra) => ({
      item_id: extra.code,
      item_name: extra.name,
      item_brand: line.vendor,
      item_category: "extra",
      price: major(Math.round(extra.total / Math.max(1, extra.quantity))),
      quantity: extra.quantity,
    })),
  ];
}

const value = (line: CartLine) => major(line.price + line.extras.reduce((sum, extra) => sum + extra.total, 0));

function ecommerce(event: string, line: CartLine, extra: Record<string, unknown> = {}): DataLayerEvent {
  return { event, ecommerce: { currency: line.currency, value: value(line), items: items(line), ...extra } };
}

export const viewItemEvent = (line: CartLine) => ecommerce("view_item", line);
export const addToCartEvent = (line: CartLine) => ecommerce("add_to_cart", line);
export const beginCheckoutEvent = (line: CartLine, coupon: string | null) =>
  ecommerce("begin_checkout", line, coupon ? { coupon } : {});
/** For a car rental the "shipping" step is the driver's details. */
export const addShippingInfoEvent = (line: CartLine) =>
  ecommerce("add_shipping_info", line, { shipping_tier: "driver" });
export const addPaymentInfoEvent = (line: CartLine, installments: number) =>
  ecommerce("add_payment_info", line, { payment_type: "creditCard", installments });

/** The purchase, and "checkout completed" with the pickup country (spec section 7). */
export function purchaseEvents(
  line: CartLine,
  purchase: { reservationId: string; paid: number; coupon: string | null; pickupCountry: string | null },
): DataLayerEvent[] {
  return [
    {
      event: "purchase",
      ecommerce: {
        transaction_id: purchase.reservationId,
        currency: line.currency,
        value: major(purchase.paid),
        ...(purchase.coupon ? { coupon: purchase.coupon } : {}),
        items: items(line),
      },
    },
    { event: "checkout_completed", rezid: purchase.reservationId, pickup_country: purchase.pickupCountry },
  ];
}

/**
 * A flight booking's lines: one per chosen flight (a round trip has two), in minor units. Flight
 * purchases are reported under their own event names (spec section 4), so the car funnel's
 * figures stay the car's.
 */
export interface FlightCartLine {
  readonly flights: readonly {
    readonly code: string;
    /** "IST-AYT", the route flown. */
    readonly route: string;
    readonly airline: string;
    readonly brand: string;
    readonly cabin: "economy" | "business";
    readonly price: number;
  }[];
  readonly passengers: number;
}

function flightEcommerce(event: string, line: FlightCartLine, extra: Record<string, unknown> = {}): DataLayerEvent {
  return {
    event,
    ecommerce: {
      currency: "TRY",
      value: major(line.flights.reduce((sum, flight) => sum + flight.price, 0)),
      items: line.flights.map((flight) => ({
        item_id: flight.code,
        item_name: flight.route,
        item_brand: flight.airline,
        // Reported as the spec's words: "Business" or "Economy".
        item_category: flight.cabin === "business" ? "Business" : "Economy",
        item_variant: flight.brand,
        price: major(flight.price),
        quantity: 1,
      })),
      passengers: line.passengers,
      ...extra,
    },
  };
}

export const flightBeginCheckoutEvent = (line: FlightCartLine) => flightEcommerce("flight_begin_checkout", line);
export const flightPassengerInfoEvent = (line: FlightCartLine) => flightEcommerce("flight_add_passenger_info", line);
export const flightPaymentInfoEvent = (line: FlightCartLine, installments: number) =>
  flightEcommerce("flight_add_payment_info", line, { payment_type: "creditCard", installments });
export const flightPurchaseEvent = (line: FlightCartLine, purchase: { reservationId: string; paid: number }) =>
  flightEcommerce("flight_purchase", line, { transaction_id: purchase.reservationId, value: major(purchase.paid) });

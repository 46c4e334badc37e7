/**
 * The flight part of an order as the checkout, the confirmation and the booking page read it:
 * the chosen flights (outbound first), who travels, and the days the rules are judged on.
 */
import type { Order, OrderItem } from "~/lib/upstream-types";
import { PASSENGER_TYPES, type PassengerType } from "./passenger-rules";

type FlightProduct = Extract<OrderItem["product"], { type: "flight" }>;
type FlightSegment = FlightProduct["segments"][number];

/** One chosen flight (a direction) of the basket, with its fare brand and price. */
export interface ChosenFlight {
  readonly itemId: string;
  readonly code: string;
  readonly searchID: string;
  readonly direction: FlightProduct["direction"];
  readonly cabin: FlightProduct["cabinType"];
  readonly brand: FlightProduct["selectedBrand"];
  readonly segments: readonly FlightSegment[];
  /** For all passengers, in minor units (TRY). */
  readonly price: number;
}

const isPassengerType = (type: string): type is PassengerType => PASSENGER_TYPES.some((known) => known === type);

function chosenFlight(item: OrderItem): ChosenFlight | null {
  const product = item.product;
  if (product.type !== "flight") return null;
  return {
    itemId: item.id,
    code: product.code,
    searchID: product.searchID,
    direction: product.direction,
    cabin: product.cabinType,
    brand: product.selectedBrand,
    segments: product.segments,
    price: item.price.amount,
  };
}

/** The order's flights with a status in `statuses`, outbound before inbound. */
function flightsOf(order: Order, statuses: readonly OrderItem["status"][]): ChosenFlight[] {
  return order.items
    .filter((item) => statuses.includes(item.status))
    .map(chosenFlight)
    .filter((flight) => flight !== null)
    .sort((a, b) => Number(a.direction === "inbound") - Number(b.direction === "inbound"));
}

/** The flights being bought: pending or held. */
export const basketFlights = (order: Order) => flightsOf(order, ["pending", "reserved"]);
/** Flights that left the basket (to rebuild their search). */
export const removedFlights = (order: Order) => flightsOf(order, ["removed"]);
/** The flights of a completed booking (and those cancelled since). */
export const bookedFlights = (order: Order) => flightsOf(order, ["reserved", "cancelled"]);

/** Everyone travelling, one entry per person: adults, students, children, then infants. */
export function partyOf(order: Order): PassengerType[] {
  // The basket's flight, or the one that left it (to search again for the same party).
  const flightItems = order.items.filter((candidate) => candidate.product.type === "flight");
  const item =
    flightItems.find((candidate) => candidate.status === "pending" || candidate.status === "reserved") ??
    flightItems.at(-1);
  if (item?.product.type !== "flight") return [];
  const counts = new Map<PassengerType, number>();
  for (const { type, count } of item.product.passengers) {
    if (isPassengerType(type)) counts.set(type, (counts.get(type) ?? 0) + Math.max(0, count));
  }
  return PASSENGER_TYPES.flatMap((type) => Array.from({ length: counts.get(type) ?? 0 }, () => type));
}

/** The local date ("YYYY-MM-DD") the last flight lands: ages and passports are judged on it. */
export function lastFlightDate(flights: readonly ChosenFlight[]): string {
  const last = flights.at(-1)?.segments.at(-1);
  return (last?.arrival ?? last?.departure ?? "").slice(0, 10);
}

/** The journey's first and last airports and the dates, for headings and the car offer. */
export function journeyOf(flights: readonly ChosenFlight[]) {
  const outbound = flights[0];
  const inbound = flights.find((flight) => flight.direction === "inbound");
  const first = outbound?.segments[0];
  const arrival = outbound?.segments.at(-1);
  return {
    origin: first?.origin ?? null,
    destination: arrival?.destination ?? null,
    /** Local arrival at the destination, "2027-03-20T09:55". */
    arrivesAt: arrival?.arrival ?? null,
    /** Local departure of the way back, when there is one. */
    returnsAt: inbound?.segments[0]?.departure ?? null,
  };
}

/**
 * Which bookings get a trip card, and what a card's list entry says: pure functions of the
 * order (docs/offline-trip-card.md). A trip is "upcoming" until the day after it ends, judged by
 * calendar dates in the shop's zone: the booked times are local to offices and airports in other
 * zones, and a day of slack keeps a card on the device until the traveller is home.
 */
import { addCalendarDays, isoDate, parseIsoDate, shopToday } from "~/lib/dates";
import type { Order, StoredCarProduct } from "~/lib/upstream-types";

type FlightProduct = Extract<Order["items"][number]["product"], { type: "flight" }>;

export interface TripEntry {
  readonly orderId: string;
  readonly reservationId: string;
  readonly kind: "car" | "flight";
  /** Car: brand and model with the rental company; flight: the first and last airport codes. */
  readonly title: string;
  /** Local start (pickup, first departure), "2027-03-20T08:50". */
  readonly startsAt: string;
  /** Local end (return, last arrival). */
  readonly endsAt: string;
}

/**
 * The booked car of an order: the reserved one, or with `cancelled` also a cancelled one (a card
 * opened after cancelling says so); undefined for a flight or a car changed away.
 */
export function bookedCar(order: Order, { cancelled = false } = {}): StoredCarProduct | undefined {
  const statuses: readonly string[] = cancelled ? ["reserved", "cancelled"] : ["reserved"];
  const item = order.items.find((candidate) => statuses.includes(candidate.status) && candidate.product.type === "car");
  return item?.product.type === "car" ? item.product : undefined;
}

function bookedFlights(order: Order): FlightProduct[] {
  return order.items
    .filter((item) => item.status === "reserved")
    .map((item) => item.product)
    .filter((product) => product.type === "flight")
    .sort((a, b) => Number(a.direction === "inbound") - Number(b.direction === "inbound"));
}

/** A completed booking's card entry; null for an open or cancelled order or one with nothing booked. */
function tripEntry(order: Order): TripEntry | null {
  if (order.status !== "completed" || !order.reservationId) return null;
  const car = bookedCar(order);
  if (car) {
    return {
      orderId: order.id,
      reservationId: order.reservationId,
      kind: "car",
      title: `${car.details.car.brand} ${car.details.car.model} · ${car.details.car.vendor.displayName}`,
      startsAt: car.appointment.checkInDateTime,
      endsAt: car.appointment.checkOutDateTime,
    };
  }
  const flights = bookedFlights(order);
  const first = flights[0]?.segments[0];
  const outboundLast = flights[0]?.segments.at(-1);
  const last = flights.at(-1)?.segments.at(-1);
  if (!first || !outboundLast || !last) return null;
  return {
    orderId: order.id,
    reservationId: order.reservationId,
    kind: "flight",
    title: `${first.origin.code} → ${outboundLast.destination.code}`,
    startsAt: first.departure,
    endsAt: last.arrival,
  };
}

/** Whether a trip ending at local `endsAt` is still upcoming (or under way) at `now`. */
export function isUpcoming(endsAt: string, now: number | Date = Date.now()): boolean {
  const today = parseIsoDate(shopToday(now));
  if (!today) return false;
  return endsAt.slice(0, 10) >= isoDate(addCalendarDays(today, -1));
}

/** The upcoming trips among `orders`, soonest first, each order once. */
export function upcomingTrips(orders: readonly Order[], now: number | Date = Date.now()): TripEntry[] {
  const seen = new Set<string>();
  return orders
    .map(tripEntry)
    .filter((entry): entry is TripEntry => entry !== null && isUpcoming(entry.endsAt, now))
    .filter((entry) => !seen.has(entry.orderId) && Boolean(seen.add(entry.orderId)))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** A booking's document (voucher, e-ticket) through the shop's /api/v1 proxy, which adds a find grant. */
export const bookingDocumentHref = (orderId: string, file: "voucher.pdf" | "ticket.pdf") =>
  `/api/v1/order-api/order/${encodeURIComponent(orderId)}/documents/${file}`;

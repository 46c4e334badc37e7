import { parseLocalDateTime, SHOP_TIME_ZONE } from "~/../shared/dates";
import { toEpoch } from "~/../shared/zoned-dates";
import type { Order } from "~/lib/upstream-types";

export type ReservationGroup = "upcoming" | "past" | "cancelled";
export const RESERVATION_GROUPS: readonly ReservationGroup[] = ["upcoming", "past", "cancelled"];

/** One booking as the account's list shows it. */
export interface ReservationEntry {
  readonly orderId: string;
  readonly reservationId: string;
  readonly kind: "car" | "flight";
  /** The car ("Fiat Egea") or the route ("IST → ADB → IST"). */
  readonly title: string;
  /** The rental company, or the airline(s). */
  readonly provider: string;
  /** Wall-clock start and end at the office or airport ("2027-03-10T10:00"). */
  readonly start: string;
  readonly end: string;
  readonly group: ReservationGroup;
  readonly paid: number;
  readonly currency: string;
}

/** An office's or airport's wall-clock time as an instant (the shop's zone when the place's is unknown). */
export function instantOf(local: string, timeZone: string = SHOP_TIME_ZONE): number | null {
  const parsed = parseLocalDateTime(local.slice(0, 16));
  if (!parsed) return null;
  try {
    return toEpoch(parsed, timeZone);
  } catch {
    return toEpoch(parsed, SHOP_TIME_ZONE); // an unknown zone id: read in the shop's zone
  }
}

/**
 * Cancelled when the order or every booked item is; otherwise upcoming until the trip ends (a
 * rental being driven is still upcoming: its office and documents are what the traveller needs).
 */
function groupOf(order: Order, end: number | null, now: number): ReservationGroup {
  const live = order.items.some((item) => item.status === "reserved");
  if (order.status === "cancelled" || !live) return "cancelled";
  return end === null || end > now ? "upcoming" : "past";
}

/**
 * What the traveller has paid for a booking, refunds deducted. A changed booking counts what the
 * booking it replaced was paid (`credit`, the spec's "old total paid") and less what the change
 * gave back (`refundDue`); its own payments are only the difference.
 */
export function bookingPaid(order: Order): number {
  return Math.max(0, order.totals.paid.amount + order.totals.credit.amount - order.totals.refundDue.amount);
}

/** The list entry of a completed or cancelled booking, or null for anything else (an open basket). */
export function reservationEntry(order: Order, now: number): ReservationEntry | null {
  if (order.status === "open" || !order.reservationId) return null;
  const booked = order.items.filter((item) => item.status === "reserved" || item.status === "cancelled");
  const base = {
    orderId: order.id,
    reservationId: order.reservationId,
    paid: bookingPaid(order),
    currency: order.currency,
  };
  const flights = booked.flatMap((item) => (item.product.type === "flight" ? [item.product] : []));
  if (flights.length > 0) {
    const segments = flights.flatMap((flight) => flight.segments);
    const first = segments[0]!;
    const last = segments.at(-1)!;
    const stops = flights.map((flight) => flight.segments.at(-1)!.destination.code);
    return {
      ...base,
      kind: "flight",
      title: [first.origin.code, ...stops].join(" → "),
      provider: [...new Set(segments.map((segment) => segment.marketingAirline.displayName))].join(", "),
      start: first.departure,
      end: last.arrival,
      group: groupOf(order, instantOf(last.arrival), now),
    };
  }
  const car = booked.flatMap((item) => (item.product.type === "car" ? [item.product] : []))[0];
  if (!car) return null;
  const { appointment } = car;
  const returnZone = (appointment.checkOutOffice ?? appointment.checkInOffice).openingHours.timeZone;
  return {
    ...base,
    kind: "car",
    title: `${car.details.car.brand} ${car.details.car.model}`.trim(),
    provider: car.details.car.vendor.displayName,
    start: appointment.checkInDateTime,
    end: appointment.checkOutDateTime,
    group: groupOf(order, instantOf(appointment.checkOutDateTime, returnZone), now),
  };
}

/** The entries by group, each in the list's order (newest booking first). */
export function groupedEntries(orders: readonly Order[], now: number): Record<ReservationGroup, ReservationEntry[]> {
  const groups: Record<ReservationGroup, ReservationEntry[]> = { upcoming: [], past: [], cancelled: [] };
  for (const order of orders) {
    const entry = reservationEntry(order, now);
    if (entry) groups[entry.group].push(entry);
  }
  return groups;
}

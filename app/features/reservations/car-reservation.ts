import type { CancellationPolicy, Order, StoredCarProduct } from "~/lib/upstream-types";
import { instantOf, type ReservationGroup, reservationEntry } from "./reservation-entries";

/** What the car booking page knows beyond the booking summary: state, deadlines, what may be done now. */
export interface CarReservation {
  readonly orderId: string;
  readonly reservationId: string;
  readonly group: ReservationGroup;
  readonly driverName: string | null;
  readonly appointment: Pick<StoredCarProduct["appointment"], "checkInOffice" | "checkOutOffice">;
  readonly pickup: { readonly at: string; readonly timeZone: string };
  readonly policy: CancellationPolicy | null;
  /** The free cancellation's end has passed (the policy's own deadline, as priced). */
  readonly freePeriodOver: boolean;
  /** Cancel and change are offered until pickup, while the rental stands. */
  readonly actions: { readonly cancel: boolean; readonly change: boolean };
}

/** The booked (or cancelled) car item of a car booking, or undefined for a flight booking. */
export function bookedCarItem(order: Order) {
  return (
    order.items.find((item) => item.status === "reserved" && item.product.type === "car") ??
    order.items.find((item) => item.status === "cancelled" && item.product.type === "car")
  );
}

export function carReservationOf(order: Order, now: number): CarReservation | null {
  const entry = reservationEntry(order, now);
  const item = bookedCarItem(order);
  if (!entry || !item || item.product.type !== "car") return null;
  const { appointment, cancellationPolicy } = item.product;
  const timeZone = appointment.checkInOffice.openingHours.timeZone;
  const pickupAt = instantOf(appointment.checkInDateTime, timeZone);
  const beforePickup = pickupAt !== null && now < pickupAt;
  const open = entry.group === "upcoming" && item.status === "reserved" && beforePickup;
  const freeUntil = cancellationPolicy?.freeUntil
    ? instantOf(cancellationPolicy.freeUntil, cancellationPolicy.timeZone)
    : null;
  const driver = order.passengers && "driver" in order.passengers ? order.passengers.driver : null;
  return {
    orderId: order.id,
    reservationId: entry.reservationId,
    group: entry.group,
    driverName: driver ? `${driver.firstName} ${driver.lastName}` : null,
    appointment: { checkInOffice: appointment.checkInOffice, checkOutOffice: appointment.checkOutOffice },
    pickup: { at: appointment.checkInDateTime, timeZone },
    policy: cancellationPolicy ?? null,
    freePeriodOver: freeUntil !== null && now >= freeUntil,
    actions: { cancel: open, change: open },
  };
}

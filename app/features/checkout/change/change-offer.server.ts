/**
 * Finds the new offer for a booked car (the same car of the same company, else the same class
 * of the same company, else the same class) for the new dates and return place, and starts the
 * change in the Main API: a new open order for that offer which replaces the booked item.
 */
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { VisibleBooking } from "~/lib/booking-access.server";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { isUpstreamError } from "~/lib/upstream-error";
import type { Order, OrderItem } from "~/lib/upstream-types";
import { storedCar } from "../summary.server";
import type { ChangeRequest } from "./change-request";

const point = z.object({ lat: z.number(), lon: z.number() });
/** What the item keeps of the search that found it (spec: order item product.searchRequest). */
const storedSearch = z.object({ age: z.number().int(), checkInLocation: point, checkOutLocation: point.optional() });

/** The booked car rental of a booking: its one reserved car item. */
export function bookedCar(booking: VisibleBooking): OrderItem | undefined {
  return booking.order.items.find((item) => item.status === "reserved" && item.product.type === "car");
}

/** What tells one car from another: its company, model and class. */
interface CarIdentity {
  readonly vendor: { readonly id: string };
  readonly brand: string;
  readonly model: string;
  readonly class: string;
}
interface PricedCar {
  readonly details: { readonly car: CarIdentity };
  readonly pricing: { readonly display: { readonly total: { readonly amount: { readonly amount: number } } } };
}

/** The offer closest to what was booked: same car and company, then same class and company, then same class. */
export function closestOffer<Offer extends PricedCar>(car: CarIdentity, offers: readonly Offer[]): Offer | undefined {
  const cheapest = (candidates: readonly Offer[]) =>
    candidates.toSorted((a, b) => a.pricing.display.total.amount.amount - b.pricing.display.total.amount.amount)[0];
  const sameVendor = offers.filter((offer) => offer.details.car.vendor.id === car.vendor.id);
  return (
    cheapest(
      sameVendor.filter((offer) => offer.details.car.brand === car.brand && offer.details.car.model === car.model),
    ) ??
    cheapest(sameVendor.filter((offer) => offer.details.car.class === car.class)) ??
    cheapest(offers.filter((offer) => offer.details.car.class === car.class))
  );
}

export type ChangeStart =
  { readonly ok: true; readonly changeId: string } | { readonly ok: false; readonly problem: "no_offer" };

/** Searches the new dates and starts the change; `returnPoint` is the new return place, if any. */
export async function startCarChange(
  context: Readonly<RouterContextProvider>,
  booking: VisibleBooking,
  item: OrderItem,
  change: ChangeRequest,
  returnPoint: { lat: number; lon: number } | null,
): Promise<ChangeStart> {
  const { locale, country } = context.get(requestInfoContext);
  const mainApi = context.get(upstreamsContext).mainApi;
  const product = storedCar(item);
  const stored = storedSearch.safeParse(product.searchRequest);
  const office = product.appointment?.checkInOffice?.coordinates;
  const pickupPoint = stored.success ? stored.data.checkInLocation : office;
  if (!pickupPoint) return { ok: false, problem: "no_offer" };
  const bookedReturn = stored.success ? (stored.data.checkOutLocation ?? pickupPoint) : pickupPoint;
  try {
    const found = await mainApi.searchCars({
      version: "v3",
      checkInDateTime: `${change.pickupDate}T${change.pickupTime}`,
      checkOutDateTime: `${change.dropoffDate}T${change.dropoffTime}`,
      age: stored.success ? stored.data.age : 30,
      language: locale,
      currency: booking.order.currency,
      country,
      paymentType: "creditCard",
      checkInLocation: pickupPoint,
      checkOutLocation: change.returnAt === "other" && returnPoint ? returnPoint : bookedReturn,
      period: "daily",
    });
    const booked = product.details?.car;
    const offer = booked ? closestOffer(booked, found.results) : undefined;
    if (!offer) return { ok: false, problem: "no_offer" };
    const { order } = await mainApi.orders.change(
      booking.order.id,
      {
        itemId: item.id,
        code: offer.code,
        searchID: offer.searchID,
        children: item.children.map((child) => ({ code: child.product.code, quantity: child.quantity })),
      },
      { manageToken: booking.manageToken },
    );
    return { ok: true, changeId: order.id };
  } catch (error) {
    // A search the Main API refuses (dates it does not rent for, a place it does not serve) or an
    // offer gone before it was held: the traveller is told no car was found, nothing changed.
    if (isUpstreamError(error) && error.statusCode < 500) return { ok: false, problem: "no_offer" };
    throw error;
  }
}

/**
 * The change order `changeId` of this booking: an order that replaces one of the booking's items,
 * which the Main API opens to the booking's owner and to the grant holder alike. Anything else is
 * a 404, revealing nothing.
 */
export async function loadChange(
  context: Readonly<RouterContextProvider>,
  booking: VisibleBooking,
  changeId: string,
): Promise<Order> {
  try {
    const { order } = await context
      .get(upstreamsContext)
      .mainApi.orders.get(changeId, { manageToken: booking.manageToken });
    const bookedIds = new Set(booking.order.items.map((item) => item.id));
    if (order.items.some((item) => item.replacesItem !== null && bookedIds.has(item.replacesItem))) return order;
  } catch (error) {
    if (!isUpstreamError(error) || error.statusCode >= 500) throw error;
  }
  throw data(null, { status: 404 });
}

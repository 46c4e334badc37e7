import type { Order, OrderItem, StoredCarProduct } from "~/lib/upstream-types";
import { officeTimeZones } from "./after-payment";
import type { BasketSummary } from "./basket-summary";
import { searchAgainQuery } from "./search-again";

/** The car product as stored on a basket item (the product page's answer at the time it was added); empty for a flight. */
export const storedCar = (item: OrderItem): Partial<StoredCarProduct> =>
  item.product.type === "car" ? item.product : {};

/** The summary the checkout shows beside its steps; `packageName` is the package's label in the page's language. */
export function basketSummary(
  order: Order,
  item: OrderItem,
  changeHref: string,
  packageName: (code: string) => string,
): BasketSummary {
  const product = storedCar(item);
  const car = product.details?.car;
  const extras = item.children.map((child) => ({
    code: child.product.code,
    name: child.product.name,
    quantity: child.quantity,
    total: child.total?.amount ?? 0,
  }));
  // The service fee as its own line, as on the product page; the rental line is what remains.
  const serviceFee = product.pricing?.display.serviceFee.amount ?? 0;
  return {
    orderId: order.id,
    code: item.product.code,
    currency: order.currency,
    car: {
      name: `${car?.brand ?? ""} ${car?.model ?? ""}`.trim(),
      picture: car ? { brand: car.brand, model: car.model, class: car.class } : null,
      vendor: car?.vendor?.displayName ?? "",
      vendorId: car?.vendor?.id ?? "",
      carClass: car?.customClassName ?? "",
      carPackage: packageName(car?.carPackage?.name ?? ""),
      pickup: product.appointment?.checkInDateTime ?? "",
      dropoff: product.appointment?.checkOutDateTime ?? "",
      pickupOffice: product.appointment?.checkInOffice?.name ?? "",
      returnOffice: product.appointment?.checkOutOffice?.name ?? "",
      days: product.period?.amount ?? 1,
      timeZones: officeTimeZones(item),
    },
    rental: item.price.amount - extras.reduce((sum, extra) => sum + extra.total, 0) - serviceFee,
    serviceFee,
    cancellationPolicy: product.cancellationPolicy ?? null,
    extras,
    discount: order.totals.discount.amount,
    credit: order.totals.credit.amount,
    total: order.totals.total.amount,
    due: order.totals.due.amount,
    campaignCode: order.campaignCode,
    changeHref,
  };
}

/** A completed car booking as the confirmation page shows it. */
export interface Booking {
  readonly orderId: string;
  readonly reservationId: string;
  readonly currency: string;
  readonly paid: number;
  readonly car: BasketSummary["car"];
  readonly code: string;
  readonly extras: BasketSummary["extras"];
  readonly campaignCode: string | null;
  readonly pickupCountry: string | null;
  /** The car search of the booked trip (for the car offer link), or null. */
  readonly searchQuery: string | null;
}

export function bookingOf(order: Order, packageName: (code: string) => string): Booking | null {
  const item = order.items.find((candidate) => candidate.status === "reserved");
  if (!item || !order.reservationId) return null;
  const summary = basketSummary(order, item, "", packageName);
  return {
    orderId: order.id,
    reservationId: order.reservationId,
    currency: order.currency,
    paid: order.totals.paid.amount,
    car: summary.car,
    code: summary.code,
    extras: summary.extras,
    campaignCode: order.campaignCode,
    searchQuery: searchAgainQuery(storedCar(item).searchRequest)?.toString() ?? null,
    pickupCountry: storedCar(item).appointment?.checkInOffice.countryCode ?? null,
  };
}

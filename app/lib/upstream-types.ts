// Types of upstream payloads as the Worker's clients validate them, for features to read.
import type { StoredDriver, StoredPassengers } from "~/../shared/contract/main-api/orders";

export type { CancellationPolicy, CarOffer, CarProduct } from "~/../shared/contract/main-api/car";
export type {
  InstallmentInfo,
  Order,
  OrderItem,
  ReviewList,
  StoredCarProduct,
  StoredDriver,
} from "~/../shared/contract/main-api/orders";
export type { SupplierApproval, UnsubscribeLink } from "~/../shared/contract/main-api/content-pages";
export type { CarItemBody } from "~/../shared/contract/main-api/orders";
export type { InvoiceList, Limits, MyReviews, Rental } from "~/../shared/contract/main-api/account-extras";

/** The driver of a car rental's order; undefined before the driver step or for a flight. */
export function driverOf(passengers: StoredPassengers | null): StoredDriver | undefined {
  return passengers !== null && "driver" in passengers ? passengers.driver : undefined;
}

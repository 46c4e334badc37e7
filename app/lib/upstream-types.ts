// Types of upstream payloads as the Worker's clients validate them, for features to read.
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
export { driverOf } from "~/../shared/contract/main-api/orders";
export type { CarItemBody } from "~/../shared/contract/main-api/orders";
export type { InvoiceList, Limits, MyReviews, Rental } from "~/../shared/contract/main-api/account-extras";

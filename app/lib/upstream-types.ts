// Types of upstream payloads as the Worker's clients validate them, for features to read.
export type {
  CancellationPolicy,
  CarOffer,
  CarProduct,
  CarSearchResponse,
} from "../../worker/clients/main-api.schemas";
export type { InstallmentInfo, Order, OrderItem, ReviewList } from "../../worker/clients/main-api-orders.schemas";
export type { CarItemBody } from "../../worker/clients/main-api-orders";

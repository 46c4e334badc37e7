// Types of upstream payloads as the Worker's clients validate them, for features to read.
export type { CancellationPolicy, CarOffer, CarProduct, CarSearchResponse } from "~/upstream/main-api.schemas";
export type { InstallmentInfo, Order, OrderItem, ReviewList } from "~/upstream/main-api-orders.schemas";
export type { CarItemBody } from "~/upstream/main-api-orders";

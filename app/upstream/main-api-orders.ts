import type { z } from "zod";
import {
  campaignCheckResponse,
  installmentInfoResponse,
  orderResponse,
  reviewListResponse,
  type InstallmentInfo,
  type OrderResponse,
  type ReviewList,
  paymentResponse,
  type flightItemRequest,
  type Agreement,
  type BillingBody,
  type CarItemBody,
  type ChangeItemBody,
  type ChargeBody,
  type CreateOrderBody,
  type OptionsBody,
  type PassengersBody,
  type PaymentResponse,
} from "~/../shared/contract/main-api";
import {
  type FoundOrder,
  foundOrderResponse,
  type ManageTokenResponse,
  manageTokenResponse,
  type OrderList,
  orderListResponse,
} from "~/../shared/contract/main-api/reservations";
import type { CallOptions } from "./request-json";

/** A flight item as the shop adds it, in its fare brand (the quantity is always one). */
export type FlightItemBody = Omit<z.input<typeof flightItemRequest>, "quantity">;

/** One call to the Main API with the visitor's headers (built by createMainApiClient). */
export type MainApiCall = <Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options?: CallOptions,
) => Promise<z.output<Schema>>;

const ORDER = "/api/v1/order-api";
const orderPath = (orderId: string, rest = "") => `${ORDER}/order/${encodeURIComponent(orderId)}${rest}`;

/** The basket and checkout calls (docs/api/orders-and-payments.md). */
export function orderCalls(call: MainApiCall) {
  return {
    create: (body: Omit<CreateOrderBody, "paymentType">): Promise<OrderResponse> =>
      call(`${ORDER}/order`, orderResponse, { method: "POST", body: { paymentType: "creditCard", ...body } }),
    /** The order for a member of its organization, or for whoever holds its manage token ("find my booking"). */
    get: (orderId: string, access: { readonly manageToken?: string | undefined } = {}): Promise<OrderResponse> =>
      call(orderPath(orderId), orderResponse, { query: { manageToken: access.manageToken } }),
    /** The signed-in account's bookings, guest bookings with its verified contacts included (docs/reservations.md). */
    list: (type?: "car" | "flightTicket"): Promise<OrderList> =>
      call(`${ORDER}/order`, orderListResponse, { query: { type } }),
    /** "Find my reservation": the booking and a manage token for it; 2108 for any wrong pair, 3504 when limited. */
    find: (reservationId: string, email: string): Promise<FoundOrder> =>
      call(`${ORDER}/order/find`, foundOrderResponse, { query: { reservationId, email } }),
    addCar: (orderId: string, body: CarItemBody): Promise<OrderResponse> =>
      call(orderPath(orderId, "/item/car"), orderResponse, { method: "POST", body: { ...body, quantity: 1 } }),
    /** A flight of a search in a fare brand; a round trip adds its outbound first, then its return. */
    addFlight: (orderId: string, body: FlightItemBody): Promise<OrderResponse> =>
      call(orderPath(orderId, "/item/flight"), orderResponse, { method: "POST", body: { ...body, quantity: 1 } }),
    removeItem: (orderId: string, itemId: string): Promise<OrderResponse> =>
      call(orderPath(orderId, `/item/${encodeURIComponent(itemId)}`), orderResponse, { method: "DELETE" }),
    passengers: (orderId: string, body: PassengersBody): Promise<OrderResponse> =>
      call(orderPath(orderId, "/passengers"), orderResponse, { method: "POST", body }),
    billing: (orderId: string, body: BillingBody): Promise<OrderResponse> =>
      call(orderPath(orderId, "/billing"), orderResponse, { method: "POST", body }),
    options: (orderId: string, body: OptionsBody): Promise<OrderResponse> =>
      call(orderPath(orderId, "/options"), orderResponse, { method: "POST", body }),
    accept: (orderId: string, accepted: readonly Agreement[]): Promise<OrderResponse> =>
      call(orderPath(orderId, "/agreement"), orderResponse, { method: "POST", body: { accepted } }),
    checkCampaign: (orderId: string, code: string) =>
      call(`${ORDER}/campaign-code`, campaignCheckResponse, { query: { orderId, code } }),
    applyCampaign: (orderId: string, code: string | null): Promise<OrderResponse> =>
      call(orderPath(orderId, "/campaign"), orderResponse, { method: "POST", body: { code } }),
    installmentInfo: (orderId: string, bin: string, walletAmount = 0): Promise<InstallmentInfo> =>
      call(orderPath(orderId, "/installment-info"), installmentInfoResponse, {
        method: "POST",
        body: { bin, walletAmount },
      }),
    reserve: (orderId: string): Promise<OrderResponse> => call(orderPath(orderId, "/reserve"), orderResponse),
    /**
     * A change of a booked car (new dates, times or return place): a new open order for the new
     * offer that replaces the item; paying it settles the difference (docs/change.md).
     */
    change: (
      orderId: string,
      body: ChangeItemBody,
      access: { readonly manageToken?: string | undefined } = {},
    ): Promise<OrderResponse> =>
      call(orderPath(orderId, "/change"), orderResponse, {
        method: "POST",
        body,
        query: { manageToken: access.manageToken },
      }),
    /**
     * The completed change's own manage token, asked with the token of the booking it changed
     * (ends when that one ends): the grant then opens the new booking (docs/change.md).
     */
    manageToken: (orderId: string, access: { readonly manageToken: string }): Promise<ManageTokenResponse> =>
      call(orderPath(orderId, "/manage-token"), manageTokenResponse, {
        method: "POST",
        body: {},
        query: { manageToken: access.manageToken },
      }),
    charge: (body: ChargeBody): Promise<PaymentResponse> =>
      call("/api/v1/payment-api/payments/charge", paymentResponse, { method: "POST", body }),
    reviews: (query: { supplierId: string; page?: number }): Promise<ReviewList> =>
      call("/api/v1/review-api/reviews", reviewListResponse, {
        query: { supplierId: query.supplierId, page: query.page === undefined ? undefined : String(query.page) },
      }),
  };
}

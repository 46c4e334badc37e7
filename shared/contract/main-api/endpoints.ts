/**
 * Every Main API endpoint, with the contract's schemas of its body and answer where the shop
 * sends or reads them. docs/api/main-api.md and orders-and-payments.md list exactly these
 * (checked by tests/ui/api-docs.test.ts), and the embedded service serves exactly these.
 */
import type { z } from "zod";
import { codeSentResponse, outboxResponse, refreshResponse, signInResponse, userResponse } from "./accounts";
import {
  findeksCheckRequest,
  findeksCheckResponse,
  findeksPhoneListResponse,
  findeksPinRequest,
  findeksPinSentResponse,
  findeksReportRequest,
  findeksResultResponse,
  invoiceListResponse,
  limitsResponse,
  myReviewsResponse,
  reviewRequest,
  reviewResponse,
} from "./account-extras";
import {
  cancelEligibilityResponse,
  cancelResponse,
  refundResponse,
  walletHistoryResponse,
  walletResponse,
} from "./cancellation";
import { carProductResponse, carSearchResponse } from "./car";
import { issuedCampaignCodeResponse, ticketResponse } from "./content-pages";
import { flightSearchResponse } from "./flight";
import {
  agreementRequest,
  applyCampaignRequest,
  findeksStatusResponse,
  cancelItemRequest,
  changeItemRequest,
  billingRequest,
  campaignCheckResponse,
  cardBinRequest,
  carItemRequest,
  createOrderRequest,
  flightItemRequest,
  installmentInfoResponse,
  issueCampaignCodeRequest,
  optionsRequest,
  orderResponse,
  passengersRequest,
  reviewListResponse,
} from "./orders";
import { registeredPassengerFields, registeredPassengerListResponse, registeredPassengerResponse } from "./passengers";
import { paymentResponse, paymentStatusResponse } from "./payments";
import { foundOrderResponse, orderListResponse } from "./reservations";

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Endpoint {
  readonly method: HttpMethod;
  /** The path with `{name}` parameters; a trailing `…` stands for a family of paths documented apart. */
  readonly path: string;
  readonly request?: z.ZodType;
  readonly response?: z.ZodType;
}

export const MAIN_API_ENDPOINTS = [
  { method: "POST", path: "/api/v1/search-api/search/point", response: carSearchResponse },
  { method: "POST", path: "/api/v1/search-api/search/place" },
  { method: "GET", path: "/api/v1/search-api/search/product", response: carProductResponse },
  { method: "GET", path: "/api/v1/search-api/search/{searchId}/{code}" },
  { method: "GET", path: "/api/v1/search-api/suppliers/{id}/logo.svg" },
  { method: "GET", path: "/api/v1/search-api/catalog/…" },
  { method: "POST", path: "/api/v1/flight-api/search", response: flightSearchResponse },
  { method: "POST", path: "/api/v1/flight-api/extra-brands" },
  { method: "GET", path: "/api/v1/flight-api/ticket-rules" },
  { method: "POST", path: "/api/v1/flight-api/airport" },
  { method: "POST", path: "/api/v1/flight-api/search-point" },
  { method: "POST", path: "/api/v1/account-api/anonymous-login", response: signInResponse },
  { method: "POST", path: "/api/v1/account-api/login/email", response: codeSentResponse },
  { method: "POST", path: "/api/v1/account-api/login/phone", response: codeSentResponse },
  { method: "POST", path: "/api/v1/account-api/login/email/complete", response: signInResponse },
  { method: "POST", path: "/api/v1/account-api/login/phone/complete", response: signInResponse },
  { method: "POST", path: "/api/v1/account-api/refresh", response: refreshResponse },
  { method: "POST", path: "/api/v1/account-api/logout" },
  { method: "GET", path: "/api/v1/account-api/session" },
  { method: "GET", path: "/api/v1/account-api/user", response: userResponse },
  { method: "POST", path: "/api/v1/account-api/register/complete", response: userResponse },
  { method: "POST", path: "/api/v1/account-api/update-email" },
  { method: "POST", path: "/api/v1/account-api/update-email/complete" },
  { method: "POST", path: "/api/v1/account-api/update-phone" },
  { method: "POST", path: "/api/v1/account-api/update-phone/complete" },
  { method: "GET", path: "/api/v1/account-api/notification-permission" },
  { method: "POST", path: "/api/v1/account-api/notification-permission" },
  { method: "PATCH", path: "/api/v1/account-api/marketing-user" },
  { method: "GET", path: "/api/v1/account-api/login-history" },
  { method: "GET", path: "/api/v1/account-api/address" },
  { method: "PUT", path: "/api/v1/account-api/address" },
  { method: "POST", path: "/api/v1/account-api/password/change" },
  { method: "POST", path: "/api/v1/account-api/password/reset" },
  { method: "POST", path: "/api/v1/account-api/password/reset/complete" },
  { method: "POST", path: "/api/v1/account-api/validate-tcid" },
  { method: "GET", path: "/api/v1/account-api/dev/outbox", response: outboxResponse },
  { method: "GET", path: "/api/v1/search-api/catalog/places/{placeId}" },
  { method: "GET", path: "/api/v1/search-api/catalog/places" },
  { method: "GET", path: "/api/v1/search-api/catalog/brands" },
  { method: "GET", path: "/api/v1/search-api/catalog/brands/{brand}" },
  { method: "GET", path: "/api/v1/search-api/catalog/brands/{brand}/{model}" },
  { method: "GET", path: "/api/v1/search-api/catalog/suppliers" },
  { method: "GET", path: "/api/v1/search-api/catalog/suppliers/{id}" },
  { method: "GET", path: "/api/v1/search-api/catalog/classes" },
  {
    method: "POST",
    path: "/api/v1/account-api/findeks/check",
    request: findeksCheckRequest,
    response: findeksCheckResponse,
  },
  { method: "POST", path: "/api/v1/account-api/findeks/phone-list", response: findeksPhoneListResponse },
  {
    method: "POST",
    path: "/api/v1/account-api/findeks/report",
    request: findeksReportRequest,
    response: findeksPinSentResponse,
  },
  {
    method: "POST",
    path: "/api/v1/account-api/findeks/pin-confirm",
    request: findeksPinRequest,
    response: findeksResultResponse,
  },
  { method: "POST", path: "/api/v1/account-api/findeks/pin-renew", response: findeksPinSentResponse },
  { method: "GET", path: "/api/v1/account-api/passengers", response: registeredPassengerListResponse },
  {
    method: "POST",
    path: "/api/v1/account-api/passengers",
    request: registeredPassengerFields,
    response: registeredPassengerResponse,
  },
  { method: "GET", path: "/api/v1/account-api/passengers/{id}", response: registeredPassengerResponse },
  {
    method: "PUT",
    path: "/api/v1/account-api/passengers/{id}",
    request: registeredPassengerFields,
    response: registeredPassengerResponse,
  },
  { method: "DELETE", path: "/api/v1/account-api/passengers/{id}" },
  { method: "POST", path: "/api/v1/review-api/reviews", request: reviewRequest, response: reviewResponse },
  { method: "GET", path: "/api/v1/review-api/reviews/mine", response: myReviewsResponse },
  { method: "GET", path: "/api/v1/review-api/reviews", response: reviewListResponse },
  { method: "GET", path: "/api/v1/finance-api/invoices", response: invoiceListResponse },
  { method: "GET", path: "/api/v1/finance-api/limits", response: limitsResponse },
  { method: "POST", path: "/api/v1/notification-api/tickets", response: ticketResponse },
  { method: "GET", path: "/api/v1/notification-api/unsubscribe/{token}" },
  { method: "POST", path: "/api/v1/notification-api/unsubscribe/{token}" },
  { method: "GET", path: "/api/v1/supplier-api/approvals/{token}" },
  { method: "POST", path: "/api/v1/supplier-api/approvals/{token}" },
  { method: "POST", path: "/api/v1/order-api/order", request: createOrderRequest, response: orderResponse },
  { method: "GET", path: "/api/v1/order-api/order", response: orderListResponse },
  { method: "GET", path: "/api/v1/order-api/order/{orderId}", response: orderResponse },
  {
  { method: "GET", path: "/api/v1/account-api/findeks/status", response: findeksStatusResponse },
    method: "POST",
    path: "/api/v1/order-api/order/{orderId}/item/car",
    request: carItemRequest,
    response: orderResponse,
  },
  {
    method: "POST",
    path: "/api/v1/order-api/order/{orderId}/item/flight",
    request: flightItemRequest,
    response: orderResponse,
  },
  { method: "DELETE", path: "/api/v1/order-api/order/{orderId}/item/{itemId}", response: orderResponse },
  {
    method: "POST",
    path: "/api/v1/order-api/order/{orderId}/passengers",
    request: passengersRequest,
    response: orderResponse,
  },
  {
    method: "POST",
    path: "/api/v1/order-api/order/{orderId}/billing",
    request: billingRequest,
    response: orderResponse,
  },
  {
    method: "POST",
    path: "/api/v1/order-api/order/{orderId}/options",
    request: optionsRequest,
    response: orderResponse,
  },
  {
    method: "POST",
    path: "/api/v1/order-api/order/{orderId}/agreement",
    request: agreementRequest,
    response: orderResponse,
  },
  { method: "GET", path: "/api/v1/order-api/campaign-code", response: campaignCheckResponse },
  {
    method: "POST",
    path: "/api/v1/order-api/order/{orderId}/campaign",
    request: applyCampaignRequest,
    response: orderResponse,
  },
  {
    method: "POST",
    path: "/api/v1/order-api/campaign-code/issue",
    request: issueCampaignCodeRequest,
    response: issuedCampaignCodeResponse,
  },
  {
    method: "POST",
    path: "/api/v1/order-api/order/{orderId}/installment-info",
    request: cardBinRequest,
    response: installmentInfoResponse,
  },
  { method: "GET", path: "/api/v1/order-api/order/{orderId}/reserve", response: orderResponse },
  { method: "GET", path: "/api/v1/order-api/order/{orderId}/complete" },
  {
    method: "GET",
    path: "/api/v1/order-api/order/{orderId}/cancel-eligibility",
    response: cancelEligibilityResponse,
  },
  {
    method: "POST",
    path: "/api/v1/order-api/order/{orderId}/cancel",
    request: cancelItemRequest,
    response: cancelResponse,
  },
  {
    method: "POST",
    path: "/api/v1/order-api/order/{orderId}/change",
    request: changeItemRequest,
    response: orderResponse,
  },
  { method: "POST", path: "/api/v1/order-api/order/{orderId}/track" },
  { method: "GET", path: "/api/v1/order-api/order/{orderId}/documents/{file}" },
  { method: "GET", path: "/api/v1/order-api/order/find", response: foundOrderResponse },
  { method: "GET", path: "/api/v1/order-api/refunds/{hash}", response: refundResponse },
  { method: "POST", path: "/api/v1/payment-api/payments/charge", response: paymentResponse },
  { method: "POST", path: "/api/v1/payment-api/payments/3ds-callback" },
  { method: "GET", path: "/api/v1/payment-api/payments/{paymentId}", response: paymentResponse },
  { method: "GET", path: "/api/v1/payment-api/payments/{paymentId}/status", response: paymentStatusResponse },
  { method: "GET", path: "/api/v1/payment-api/payments" },
  { method: "POST", path: "/api/v1/payment-api/payments/info", request: cardBinRequest },
  { method: "GET", path: "/api/v1/payment-api/wallet", response: walletResponse },
  { method: "GET", path: "/api/v1/payment-api/wallet/history", response: walletHistoryResponse },
] as const satisfies readonly Endpoint[];

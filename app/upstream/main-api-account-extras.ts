/**
 * Invoices, limits, reviews and the findeks credit report of the Main API client
 * (schemas: shared/contract/main-api/account-extras.ts; docs/invoices-reviews-findeks.md).
 */
import {
  findeksCheckResponse,
  findeksPhoneListResponse,
  findeksPinSentResponse,
  findeksResultResponse,
  findeksStatusResponse,
  invoiceListResponse,
  limitsResponse,
  myReviewsResponse,
  reviewResponse,
  type FindeksCheckBody,
  type FindeksStatus,
  type InvoiceList,
  type Limits,
  type MyReviews,
  type ReviewBody,
} from "~/../shared/contract/main-api/account-extras";
import type { MainApiCall } from "./main-api-orders";

const FINDEKS = "/api/v1/account-api/findeks";

export function accountExtrasCalls(call: MainApiCall) {
  return {
    /** The invoices of the caller's organizations, 20 a page, newest first. */
    invoices: (page: number): Promise<InvoiceList> =>
      call("/api/v1/finance-api/invoices", invoiceListResponse, { query: { page: String(page) } }),
    /** This month's spending of the caller's (first) organization, with its credit limit when corporate. */
    limits: (): Promise<Limits> => call("/api/v1/finance-api/limits", limitsResponse),
    /** The caller's car rentals, each reviewable, reviewed (with the review) or not finished. */
    myReviews: (): Promise<MyReviews> => call("/api/v1/review-api/reviews/mine", myReviewsResponse),
    writeReview: (body: ReviewBody) => call("/api/v1/review-api/reviews", reviewResponse, { method: "POST", body }),
    /** The findeks credit report, step by step (registered users; docs/api/main-api.md, "Credit report"). */
    findeks: {
      status: (): Promise<FindeksStatus> => call(`${FINDEKS}/status`, findeksStatusResponse),
      check: (body: FindeksCheckBody) => call(`${FINDEKS}/check`, findeksCheckResponse, { method: "POST", body }),
      phones: () => call(`${FINDEKS}/phone-list`, findeksPhoneListResponse, { method: "POST", body: {} }),
      sendPin: (phoneId: string) =>
        call(`${FINDEKS}/report`, findeksPinSentResponse, { method: "POST", body: { phoneId } }),
      confirmPin: (pin: string) =>
        call(`${FINDEKS}/pin-confirm`, findeksResultResponse, { method: "POST", body: { pin } }),
      renewPin: () => call(`${FINDEKS}/pin-renew`, findeksPinSentResponse, { method: "POST", body: {} }),
    },
  };
}

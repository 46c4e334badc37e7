/**
 * Invoices, limits, reviews and the findeks credit report of the Main API client
 * (schemas: shared/contract/main-api/account-extras.ts; docs/invoices-reviews-findeks.md).
 */
import {
  invoiceListResponse,
  limitsResponse,
  myReviewsResponse,
  reviewResponse,
  type InvoiceList,
  type Limits,
  type MyReviews,
  type ReviewBody,
} from "~/../shared/contract/main-api/account-extras";
import type { MainApiCall } from "./main-api-orders";

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
  };
}

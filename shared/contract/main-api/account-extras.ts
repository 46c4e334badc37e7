/**
 * Account extras of the Main API (docs/api/main-api.md, "Account extras"): invoices and limits,
 * reviews of finished rentals, the findeks credit report. The embedded service parses its input
 * with these schemas and the shop reads its answers with them.
 */
import { z } from "zod";
import { plainText } from "../../text/plain-text";
import { money } from "./common";
import { findeksCheckFields, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "./browser-values";

/** An empty query parameter (`?page=`) means "not given". */
const blankAsAbsent = (value: unknown) => (value === "" ? undefined : value);
const pageParam = z.preprocess(blankAsAbsent, z.coerce.number().int().min(1).max(1000).default(1));

// ---- Finance

export const invoiceListQuery = z.object({ page: pageParam });
export const limitsQuery = z.object({ organizationId: z.preprocess(blankAsAbsent, z.string().max(64).optional()) });

export const invoiceListResponse = z.looseObject({
  invoices: z.array(
    z.looseObject({
      id: z.string(),
      number: z.string(),
      issuedAt: z.string(),
      orderId: z.string(),
      reservationId: z.string().nullable(),
      subtotal: money,
      vat: money,
      total: money,
    }),
  ),
  page: z.number().int(),
  pageSize: z.number().int().positive(),
  count: z.number().int().nonnegative(),
});

/** This month's spending of one organization; a corporate one also has its credit limit (TRY minor units). */
export const limitsResponse = z.looseObject({
  organizationId: z.string(),
  kind: z.enum(["customer", "corporate"]),
  limit: z.number().int().nullable(),
  used: z.number().int(),
  available: z.number().int().nullable(),
  currency: z.literal("TRY"),
  period: z.object({ from: z.string(), to: z.string() }),
});

// ---- Reviews

export const reviewRequest = z.object({
  orderId: z.string().min(1).max(64),
  itemId: z.string().min(1).max(64),
  rating: z.number().int().min(1).max(5),
  text: z.string().max(5000).transform(plainText).pipe(z.string().min(REVIEW_TEXT_MIN).max(REVIEW_TEXT_MAX)),
});

export const reviewListQuery = z.object({
  supplierId: z.preprocess(blankAsAbsent, z.string().max(64).optional()),
  officeId: z.preprocess(blankAsAbsent, z.string().max(64).optional()),
  page: pageParam,
});

const review = z.looseObject({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  score: z.number().min(0).max(10),
  text: z.string(),
  reviewer: z.string().nullable(),
  supplierId: z.string(),
  createdAt: z.string(),
});

export const reviewResponse = z.looseObject({ review });

/**
 * The caller's car rentals and their reviews: `reviewable` from the day after the return date
 * until reviewed, `not_finished` before it.
 */
export const myReviewsResponse = z.looseObject({
  rentals: z.array(
    z.looseObject({
      orderId: z.string(),
      itemId: z.string(),
      reservationId: z.string().nullable(),
      supplier: z.object({ id: z.string(), name: z.string() }),
      car: z.object({ brand: z.string().nullable(), model: z.string().nullable() }),
      pickupDate: z.string(),
      returnDate: z.string(),
      state: z.enum(["reviewable", "reviewed", "not_finished"]),
      review: review.nullable(),
    }),
  ),
});

// ---- Findeks credit report

/** The service adds the age check (18–120 on its today). */
export const findeksCheckRequest = z.object(findeksCheckFields);
export const findeksReportRequest = z.object({ phoneId: z.string().min(1).max(32) });
export const findeksPinRequest = z.object({ pin: z.string().trim().max(12) });

export const findeksCheckResponse = z.looseObject({
  known: z.boolean(),
  reportId: z.string().nullable(),
  status: z.literal("pending").nullable(),
});
export const findeksPhoneListResponse = z.looseObject({
  phones: z.array(z.object({ id: z.string(), phone: z.string() })),
});
export const findeksPinSentResponse = z.looseObject({
  sent: z.literal(true),
  phone: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export const findeksResultResponse = z.looseObject({
  reportId: z.string(),
  status: z.enum(["approved", "rejected"]),
  score: z.number().int(),
  /** Epoch milliseconds; null when rejected. */
  validUntil: z.number().int().nullable(),
});

/** The user's latest report (epoch milliseconds), or null before the first check. */
export const findeksStatusResponse = z.looseObject({
  report: z
    .looseObject({
      status: z.enum(["pending", "approved", "rejected", "expired"]),
      /** The masked phone the last PIN went to. */
      phone: z.string().nullable(),
      pinSent: z.boolean(),
      pinExpiresAt: z.number().int().nullable(),
      score: z.number().int().nullable(),
      validUntil: z.number().int().nullable(),
      createdAt: z.number().int(),
    })
    .nullable(),
});

export type FindeksStatus = z.output<typeof findeksStatusResponse>;
export type FindeksCheckBody = z.input<typeof findeksCheckRequest>;
export type InvoiceList = z.output<typeof invoiceListResponse>;
export type Limits = z.output<typeof limitsResponse>;
export type ReviewBody = z.input<typeof reviewRequest>;
export type MyReviews = z.output<typeof myReviewsResponse>;
export type Rental = MyReviews["rentals"][number];

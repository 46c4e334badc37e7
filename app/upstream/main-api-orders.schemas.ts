/**
 * zod schemas for the order, payment and review answers the checkout reads
 * (docs/api/orders-and-payments.md). Loose objects: unread fields pass through.
 */
import { z } from "zod";
import { cancellationPolicy, money } from "./main-api.schemas";

const officeTimeZone = z.looseObject({
  openingHours: z.looseObject({ timeZone: z.string().min(1) }).optional(),
});

const orderItem = z.looseObject({
  id: z.string(),
  status: z.enum(["pending", "reserved", "removed", "cancelled"]),
  removedReason: z.string().nullable(),
  quantity: z.number().int(),
  product: z.looseObject({
    code: z.string(),
    type: z.enum(["car", "flight"]),
    searchID: z.string(),
    // Car items: the product as priced when it was added (its service fee and cancellation rule).
    pricing: z.looseObject({ display: z.looseObject({ serviceFee: money }) }).optional(),
    cancellationPolicy: cancellationPolicy.optional(),
    // Car items: the offices' time zones, in which the pickup and return times are wall-clock times.
    appointment: z
      .looseObject({
        checkInOffice: officeTimeZone,
        checkOutOffice: officeTimeZone.nullable().optional(),
      })
      .optional(),
  }),
  children: z.array(
    z.object({
      product: z.object({ code: z.string(), name: z.string() }),
      quantity: z.number().int(),
      total: money.nullable(),
    }),
  ),
  price: money,
  paid: money,
  replacesItem: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  paymentCurrency: z.string(),
});

export const orderSchema = z.looseObject({
  id: z.string(),
  status: z.enum(["open", "completed", "cancelled"]),
  language: z.string(),
  paymentType: z.string(),
  currency: z.string(),
  reservationId: z.string().nullable(),
  completedAt: z.string().nullable(),
  items: z.array(orderItem),
  passengers: z.record(z.string(), z.unknown()).nullable(),
  billing: z.record(z.string(), z.unknown()).nullable(),
  options: z.record(z.string(), z.unknown()).nullable(),
  agreements: z.record(z.string(), z.string()).nullable(),
  campaignCode: z.string().nullable(),
  totals: z.looseObject({
    items: money,
    discount: money,
    credit: money,
    total: money,
    paid: money,
    due: money,
  }),
});

export const orderResponse = z.looseObject({
  order: orderSchema,
  removed: z.array(z.object({ id: z.string(), reason: z.string() })).optional(),
  priceChanged: z.boolean().optional(),
});

export const campaignCheckResponse = z.looseObject({
  campaign: z.looseObject({ code: z.string(), discount: money.optional() }),
});

export const installmentInfoResponse = z.looseObject({
  card: z.looseObject({
    bank: z.string(),
    scheme: z.string(),
    family: z.string().nullable(),
    type: z.string(),
    country: z.string(),
  }),
  options: z.array(z.object({ count: z.number().int(), perInstallment: money, total: money })),
});

export const reviewListResponse = z.looseObject({
  reviews: z.array(
    z.looseObject({
      id: z.string(),
      /** Stars as given (1–5). */
      rating: z.number().int().min(1).max(5),
      /** Out of 10, the scale ratings are shown on. */
      score: z.number().min(0).max(10),
      text: z.string(),
      reviewer: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Out of 10. */
  average: z.number().min(0).max(10).nullable(),
  count: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});

export type Order = z.output<typeof orderSchema>;
export type OrderItem = Order["items"][number];
export type OrderResponse = z.output<typeof orderResponse>;
export type InstallmentInfo = z.output<typeof installmentInfoResponse>;
export type ReviewList = z.output<typeof reviewListResponse>;

/**
 * Cancellation, refunds and the wallet (docs/api/orders-and-payments.md, "Cancellation and
 * refunds"): what cancelling costs now, the refund a cancel makes, the wallet's balance and
 * entries. The cancel body itself is `cancelItemRequest` (orders.ts).
 */
import { z } from "zod";
import { REFUND_DESTINATIONS, type RefundDestination } from "./browser-values";
import { money } from "./common";
import { orderResponse } from "./orders";

/** Why an item cannot be cancelled (also `details.reason` of 2107). */
export const CANCEL_REFUSALS = ["started", "not_refundable", "not_reserved"] as const;
export type CancelRefusal = (typeof CANCEL_REFUSALS)[number];

export { type RefundDestination };

/** Where a refund can go and how long it takes to arrive there (0: at once). */
const refundOption = z.object({
  destination: z.enum(REFUND_DESTINATIONS),
  arrivesWithinBusinessDays: z.number().int().nonnegative(),
});

const eligibilityItem = z.looseObject({
  itemId: z.string(),
  kind: z.enum(["car", "flight"]),
  status: z.enum(["reserved", "cancelled"]),
  eligible: z.boolean(),
  /** `free` (all back), `late_fee` (a car's late fee kept), `penalty` (a fare's penalty kept), or a refusal. */
  reason: z.enum(["free", "late_fee", "penalty", ...CANCEL_REFUSALS]),
  /** Until when cancelling a car rental is free (ISO instant); null for flights. */
  freeUntil: z.string().nullable(),
  /** Minor units of `currency`: what is kept and what comes back. */
  fee: z.number().int().nonnegative(),
  refund: z.number().int().nonnegative(),
  currency: z.string(),
  /** Where the refund may go: the card always, the wallet for TRY bookings. */
  destinations: z.array(refundOption),
  /**
   * Of `refund`, what goes back to the wallet even when the card is chosen: the wallet paid that
   * share of the booking (card and wallet get back what they paid, in proportion).
   */
  walletShare: z.number().int().nonnegative(),
});

export const cancelEligibilityResponse = z.looseObject({
  reservationId: z.string().nullable(),
  items: z.array(eligibilityItem),
});

const refund = z.looseObject({
  id: z.string(),
  /** Opens the public refund status (`GET /order-api/refunds/{hash}`). */
  hash: z.string(),
  status: z.enum(["requested", "processing", "completed", "failed"]),
  destination: z.enum(REFUND_DESTINATIONS),
  amount: money,
  /** Of `amount`, what went to the wallet (all of it for `wallet`; the wallet's share for `card`). */
  walletPart: money,
  fee: money,
  reason: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const refundResponse = z.looseObject({ refund });

/** A cancel's answer: the item's refund (the same one on a repeat) and the order after it. */
export const cancelResponse = orderResponse.extend({ refund });

export const walletResponse = z.looseObject({ balance: money });

export const walletHistoryResponse = z.looseObject({
  entries: z.array(
    z.looseObject({
      id: z.string(),
      /** Positive: money in (a refund); negative: money out (a payment). */
      amount: money,
      kind: z.enum(["refund", "payment", "adjustment"]),
      /** The refund or payment the entry belongs to. */
      reference: z.string(),
      description: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export type CancelEligibility = z.output<typeof cancelEligibilityResponse>;
export type CancelResponse = z.output<typeof cancelResponse>;
export type WalletEntry = z.output<typeof walletHistoryResponse>["entries"][number];

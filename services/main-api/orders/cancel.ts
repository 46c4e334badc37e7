import { base64url } from "../../../shared/crypto/hmac";
import type { CancelRefusal } from "../../../shared/contract/main-api/cancellation";
import { cancelItemRequest } from "../../../shared/contract/main-api/orders";
import { deliver, type MessageSender } from "../accounts/sender";
import { freeCancellationEnds } from "../car/cancellation";
import { ApiError, invalidRequest } from "../errors";
import { formatTextMoney } from "../shared/text-money";
import { nameLanguage } from "../../../shared/names";
import { fillText } from "../shared/fill-text";
import { CANCELLATION_TEXTS } from "./cancellation-texts";
import type { PaymentProvider } from "../payments/provider";
import type { CarInventory, FlightInventory, Inventory, ItemRow, OrderRow } from "./model";
import { releaseHold } from "./holds";
import { bookingLinks } from "./booking-links";
import { refundSplit, refundToCard, walletRefundEntry } from "./refund-to-payers";
import { contactOf } from "./contact";

/** How long a refund to a card takes to show on the statement (the banks' usual upper bound). */
export const CARD_REFUND_BUSINESS_DAYS = 10;

/** Where an item's refund may go: the card that paid, and the wallet (TRY only, credited at once). */
export function refundDestinations(currency: string) {
  return [
    { destination: "card" as const, arrivesWithinBusinessDays: CARD_REFUND_BUSINESS_DAYS },
    ...(currency === "TRY" ? [{ destination: "wallet" as const, arrivesWithinBusinessDays: 0 }] : []),
  ];
}

export interface CancelPolicy {
  readonly eligible: boolean;
  readonly reason: "free" | "late_fee" | "penalty" | CancelRefusal;
  /** Until when cancelling is free (car rentals), ISO time. */
  readonly freeUntil: string | null;
  readonly fee: number;
  readonly refund: number;
  readonly currency: string;
}

/**
 * What cancelling an item costs now. Car rentals follow the company's rule: free until N hours
 * before pickup, a fee (permille of the total) after that, and no cancellation once the rental has
 * started. Flights follow the fare brand: refundable with its penalty, or not refundable.
 */
export function cancelPolicy(item: ItemRow, now: number): CancelPolicy {
  // What was paid for the item: its price less the campaign discount (never the plan's interest).
  const paid = item.paid_total;
  const base = { currency: item.currency, freeUntil: null };
  if (item.status !== "reserved" || paid === 0)
    return { ...base, eligible: false, reason: "not_reserved", fee: 0, refund: 0 };
  const inventory = JSON.parse(item.inventory) as Inventory;
  if (inventory.kind === "car") {
    const car = inventory as CarInventory;
    const freeUntil = freeCancellationEnds(car.checkInEpoch, car.cancellation.freeUntilHours);
    const freeUntilIso = new Date(freeUntil).toISOString();
    if (now >= car.checkInEpoch)
      return { ...base, freeUntil: freeUntilIso, eligible: false, reason: "started", fee: 0, refund: 0 };
    if (now < freeUntil)
      return { ...base, freeUntil: freeUntilIso, eligible: true, reason: "free", fee: 0, refund: paid };
    const fee = Math.round((paid * car.cancellation.lateFeePermille) / 1000);
    return { ...base, freeUntil: freeUntilIso, eligible: true, reason: "late_fee", fee, refund: paid - fee };
  }
  const flight = inventory as FlightInventory;
  if (now >= flight.departEpoch) return { ...base, eligible: false, reason: "started", fee: 0, refund: 0 };
  if (!flight.refundable) return { ...base, eligible: false, reason: "not_refundable", fee: 0, refund: 0 };
  const fee = Math.round((paid * flight.refundPenaltyPermille) / 1000);
  return { ...base, eligible: true, reason: "penalty", fee, refund: paid - fee };
}

/** An unguessable id for the public refund status page. */
export function refundHash(): string {
  // 18 bytes: 24 characters, no padding.
  return base64url(crypto.getRandomValues(new Uint8Array(18)));
}

/** A refund with its wallet share, by a condition on `r` (the refunds row). */
export async function loadRefund(db: D1Database, where: "r.id = ?1" | "r.item_id = ?1" | "r.hash = ?1", value: string) {
  return db
    .prepare(
      `SELECT r.*, COALESCE((SELECT SUM(w.amount) FROM wallet_entries w WHERE w.kind = 'refund' AND w.reference = r.id), 0) AS wallet_part
       FROM refunds r WHERE ${where}`,
    )
    .bind(value)
    .first<RefundRow & { wallet_part: number }>();
}

export interface RefundRow {
  id: string;
  order_id: string;
  item_id: string;
  hash: string;
  reason: string;
  destination: "card" | "wallet";
  amount: number;
  fee: number;
  currency: string;
  status: "requested" | "processing" | "completed" | "failed";
  created_at: number;
  updated_at: number;
}

/** A refund as the client sees it; `wallet_part`: what of the amount went to the wallet. */
export function refundView(refund: RefundRow & { wallet_part: number }) {
  return {
    id: refund.id,
    hash: refund.hash,
    status: refund.status,
    destination: refund.destination,
    amount: { amount: refund.amount, currency: refund.currency },
    walletPart: { amount: refund.wallet_part, currency: refund.currency },
    fee: { amount: refund.fee, currency: refund.currency },
    reason: refund.reason,
    createdAt: new Date(refund.created_at).toISOString(),
    updatedAt: new Date(refund.updated_at).toISOString(),
  };
}

/**
 * Cancels a reserved item of a completed order: capacity goes back, a refund record is made, and
 * the traveller is told. To the card: the card's share through the provider and, when the wallet
 * paid part of the booking, the wallet's share back to that wallet (`refundSplit`). To the wallet
 * (TRY, a signed-in traveller's `walletOrganization`): all of it at once. A second cancel of the
 * same item answers the first refund.
 */
export async function cancelItem(
  db: D1Database,
  provider: PaymentProvider,
  sender: MessageSender,
  order: OrderRow,
  items: readonly ItemRow[],
  body: unknown,
  walletOrganization: string | null,
  now: number,
) {
  const parsed = cancelItemRequest.safeParse(body);
  if (!parsed.success) throw invalidRequest("Invalid cancellation", parsed.error);
  const item = items.find((candidate) => candidate.id === parsed.data.itemId);
  if (!item) throw new ApiError("ITEM_NOT_FOUND", "No such item in this order");
  const existing = await loadRefund(db, "r.item_id = ?1", item.id);
  if (existing) return refundView(existing);
  if (order.status !== "completed")
    throw new ApiError("NOT_CANCELLABLE", "Only a completed booking can be cancelled", { reason: "not_reserved" });
  const policy = cancelPolicy(item, now);
  if (!policy.eligible)
    throw new ApiError("NOT_CANCELLABLE", "This booking can no longer be cancelled", { reason: policy.reason });
  const toWallet = parsed.data.destination === "wallet" && item.currency === "TRY" && walletOrganization !== null;
  const destination = toWallet ? "wallet" : "card";
  const split = toWallet
    ? { card: 0, wallet: policy.refund, walletOrganization }
    : await refundSplit(db, order.id, policy.refund);
  const id = crypto.randomUUID();
  const status = split.card === 0 ? "completed" : "processing";
  const reason = parsed.data.note ? `${parsed.data.reason}: ${parsed.data.note}` : parsed.data.reason;
  const refundTransaction = (method: "card" | "wallet", amount: number, price: number) =>
    db
      .prepare(
        `INSERT INTO payment_transactions (id, order_id, payment_id, type, method, amount, price, currency, created_at)
         VALUES (?1, ?2, NULL, 'Refund', ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(crypto.randomUUID(), order.id, method, -amount, -price, item.currency, now);
  // The item moves to cancelled in the same batch that records the refund: one refund per item.
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO refunds (id, order_id, item_id, hash, reason, destination, amount, fee, currency, status, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11)`,
        )
        .bind(
          id,
          order.id,
          item.id,
          refundHash(),
          reason,
          destination,
          policy.refund,
          policy.fee,
          item.currency,
          status,
          now,
        ),
      db
        .prepare("UPDATE order_items SET status = 'cancelled', updated_at = ?2 WHERE id = ?1 AND status = 'reserved'")
        .bind(item.id, now),
      // One refund line per way the money goes back; the item's price is on the first of them.
      ...(split.wallet === 0 ? [refundTransaction(destination, split.card, item.paid_total)] : []),
      ...(split.wallet > 0
        ? [
            ...(split.card > 0 ? [refundTransaction("card", split.card, item.paid_total)] : []),
            refundTransaction("wallet", split.wallet, split.card > 0 ? 0 : item.paid_total),
            walletRefundEntry(
              db,
              {
                id,
                organizationId: split.walletOrganization ?? order.organization_id,
                amount: split.wallet,
                description: `Refund for ${order.reservation_id}`,
              },
              now,
            ),
          ]
        : []),
      db
        .prepare(
          `UPDATE orders SET status = CASE WHEN NOT EXISTS (SELECT 1 FROM order_items WHERE order_id = ?1 AND status = 'reserved') THEN 'cancelled' ELSE status END,
             updated_at = ?2 WHERE id = ?1`,
        )
        .bind(order.id, now),
    ]);
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint failed: refunds/.test(error.message)) {
      const first = await loadRefund(db, "r.item_id = ?1", item.id);
      if (first) return refundView(first);
    }
    throw error;
  }
  await releaseHold(db, item, now);
  if (split.card > 0) await refundToCard(db, provider, id, order.id, split.card, now);
  await notifyCancellation(db, sender, order, items, split, now);
  return refundView((await loadRefund(db, "r.id = ?1", id))!);
}

/**
 * Tells the traveller (e-mail and SMS, like the confirmation) that the booking is cancelled, how
 * much comes back, where to and by when, with the link to the booking.
 */
async function notifyCancellation(
  db: D1Database,
  sender: MessageSender,
  order: OrderRow,
  items: readonly ItemRow[],
  refund: { card: number; wallet: number },
  now: number,
) {
  const contact = contactOf(order);
  if (!contact) return;
  const language = nameLanguage(order.language);
  const texts = CANCELLATION_TEXTS[language];
  const money = (amount: number) => formatTextMoney(amount, order.currency, language);
  const parts = [
    refund.card > 0 ? fillText(texts.cardRefund, { amount: money(refund.card), days: CARD_REFUND_BUSINESS_DAYS }) : "",
    refund.wallet > 0 ? fillText(texts.walletRefund, { amount: money(refund.wallet) }) : "",
  ].filter(Boolean);
  const reservation = order.reservation_id ?? "";
  const links = bookingLinks(sender.shopOrigins, order, reservation, items);
  const values = {
    name: contact.name,
    reservationId: reservation,
    refund: parts.length > 0 ? parts.join(" ") : texts.noRefund,
    page: links.page,
    find: links.find,
  };
  const messages = [
    {
      id: crypto.randomUUID(),
      channel: "email" as const,
      destination: contact.email,
      subject: fillText(texts.subject, values),
      body: fillText(texts.body, values),
    },
    {
      id: crypto.randomUUID(),
      channel: "sms" as const,
      destination: contact.phone,
      subject: null,
      body: fillText(texts.sms, values),
    },
  ];
  await db.batch(
    messages.map((message) =>
      db
        .prepare(
          "INSERT INTO outbox (id, channel, destination, template, subject, body, created_at) VALUES (?1, ?2, ?3, 'booking-cancelled', ?4, ?5, ?6)",
        )
        .bind(message.id, message.channel, message.destination, message.subject, message.body, now),
    ),
  );
  for (const message of messages) await deliver(db, sender, message, now);
}

import { base64url } from "../../../shared/crypto/hmac";
import type { CancelRefusal, RefundDestination } from "../../../shared/contract/main-api/cancellation";
import { cancelItemRequest } from "../../../shared/contract/main-api/orders";
import { deliver, type MessageSender } from "../accounts/sender";
import { freeCancellationEnds } from "../car/cancellation";
import { ApiError, invalidRequest } from "../errors";
import { formatTextMoney } from "../shared/text-money";
import type { PaymentProvider } from "../payments/provider";
import type { CarInventory, FlightInventory, Inventory, ItemRow, OrderRow } from "./model";
import { releaseHold } from "./holds";
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

export function refundView(refund: RefundRow) {
  return {
    id: refund.id,
    hash: refund.hash,
    status: refund.status,
    destination: refund.destination,
    amount: { amount: refund.amount, currency: refund.currency },
    fee: { amount: refund.fee, currency: refund.currency },
    reason: refund.reason,
    createdAt: new Date(refund.created_at).toISOString(),
    updatedAt: new Date(refund.updated_at).toISOString(),
  };
}

/**
 * Cancels a reserved item of a completed order: capacity goes back, a refund record is made (to
 * the card through the provider, or at once to the wallet in TRY), and the traveller is told.
 * A second cancel of the same item answers the first refund.
 */
export async function cancelItem(
  db: D1Database,
  provider: PaymentProvider,
  sender: MessageSender,
  order: OrderRow,
  items: readonly ItemRow[],
  body: unknown,
  now: number,
) {
  const parsed = cancelItemRequest.safeParse(body);
  if (!parsed.success) throw invalidRequest("Invalid cancellation", parsed.error);
  const item = items.find((candidate) => candidate.id === parsed.data.itemId);
  if (!item) throw new ApiError("ITEM_NOT_FOUND", "No such item in this order");
  const existing = await db.prepare("SELECT * FROM refunds WHERE item_id = ?1").bind(item.id).first<RefundRow>();
  if (existing) return refundView(existing);
  if (order.status !== "completed")
    throw new ApiError("NOT_CANCELLABLE", "Only a completed booking can be cancelled", { reason: "not_reserved" });
  const policy = cancelPolicy(item, now);
  if (!policy.eligible)
    throw new ApiError("NOT_CANCELLABLE", "This booking can no longer be cancelled", { reason: policy.reason });
  const destination = parsed.data.destination === "wallet" && item.currency === "TRY" ? "wallet" : "card";
  const id = crypto.randomUUID();
  const status = destination === "wallet" ? "completed" : "processing";
  const reason = parsed.data.note ? `${parsed.data.reason}: ${parsed.data.note}` : parsed.data.reason;
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
      db
        .prepare(
          `INSERT INTO payment_transactions (id, order_id, payment_id, type, method, amount, price, currency, created_at)
           VALUES (?1, ?2, NULL, 'Refund', ?3, ?4, ?5, ?6, ?7)`,
        )
        .bind(crypto.randomUUID(), order.id, destination, -policy.refund, -item.paid_total, item.currency, now),
      ...(destination === "wallet"
        ? [
            db
              .prepare(
                `INSERT INTO wallet_entries (id, organization_id, amount, kind, reference, description, created_at)
                 VALUES (?1, ?2, ?3, 'refund', ?4, ?5, ?6)`,
              )
              .bind(
                crypto.randomUUID(),
                order.organization_id,
                policy.refund,
                id,
                `Refund for ${order.reservation_id}`,
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
      const first = await db.prepare("SELECT * FROM refunds WHERE item_id = ?1").bind(item.id).first<RefundRow>();
      if (first) return refundView(first);
    }
    throw error;
  }
  await releaseHold(db, item, now);
  if (destination === "card" && policy.refund > 0) await refundToCard(db, provider, id, order.id, policy.refund, now);
  await notifyCancellation(db, sender, order, { amount: policy.refund, destination }, now);
  const refund = (await db.prepare("SELECT * FROM refunds WHERE id = ?1").bind(id).first<RefundRow>())!;
  return refundView(refund);
}

/**
 * Sends a refund back to the cards that paid for the order, largest payment first. A changed
 * booking was paid partly by the order it replaced, so those payments count too.
 */
export async function refundToCard(
  db: D1Database,
  provider: PaymentProvider,
  refundId: string,
  orderId: string,
  amount: number,
  now: number,
) {
  const { results: charges } = await db
    .prepare(
      `WITH RECURSIVE chain(id, depth) AS (
         SELECT ?1, 0
         UNION SELECT r.order_id, chain.depth + 1 FROM chain
           JOIN order_items i ON i.order_id = chain.id JOIN order_items r ON r.id = i.replaces_item WHERE chain.depth < 10)
       SELECT id, provider_ref, amount FROM payments
       WHERE order_id IN (SELECT id FROM chain) AND status = 'succeeded' AND amount > 0 AND provider_ref IS NOT NULL
       ORDER BY amount DESC`,
    )
    .bind(orderId)
    .all<{ id: string; provider_ref: string; amount: number }>();
  let left = amount;
  let approved = true;
  for (const [index, charge] of charges.entries()) {
    if (left <= 0) break;
    const part = Math.min(left, charge.amount);
    const result = await provider.refund({
      refundId: index === 0 ? refundId : `${refundId}:${index}`,
      providerRef: charge.provider_ref,
      amount: part,
    });
    approved &&= result.approved;
    left -= part;
  }
  await db
    .prepare("UPDATE refunds SET status = ?2, updated_at = ?3 WHERE id = ?1 AND status = 'processing'")
    .bind(refundId, approved && left <= 0 ? "completed" : "failed", now)
    .run();
}

/**
 * Tells the traveller (e-mail and SMS, like the confirmation) that the booking is cancelled, how
 * much comes back, where to and by when.
 */
async function notifyCancellation(
  db: D1Database,
  sender: MessageSender,
  order: OrderRow,
  refund: { amount: number; destination: RefundDestination },
  now: number,
) {
  const contact = contactOf(order);
  if (!contact) return;
  const tr = order.language === "tr";
  const amount = formatTextMoney(refund.amount, order.currency, tr ? "tr" : "en");
  const where =
    refund.amount === 0
      ? tr
        ? "İade yapılmayacak."
        : "There is no refund."
      : refund.destination === "wallet"
        ? tr
          ? `${amount} cüzdanınıza yatırıldı.`
          : `${amount} has been added to your wallet.`
        : tr
          ? `${amount} kartınıza ${CARD_REFUND_BUSINESS_DAYS} iş günü içinde iade edilecek.`
          : `${amount} will be back on your card within ${CARD_REFUND_BUSINESS_DAYS} business days.`;
  const reservation = order.reservation_id ?? "";
  const messages = [
    {
      id: crypto.randomUUID(),
      channel: "email" as const,
      destination: contact.email,
      subject: tr ? `Rezervasyonunuz iptal edildi: ${reservation}` : `Your booking is cancelled: ${reservation}`,
      body: tr
        ? `Merhaba ${contact.name},\n\n${reservation} numaralı rezervasyonunuz iptal edildi.\n${where}`
        : `Hello ${contact.name},\n\nYour booking ${reservation} has been cancelled.\n${where}`,
    },
    {
      id: crypto.randomUUID(),
      channel: "sms" as const,
      destination: contact.phone,
      subject: null,
      body: tr
        ? `RotaGo: ${reservation} numaralı rezervasyonunuz iptal edildi. ${where}`
        : `RotaGo: your booking ${reservation} is cancelled. ${where}`,
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

import { changeItemRequest } from "../../../shared/contract/main-api/orders";
import type { PaymentProvider } from "../payments/provider";
import { ApiError, invalidRequest } from "../errors";
import { cancelPolicy, refundHash } from "./cancel";
import { refundSplit, refundToCard, walletRefundEntry } from "./refund-to-payers";
import { addItem } from "./items";
import type { ItemRow, OrderRow } from "./model";
import { releaseHold } from "./holds";
import { loadItems, orderTotals } from "./store";

/**
 * Starts a change of a car rental's dates or place: a new order holding the new offer (found by
 * a new search) that replaces the booked item. Its total is the difference to what was paid:
 * more to pay goes through the ordinary payment (with 3-D Secure), less is refunded when the
 * change completes. The booking stays as it is until then.
 */
export async function startChange(db: D1Database, original: OrderRow, userId: string, body: unknown, now: number) {
  const parsed = changeItemRequest.safeParse(body);
  if (!parsed.success) throw invalidRequest("Invalid change", parsed.error);
  if (original.status !== "completed") throw new ApiError("NOT_CANCELLABLE", "Only a completed booking can be changed");
  const item = (await loadItems(db, original.id)).find((candidate) => candidate.id === parsed.data.itemId);
  if (!item || item.kind !== "car") throw new ApiError("ITEM_NOT_FOUND", "No such car rental in this booking");
  const policy = cancelPolicy(item, now);
  if (policy.reason === "started" || policy.reason === "not_reserved") {
    throw new ApiError("NOT_CANCELLABLE", "This rental can no longer be changed", { reason: policy.reason });
  }
  const id = crypto.randomUUID();
  await db
    .prepare(
      `INSERT INTO orders (id, organization_id, created_by, language, payment_type, currency, status, passengers, billing, options, agreements, created_at, updated_at)
       SELECT ?1, organization_id, ?2, language, payment_type, currency, 'open', passengers, billing, options, agreements, ?3, ?3 FROM orders WHERE id = ?4`,
    )
    .bind(id, userId, now, original.id)
    .run();
  const change = (await db.prepare("SELECT * FROM orders WHERE id = ?1").bind(id).first<OrderRow>())!;
  await addItem(
    db,
    change,
    "car",
    { code: parsed.data.code, searchID: parsed.data.searchID, children: parsed.data.children, replacementID: item.id },
    now,
  );
  return change;
}

/**
 * After a change order completes: the replaced item is given up (its capacity returns) and, when
 * the new rental costs less than what was paid, the difference goes back to the card and the wallet
 * in the proportion they paid.
 */
export async function settleReplacedItems(db: D1Database, provider: PaymentProvider, order: OrderRow, now: number) {
  const items = await loadItems(db, order.id);
  const totals = await orderTotals(db, order, items);
  for (const item of items.filter((candidate) => candidate.status === "reserved" && candidate.replaces_item)) {
    const replaced = await db
      .prepare("SELECT * FROM order_items WHERE id = ?1")
      .bind(item.replaces_item)
      .first<ItemRow>();
    if (!replaced || replaced.status !== "reserved") continue;
    const moved = await db
      .prepare(
        "UPDATE order_items SET status = 'cancelled', removed_reason = 'changed', updated_at = ?2 WHERE id = ?1 AND status = 'reserved'",
      )
      .bind(replaced.id, now)
      .run();
    if (moved.meta.changes !== 1) continue;
    await releaseHold(db, replaced, now);
    await db
      .prepare(
        `UPDATE orders SET status = CASE WHEN NOT EXISTS (SELECT 1 FROM order_items WHERE order_id = ?1 AND status = 'reserved') THEN 'cancelled' ELSE status END,
           updated_at = ?2 WHERE id = ?1`,
      )
      .bind(replaced.order_id, now)
      .run();
    if (totals.refundDue > 0) {
      const refundId = crypto.randomUUID();
      const hash = refundHash();
      // The difference goes back the way the booking was paid: card and wallet in proportion.
      const split = await refundSplit(db, replaced.order_id, totals.refundDue);
      const transaction = (method: "card" | "wallet", amount: number) =>
        db
          .prepare(
            `INSERT INTO payment_transactions (id, order_id, payment_id, type, method, amount, price, currency, created_at)
             VALUES (?1, ?2, NULL, 'Refund', ?3, ?4, ?4, ?5, ?6)`,
          )
          .bind(crypto.randomUUID(), replaced.order_id, method, -amount, replaced.currency, now);
      await db.batch([
        db
          .prepare(
            `INSERT OR IGNORE INTO refunds (id, order_id, item_id, hash, reason, destination, amount, fee, currency, status, created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, 'changed', 'card', ?5, 0, ?6, ?7, ?8, ?8)`,
          )
          .bind(
            refundId,
            replaced.order_id,
            replaced.id,
            hash,
            totals.refundDue,
            replaced.currency,
            split.card > 0 ? "processing" : "completed",
            now,
          ),
        ...(split.card > 0 ? [transaction("card", split.card)] : []),
        ...(split.wallet > 0
          ? [
              transaction("wallet", split.wallet),
              walletRefundEntry(
                db,
                {
                  id: refundId,
                  organizationId: split.walletOrganization ?? order.organization_id,
                  amount: split.wallet,
                  description: `Price difference of a changed booking`,
                },
                now,
              ),
            ]
          : []),
      ]);
      if (split.card > 0) await refundToCard(db, provider, refundId, replaced.order_id, split.card, now);
    }
  }
}

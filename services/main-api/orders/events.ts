import type { OrderRow } from "./model";

export interface OrderEvent {
  readonly type: "created" | "payment_failed" | "paid" | "completed" | "item_cancelled" | "item_changed" | "refund";
  readonly at: string;
  readonly detail?: Record<string, unknown>;
}

const iso = (at: number) => new Date(at).toISOString();

/** The booking's history, oldest first, from what the order tables record. */
export async function orderEvents(db: D1Database, order: OrderRow): Promise<OrderEvent[]> {
  const [payments, items, refunds] = await db.batch([
    db
      .prepare("SELECT status, amount, wallet_amount, failure_code, updated_at FROM payments WHERE order_id = ?1")
      .bind(order.id),
    db
      .prepare(
        "SELECT id, status, removed_reason, updated_at FROM order_items WHERE order_id = ?1 AND status = 'cancelled'",
      )
      .bind(order.id),
    db
      .prepare("SELECT item_id, amount, status, destination, hash, updated_at FROM refunds WHERE order_id = ?1")
      .bind(order.id),
  ]);
  const events: OrderEvent[] = [{ type: "created", at: iso(order.created_at) }];
  for (const row of (payments?.results ?? []) as {
    status: string;
    amount: number;
    wallet_amount: number;
    failure_code: string | null;
    updated_at: number;
  }[]) {
    if (row.status === "succeeded")
      events.push({
        type: "paid",
        at: iso(row.updated_at),
        detail: { amount: row.amount + row.wallet_amount, currency: order.currency },
      });
    if (row.status === "failed")
      events.push({ type: "payment_failed", at: iso(row.updated_at), detail: { reason: row.failure_code } });
  }
  if (order.completed_at)
    events.push({ type: "completed", at: iso(order.completed_at), detail: { reservationId: order.reservation_id } });
  for (const row of (items?.results ?? []) as { id: string; removed_reason: string | null; updated_at: number }[]) {
    events.push({
      type: row.removed_reason === "changed" ? "item_changed" : "item_cancelled",
      at: iso(row.updated_at),
      detail: { itemId: row.id },
    });
  }
  for (const row of (refunds?.results ?? []) as {
    item_id: string;
    amount: number;
    status: string;
    destination: string;
    hash: string;
    updated_at: number;
  }[]) {
    events.push({
      type: "refund",
      at: iso(row.updated_at),
      detail: {
        itemId: row.item_id,
        amount: row.amount,
        currency: order.currency,
        status: row.status,
        destination: row.destination,
        hash: row.hash,
      },
    });
  }
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

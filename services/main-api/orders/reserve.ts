import { ApiError } from "../errors";
import type { Inventory, ItemRow, OrderRow } from "./model";
import { pricedOrGone, priceCarItem, priceFlightItem, type PricedItem } from "./items";

/** How long reserved capacity waits for payment before it is given back. */
export const HOLD_TTL_MS = 20 * 60 * 1000;
/** A payment started this recently keeps its order's holds (3-D Secure can take minutes). */
const PAYMENT_GRACE_MS = 30 * 60 * 1000;

function bookStatements(
  db: D1Database,
  inventory: Inventory,
  sign: 1 | -1,
  guardItemId?: string,
): D1PreparedStatement[] {
  // Giving capacity back only happens while the hold exists, so it happens once.
  const guard = guardItemId ? " AND EXISTS (SELECT 1 FROM reservation_holds WHERE item_id = ?5)" : "";
  if (inventory.kind === "car") {
    return inventory.days.map((day) =>
      sign === 1
        ? db
            .prepare(
              `INSERT INTO car_bookings_daily (office_id, car_model_id, day, booked) VALUES (?1, ?2, ?3, ?4)
               ON CONFLICT (office_id, car_model_id, day) DO UPDATE SET booked = booked + excluded.booked`,
            )
            .bind(inventory.officeId, inventory.modelId, day, 1)
        : db
            .prepare(
              `UPDATE car_bookings_daily SET booked = booked - ?4 WHERE office_id = ?1 AND car_model_id = ?2 AND day = ?3${guard}`,
            )
            .bind(inventory.officeId, inventory.modelId, day, 1, ...(guardItemId ? [guardItemId] : [])),
    );
  }
  return inventory.legs.map((leg) =>
    sign === 1
      ? db
          .prepare(
            `INSERT INTO flight_seats_sold (flight_number, date, brand, sold) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (flight_number, date, brand) DO UPDATE SET sold = sold + excluded.sold`,
          )
          .bind(leg.flightNumber, leg.date, leg.brand, inventory.seats)
      : db
          .prepare(
            `UPDATE flight_seats_sold SET sold = sold - ?4 WHERE flight_number = ?1 AND date = ?2 AND brand = ?3${guard}`,
          )
          .bind(leg.flightNumber, leg.date, leg.brand, inventory.seats, ...(guardItemId ? [guardItemId] : [])),
  );
}

const isCapacityError = (error: unknown) => error instanceof Error && error.message.includes("capacity_exceeded");
const isAlreadyHeld = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: reservation_holds/.test(error.message);

async function markRemoved(db: D1Database, itemId: string, reason: string, now: number) {
  await db
    .prepare(
      "UPDATE order_items SET status = 'removed', removed_reason = ?2, updated_at = ?3 WHERE id = ?1 AND status = 'pending'",
    )
    .bind(itemId, reason, now)
    .run();
}

async function hasApprovedCreditReport(db: D1Database, order: OrderRow, now: number): Promise<boolean> {
  const report = await db
    .prepare(
      `SELECT 1 AS ok FROM credit_reports r JOIN organization_members m ON m.user_id = r.user_id
       WHERE m.organization_id = ?1 AND r.status = 'approved' AND (r.valid_until IS NULL OR r.valid_until > ?2) LIMIT 1`,
    )
    .bind(order.organization_id, now)
    .first<{ ok: number }>();
  return report !== null;
}

export interface ReserveOutcome {
  /** Items that could not be reserved and left the basket (the client shows the expired-item modal). */
  readonly removed: readonly { id: string; reason: string }[];
  /** True when an item's price changed since it was added (the client shows the new total). */
  readonly priceChanged: boolean;
}

/**
 * Reserves every pending item: re-prices it from inventory (an offer that cannot be honoured any
 * more is removed), then books its capacity in one batch that the database aborts when the last
 * unit is gone. Concurrent reservations of the last unit: exactly one wins.
 */
export async function reserveOrder(
  db: D1Database,
  order: OrderRow,
  items: readonly ItemRow[],
  now: number,
): Promise<ReserveOutcome> {
  await releaseExpiredHolds(db, now);
  const removed: { id: string; reason: string }[] = [];
  let priceChanged = false;
  for (const item of items) {
    if (item.status === "reserved" && item.hold_expires_at !== null) {
      // Still held: extend the hold while the traveller pays.
      await db
        .prepare(
          "UPDATE order_items SET hold_expires_at = ?2 WHERE id = ?1 AND status = 'reserved' AND hold_expires_at IS NOT NULL",
        )
        .bind(item.id, now + HOLD_TTL_MS)
        .run();
      continue;
    }
    if (item.status !== "pending") continue;
    let priced: PricedItem;
    try {
      priced = await pricedOrGone(() =>
        item.kind === "car"
          ? priceCarItem(
              db,
              { code: item.code, searchID: item.search_id, children: JSON.parse(item.children) },
              order.currency,
              now,
            )
          : priceFlightItem(
              db,
              {
                code: item.code,
                searchID: item.search_id,
                brand: (JSON.parse(item.children) as { code: string }[])[0]?.code,
              },
              now,
            ),
      );
    } catch (error) {
      if (!(error instanceof ApiError && error.kind === "ITEM_UNAVAILABLE")) throw error;
      const reason = String((error.details as { reason?: string } | undefined)?.reason ?? "unavailable").toLowerCase();
      await markRemoved(db, item.id, reason, now);
      removed.push({ id: item.id, reason });
      continue;
    }
    if (
      priced.inventory.kind === "car" &&
      priced.inventory.creditReportRequired &&
      !(await hasApprovedCreditReport(db, order, now))
    ) {
      throw new ApiError(
        "CREDIT_REPORT_REQUIRED",
        "This rental company asks for an approved credit report (findeks) for this car class",
        {
          itemId: item.id,
        },
      );
    }
    if (priced.priceTotal !== item.price_total) priceChanged = true;
    try {
      await db.batch([
        db
          .prepare("INSERT INTO reservation_holds (item_id, inventory, created_at) VALUES (?1, ?2, ?3)")
          .bind(item.id, JSON.stringify(priced.inventory), now),
        ...bookStatements(db, priced.inventory, 1),
        db
          .prepare(
            `UPDATE order_items SET status = 'reserved', price_total = ?2, product = ?3, children = ?4, inventory = ?5,
               hold_expires_at = ?6, updated_at = ?7 WHERE id = ?1 AND status = 'pending'`,
          )
          .bind(
            item.id,
            priced.priceTotal,
            JSON.stringify(priced.product),
            JSON.stringify(priced.children),
            JSON.stringify(priced.inventory),
            now + HOLD_TTL_MS,
            now,
          ),
      ]);
    } catch (error) {
      if (isAlreadyHeld(error)) continue; // another request reserved this very item: nothing to do
      if (!isCapacityError(error)) throw error;
      await markRemoved(db, item.id, "sold_out", now);
      removed.push({ id: item.id, reason: "sold_out" });
    }
  }
  return { removed, priceChanged };
}

/** Gives an item's held capacity back (at most once, whoever asks). */
export async function releaseHold(db: D1Database, item: Pick<ItemRow, "id">, now: number): Promise<void> {
  const hold = await db
    .prepare("SELECT inventory FROM reservation_holds WHERE item_id = ?1")
    .bind(item.id)
    .first<{ inventory: string }>();
  if (!hold) return;
  const inventory = JSON.parse(hold.inventory) as Inventory;
  await db.batch([
    ...bookStatements(db, inventory, -1, item.id),
    db.prepare("DELETE FROM reservation_holds WHERE item_id = ?1").bind(item.id),
    db.prepare("UPDATE order_items SET hold_expires_at = NULL, updated_at = ?2 WHERE id = ?1").bind(item.id, now),
  ]);
}

/** Reservations not paid within the hold time give their capacity back and return to pending. */
export async function releaseExpiredHolds(db: D1Database, now: number): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT i.id FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE i.status = 'reserved' AND i.hold_expires_at IS NOT NULL AND i.hold_expires_at < ?1 AND o.status = 'open'
         AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status IN ('processing', 'challenge') AND p.updated_at > ?2)
       LIMIT 50`,
    )
    .bind(now, now - PAYMENT_GRACE_MS)
    .all<{ id: string }>();
  for (const { id } of results) {
    await releaseHold(db, { id }, now);
    await db
      .prepare("UPDATE order_items SET status = 'pending', updated_at = ?2 WHERE id = ?1 AND status = 'reserved'")
      .bind(id, now)
      .run();
  }
  return results.length;
}

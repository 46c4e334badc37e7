import type { Inventory, ItemRow } from "./model";

/**
 * A payment started while its hold was live keeps the hold this long after the payment started
 * (3-D Secure can take minutes), so the absolute maximum is reserve.ts HOLD_MAX_LIFETIME_MS + PAYMENT_GRACE_MS.
 */
export const PAYMENT_GRACE_MS = 15 * 60 * 1000;

export function bookStatements(
  db: D1Database,
  inventory: Inventory,
  sign: 1 | -1,
  guardItemId: string,
): D1PreparedStatement[] {
  // Capacity is taken only when this batch's hold row landed (the limits may refuse it) and given
  // back only while the hold exists, so each happens once.
  const held = "EXISTS (SELECT 1 FROM reservation_holds WHERE item_id = ?5)";
  const guard = ` AND ${held}`;
  if (inventory.kind === "car") {
    return inventory.days.map((day) =>
      sign === 1
        ? db
            .prepare(
              `INSERT INTO car_bookings_daily (office_id, car_model_id, day, booked) SELECT ?1, ?2, ?3, ?4 WHERE ${held}
               ON CONFLICT (office_id, car_model_id, day) DO UPDATE SET booked = booked + excluded.booked`,
            )
            .bind(inventory.officeId, inventory.modelId, day, 1, guardItemId)
        : db
            .prepare(
              `UPDATE car_bookings_daily SET booked = booked - ?4 WHERE office_id = ?1 AND car_model_id = ?2 AND day = ?3${guard}`,
            )
            .bind(inventory.officeId, inventory.modelId, day, 1, guardItemId),
    );
  }
  return inventory.legs.map((leg) =>
    sign === 1
      ? db
          .prepare(
            `INSERT INTO flight_seats_sold (flight_number, date, brand, sold) SELECT ?1, ?2, ?3, ?4 WHERE ${held}
             ON CONFLICT (flight_number, date, brand) DO UPDATE SET sold = sold + excluded.sold`,
          )
          .bind(leg.flightNumber, leg.date, leg.brand, inventory.seats, guardItemId)
      : db
          .prepare(
            `UPDATE flight_seats_sold SET sold = sold - ?4 WHERE flight_number = ?1 AND date = ?2 AND brand = ?3${guard}`,
          )
          .bind(leg.flightNumber, leg.date, leg.brand, inventory.seats, guardItemId),
  );
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

/** How many expired holds one sweep gives back at most (the scheduled job repeats sweeps). */
export const RELEASE_BATCH = 50;

/**
 * Reservations not paid within their hold give their capacity back and return to pending. A
 * payment started while the hold was live keeps it PAYMENT_GRACE_MS after the payment started.
 * Runs before every reservation, before car search and product availability, and from the
 * scheduled maintenance job.
 */
export async function releaseExpiredHolds(db: D1Database, now: number): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT i.id FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE i.status = 'reserved' AND i.hold_expires_at IS NOT NULL AND i.hold_expires_at <= ?1 AND o.status = 'open'
         AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status IN ('processing', 'challenge')
                           AND p.created_at <= i.hold_expires_at AND p.created_at > ?2)
       LIMIT ?3`,
    )
    .bind(now, now - PAYMENT_GRACE_MS, RELEASE_BATCH)
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

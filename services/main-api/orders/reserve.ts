import ipaddr from "ipaddr.js";
import { ApiError } from "../errors";
import type { Inventory, ItemRow, OrderRow } from "./model";
import { pricedOrGone, priceCarItem, priceFlightItem, type PricedItem } from "./items";

/**
 * How long reserved capacity waits for payment: a hold starts (at the payment step) with this
 * lifetime, and reserving again moves its end to at most this far ahead, never past
 * {@link HOLD_MAX_LIFETIME_MS} from its start.
 */
export const HOLD_TTL_MS = 15 * 60 * 1000;
/** No hold outlives this from its start, however often the order is reserved again. */
export const HOLD_MAX_LIFETIME_MS = 30 * 60 * 1000;
/**
 * A payment started while its hold was live keeps the hold this long after the payment started
 * (3-D Secure can take minutes), so the absolute maximum is HOLD_MAX_LIFETIME_MS + PAYMENT_GRACE_MS.
 */
export const PAYMENT_GRACE_MS = 15 * 60 * 1000;
/** Live (unpaid) holds one organization may have: an anonymous session is its own organization. */
export const MAX_LIVE_HOLDS_PER_ORGANIZATION = 3;
/** Live holds of all orders opened from one public client address, whatever the session. */
export const MAX_LIVE_HOLDS_PER_CLIENT = 6;

/**
 * The client an order's holds are counted by: its public address, IPv6 by its /64 (one line's
 * prefix, whose addresses a client can rotate freely). Loopback and private addresses (local
 * development, tests, a gateway that forgot the header) count only per organization.
 */
export function holdClient(ip: string | null | undefined): string | null {
  if (!ip || !ipaddr.isValid(ip)) return null;
  const address = ipaddr.process(ip);
  if (address.range() !== "unicast") return null;
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(":")}::/64`;
}

function bookStatements(
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

/** A hold starts only at the payment step: the driver (passengers) and invoice (billing) are known. */
function assertReadyToHold(order: OrderRow): void {
  const missing = [...(order.passengers ? [] : ["passengers"]), ...(order.billing ? [] : ["billing"])];
  if (missing.length > 0)
    throw new ApiError("ORDER_INCOMPLETE", `Missing before the car or seat can be held: ${missing.join(", ")}`, {
      missing,
    });
}

/** Live holds of the order's organization and of the client that opened it, counted at `now`. */
const LIVE = "i.status = 'reserved' AND i.hold_expires_at > ?3 AND o.status = 'open'";
const UNDER_LIMITS = `(SELECT COUNT(*) FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE o.organization_id = (SELECT organization_id FROM orders WHERE id = ?2) AND ${LIVE}) < ?4
   AND ((SELECT client FROM orders WHERE id = ?2) IS NULL OR (SELECT COUNT(*) FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE o.client = (SELECT client FROM orders WHERE id = ?2) AND ${LIVE}) < ?5)`;

/**
 * Reserves every pending item at the payment step: re-prices it from inventory (an offer that
 * cannot be honoured any more is removed), then books its capacity in one batch that the database
 * aborts when the last unit is gone. Concurrent reservations of the last unit: exactly one wins.
 * The batch starts the hold only while the organization and the client are under their live-hold
 * limits (checked inside the batch, so concurrent reservations cannot both slip under); beyond
 * them 2110. Reserving again never moves a hold's end past its maximum lifetime.
 */
export async function reserveOrder(
  db: D1Database,
  order: OrderRow,
  items: readonly ItemRow[],
  now: number,
): Promise<ReserveOutcome> {
  assertReadyToHold(order);
  await releaseExpiredHolds(db, now);
  const removed: { id: string; reason: string }[] = [];
  let priceChanged = false;
  for (const item of items) {
    if (item.status === "reserved" && item.hold_expires_at !== null) {
      // Still held: its end moves to at most HOLD_TTL_MS ahead, never past the hold's maximum lifetime.
      await db
        .prepare(
          `UPDATE order_items SET hold_expires_at = MAX(hold_expires_at, MIN(?2,
             (SELECT created_at FROM reservation_holds WHERE item_id = ?1) + ?3))
           WHERE id = ?1 AND status = 'reserved' AND hold_expires_at IS NOT NULL
             AND EXISTS (SELECT 1 FROM reservation_holds WHERE item_id = ?1)`,
        )
        .bind(item.id, now + HOLD_TTL_MS, HOLD_MAX_LIFETIME_MS)
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
    let started: D1Result[];
    try {
      started = await db.batch([
        db
          .prepare(
            `INSERT INTO reservation_holds (item_id, inventory, created_at) SELECT ?1, ?6, ?3 WHERE ${UNDER_LIMITS}`,
          )
          .bind(
            item.id,
            order.id,
            now,
            MAX_LIVE_HOLDS_PER_ORGANIZATION,
            MAX_LIVE_HOLDS_PER_CLIENT,
            JSON.stringify(priced.inventory),
          ),
        ...bookStatements(db, priced.inventory, 1, item.id),
        db
          .prepare(
            `UPDATE order_items SET status = 'reserved', price_total = ?2, product = ?3, children = ?4, inventory = ?5,
               hold_expires_at = ?6, updated_at = ?7
             WHERE id = ?1 AND status = 'pending' AND EXISTS (SELECT 1 FROM reservation_holds WHERE item_id = ?1)`,
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
      continue;
    }
    if (started[0]?.meta.changes === 0) {
      throw new ApiError("HOLD_LIMIT_REACHED", "Too many cars or seats are held unpaid; pay or remove one first", {
        maxPerOrganization: MAX_LIVE_HOLDS_PER_ORGANIZATION,
        maxPerClient: MAX_LIVE_HOLDS_PER_CLIENT,
      });
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

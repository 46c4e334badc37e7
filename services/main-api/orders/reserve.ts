import ipaddr from "ipaddr.js";
import { ApiError } from "../errors";
import type { ItemRow, OrderRow } from "./model";
import { bookStatements, releaseExpiredHolds } from "./holds";
import { pricedOrGone, priceCarItem, priceFlightItem, type PricedItem } from "./items";

/**
 * How long reserved capacity waits for payment: a hold starts (at the payment step) with this
 * lifetime, and reserving again moves its end to at most this far ahead, never past
 * {@link HOLD_MAX_LIFETIME_MS} from its start.
 */
export const HOLD_TTL_MS = 15 * 60 * 1000;
/** No hold outlives this from its start, however often the order is reserved again. */
export const HOLD_MAX_LIFETIME_MS = 30 * 60 * 1000;
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

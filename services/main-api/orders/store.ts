import { ApiError } from "../errors";
import { matchesContacts, type VerifiedContacts } from "./contacts";
import { campaignDiscount, findCampaign } from "./campaign";
import { isActive, type ItemRow, type OrderRow, type OrderTotals } from "./model";

export interface OrderAccess {
  /** The organizations of the signed-in user (anonymous users have one too). */
  readonly organizations: readonly string[];
  /** An order opened through "find my reservation" (reservation id + e-mail), if any. */
  readonly managedOrderId?: string | undefined;
  /** When that manage token ends (epoch ms). */
  readonly managedUntil?: number | undefined;
  /** The signed-in account's verified e-mail and phone: bookings made with them as a guest are theirs too. */
  readonly contacts?: VerifiedContacts;
}

export async function loadItems(db: D1Database, orderId: string): Promise<ItemRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM order_items WHERE order_id = ?1 ORDER BY created_at, rowid")
    .bind(orderId)
    .all<ItemRow>();
  return results;
}

/**
 * How the caller reaches an order: as a member of its organization, with a manage token for it,
 * as the account whose verified contact a booking names, or through a booking of theirs that the
 * order changes (a change order, open or completed: one of its items replaces an item of a booking
 * the caller holds the manage token for or sees by contact). docs/change.md "Who can change".
 */
type OrderReach = "member" | "manage-token" | "contacts" | "change";

/**
 * The order if the caller may see it (see OrderReach). Anything else is 2102, exactly like an
 * order that does not exist (the client then forgets its stored order id). `editing` (items,
 * traveller, invoice, options, campaign code) is for members only: a change is read, agreed to
 * and paid by whoever may change the booking, but its basket stays as the change made it.
 */
export async function loadOrder(
  db: D1Database,
  orderId: string,
  access: OrderAccess,
  purpose: "read" | "edit" = "read",
): Promise<OrderRow> {
  const order = /^[0-9a-f-]{36}$/.test(orderId)
    ? await db.prepare("SELECT * FROM orders WHERE id = ?1").bind(orderId).first<OrderRow>()
    : null;
  const reach = order ? await reachOf(db, order, access) : undefined;
  if (!order || !reach || (purpose === "edit" && reach !== "member")) {
    throw new ApiError("ORDER_NOT_FOUND", "No such order for this session");
  }
  return order;
}

async function reachOf(db: D1Database, order: OrderRow, access: OrderAccess): Promise<OrderReach | undefined> {
  if (access.organizations.includes(order.organization_id)) return "member";
  if (access.managedOrderId === order.id) return "manage-token";
  if (order.status !== "open" && bookedByContact(order, access)) return "contacts";
  if (!access.managedOrderId && !access.contacts) return undefined;
  // The bookings whose items this order replaces: a change of one of them is theirs to pay and keep.
  const { results: changed } = await db
    .prepare(
      `SELECT DISTINCT o.* FROM order_items i JOIN order_items r ON r.id = i.replaces_item JOIN orders o ON o.id = r.order_id
       WHERE i.order_id = ?1 AND r.order_id != ?1`,
    )
    .bind(order.id)
    .all<OrderRow>();
  const reached = changed.some(
    (booking) =>
      booking.id === access.managedOrderId || (booking.status !== "open" && bookedByContact(booking, access)),
  );
  return reached ? "change" : undefined;
}

/** A guest booking (never someone's open basket) is the account's whose verified contact it names. */
const bookedByContact = (order: OrderRow, access: OrderAccess) =>
  access.contacts !== undefined && matchesContacts(order, access.contacts);

export function requireOpen(order: OrderRow): void {
  if (order.status !== "open")
    throw new ApiError("ORDER_NOT_OPEN", "This order is already complete and cannot be changed");
}

/** What the order costs now and what has been paid for it, in the order's currency. */
export async function orderTotals(db: D1Database, order: OrderRow, items: readonly ItemRow[]): Promise<OrderTotals> {
  const active = items.filter(isActive);
  const campaign = order.campaign_code
    ? ((await findCampaign(db, order.campaign_code, order))?.campaign ?? null)
    : null;
  const itemsTotal = active.reduce((sum, item) => sum + item.price_total, 0);
  const discount = active.reduce((sum, item) => sum + campaignDiscount(campaign, item), 0);
  const paid = await db
    .prepare(
      `SELECT COALESCE(SUM(amount + wallet_amount), 0) AS paid FROM payments WHERE order_id = ?1 AND status = 'succeeded'`,
    )
    .bind(order.id)
    .first<{ paid: number }>();
  // A change of a booking (an item that replaces a paid one) counts what was paid before.
  const credit = await db
    .prepare(
      `SELECT COALESCE(SUM(r.paid_total), 0) AS credit FROM order_items i JOIN order_items r ON r.id = i.replaces_item
       WHERE i.order_id = ?1 AND i.status IN ('pending', 'reserved')`,
    )
    .bind(order.id)
    .first<{ credit: number }>();
  const refunded = await db
    .prepare("SELECT COALESCE(SUM(amount), 0) AS refunded FROM refunds WHERE order_id = ?1")
    .bind(order.id)
    .first<{ refunded: number }>();
  const previouslyPaid = credit?.credit ?? 0;
  return {
    items: itemsTotal,
    discount,
    credit: previouslyPaid,
    total: Math.max(0, itemsTotal - discount - previouslyPaid),
    refundDue: Math.max(0, previouslyPaid - (itemsTotal - discount)),
    paid: (paid?.paid ?? 0) - (refunded?.refunded ?? 0),
  };
}

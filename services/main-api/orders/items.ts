import { addCalendarDays, calendarDaysBetween, isoDate, parseIsoDate } from "../../../shared/dates";
import { carItemRequest, flightItemRequest } from "../../../shared/contract/main-api/orders";
import { quoteCarProduct } from "../car/product";
import { ApiError, invalidRequest } from "../errors";
import { quoteFlight } from "../flight/search";
import type { CarInventory, ChildLine, FlightInventory, ItemRow, OrderRow } from "./model";
import { releaseHold } from "./holds";

/** Product errors that mean "this offer cannot be sold any more" for the basket. */
const GONE = new Set(["SEARCH_EXPIRED", "OFFER_UNAVAILABLE", "PRODUCT_NOT_FOUND"]);

/** A car offer priced now: 3304 (quote refreshed) is retried once, like the client does. */
async function quoteCar(db: D1Database, code: string, searchId: string, currency: string, now: number) {
  const query = { code, searchId, currency };
  try {
    return await quoteCarProduct(db, query, now);
  } catch (error) {
    if (error instanceof ApiError && error.kind === "REQUOTE_REQUIRED") return quoteCarProduct(db, query, now);
    throw error;
  }
}

export interface PricedItem {
  readonly product: object;
  readonly children: readonly ChildLine[];
  readonly inventory: CarInventory | FlightInventory;
  readonly priceTotal: number;
  readonly currency: string;
}

function rentalDays(from: string, to: string): string[] {
  const first = parseIsoDate(from);
  const last = parseIsoDate(to);
  if (!first || !last) return [];
  const count = Math.max(0, calendarDaysBetween(first, last) + 1);
  return Array.from({ length: count }, (_, index) => isoDate(addCalendarDays(first, index)));
}

/** Prices a car item from the stored search and inventory; the client never sends a price. */
export async function priceCarItem(
  db: D1Database,
  body: { code: string; searchID: string; children: readonly { code: string; quantity: number }[] },
  currency: string,
  now: number,
): Promise<PricedItem> {
  const quote = await quoteCar(db, body.code, body.searchID, currency, now);
  const extras = new Map(quote.product.extraProducts.map((extra) => [extra.code, extra]));
  const children: ChildLine[] = [];
  for (const child of body.children) {
    if (child.quantity === 0) continue;
    const extra = extras.get(child.code);
    if (!extra) throw new ApiError("INVALID_REQUEST", `No such extra for this car: ${child.code}`);
    if (child.quantity > extra.maxQuantity) {
      throw new ApiError("INVALID_REQUEST", `At most ${extra.maxQuantity} of ${child.code}`);
    }
    children.push({
      code: child.code,
      quantity: child.quantity,
      name: extra.name,
      total: extra.totalPerUnit.amount * child.quantity,
    });
  }
  const base = quote.product.pricing.display.total.amount.amount;
  return {
    product: quote.product,
    children,
    currency: quote.currency,
    priceTotal: base + children.reduce((sum, child) => sum + (child.total ?? 0), 0),
    inventory: {
      kind: "car",
      officeId: quote.input.o,
      modelId: quote.input.m,
      days: rentalDays(quote.checkInDate, quote.checkOutDate),
      checkInEpoch: quote.checkInEpoch,
      supplierId: quote.supplierId,
      cancellation: quote.cancellation,
      creditReportRequired: quote.creditReportRequired,
    },
  };
}

/** Prices a flight item in its brand; flights are always sold in TRY. */
export async function priceFlightItem(
  db: D1Database,
  body: { code: string; searchID: string; brand?: string | undefined },
  now: number,
): Promise<PricedItem> {
  const quote = await quoteFlight(db, body.searchID, body.code, body.brand, now);
  return {
    product: quote.product,
    children: [{ code: quote.brand.code, quantity: 1, name: quote.brand.name }],
    currency: "TRY",
    priceTotal: quote.total,
    inventory: {
      kind: "flight",
      legs: quote.legs,
      seats: quote.seated,
      departEpoch: quote.departEpoch,
      arriveEpoch: quote.arriveEpoch,
      direction: quote.direction,
      refundable: quote.brand.refundable === 1,
      refundPenaltyPermille: quote.brand.refund_penalty_permille,
    },
  };
}

/** Turns "the offer is gone" product errors into the basket's 2104. */
export async function pricedOrGone<T>(price: () => Promise<T>): Promise<T> {
  try {
    return await price();
  } catch (error) {
    if (error instanceof ApiError && GONE.has(error.kind)) {
      throw new ApiError("ITEM_UNAVAILABLE", error.message, { reason: error.kind });
    }
    throw error;
  }
}

/** A connection shorter than this between landing and the return's departure is not sold. */
const MIN_TURNAROUND_MS = 60 * 60 * 1000;

/**
 * The pending outbound flight of the same search that a return joins: a round trip is one trip
 * of two items. Without one, or when the return leaves before the outbound has landed, the
 * return is refused (3300).
 */
async function outboundFor(
  db: D1Database,
  orderId: string,
  searchId: string,
  inbound: FlightInventory,
): Promise<string> {
  const { results } = await db
    .prepare(
      "SELECT id, inventory FROM order_items WHERE order_id = ?1 AND status = 'pending' AND kind = 'flight' AND search_id = ?2",
    )
    .bind(orderId, searchId)
    .all<Pick<ItemRow, "id" | "inventory">>();
  const outbound = results
    .map((row) => ({ id: row.id, inventory: JSON.parse(row.inventory) as FlightInventory }))
    .find((row) => row.inventory.direction === "outbound");
  if (!outbound) {
    throw new ApiError("INVALID_REQUEST", "Choose the outbound flight of this search before the return", [
      { field: "code", message: "an outbound flight of the same search must be in the basket first" },
    ]);
  }
  if (inbound.departEpoch < outbound.inventory.arriveEpoch + MIN_TURNAROUND_MS) {
    throw new ApiError("INVALID_REQUEST", "The return leaves before the outbound flight has landed", [
      { field: "code", message: "the return must depart at least an hour after the outbound lands" },
    ]);
  }
  return outbound.id;
}

/**
 * Adds an item to an open order. The basket holds one trip: a new item replaces the pending one
 * (reserved items are kept until they are paid or given back), except that a round trip's return
 * joins its outbound. A change of a completed booking
 * names the reserved item it replaces (`replacementID`).
 */
export async function addItem(
  db: D1Database,
  order: OrderRow,
  kind: "car" | "flight",
  body: unknown,
  now: number,
): Promise<void> {
  let priced: PricedItem;
  let code: string;
  let searchId: string;
  let replaces: string | null = null;
  if (kind === "car") {
    const parsed = carItemRequest.safeParse(body);
    if (!parsed.success) throw invalidRequest("Invalid car item", parsed.error);
    priced = await pricedOrGone(() => priceCarItem(db, parsed.data, order.currency, now));
    ({ code, searchID: searchId } = parsed.data);
    replaces = parsed.data.replacementID ?? null;
  } else {
    const parsed = flightItemRequest.safeParse(body);
    if (!parsed.success) throw invalidRequest("Invalid flight item", parsed.error);
    if (order.currency !== "TRY") throw new ApiError("UNSUPPORTED_CURRENCY", "Flight tickets are sold in TRY");
    priced = await pricedOrGone(() => priceFlightItem(db, parsed.data, now));
    ({ code, searchID: searchId } = parsed.data);
  }
  if (priced.currency !== order.currency)
    throw new ApiError("UNSUPPORTED_CURRENCY", "The item's currency differs from the order's");
  const outbound =
    priced.inventory.kind === "flight" && priced.inventory.direction === "inbound"
      ? await outboundFor(db, order.id, searchId, priced.inventory)
      : null;
  const id = crypto.randomUUID();
  // Earlier pending items leave the basket (a return keeps its outbound); a reserved one stays
  // until paid or released.
  await db.batch([
    db
      .prepare(
        "UPDATE order_items SET status = 'removed', removed_reason = 'replaced', updated_at = ?2 WHERE order_id = ?1 AND status = 'pending' AND id IS NOT ?3",
      )
      .bind(order.id, now, outbound),
    db
      .prepare(
        `INSERT INTO order_items (id, order_id, kind, status, code, search_id, quantity, children, product, inventory, currency, price_total, replaces_item, created_at, updated_at)
         VALUES (?1, ?2, ?3, 'pending', ?4, ?5, 1, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12)`,
      )
      .bind(
        id,
        order.id,
        kind,
        code,
        searchId,
        JSON.stringify(priced.children),
        JSON.stringify(priced.product),
        JSON.stringify(priced.inventory),
        priced.currency,
        priced.priceTotal,
        replaces,
        now,
      ),
    db.prepare("UPDATE orders SET updated_at = ?2 WHERE id = ?1").bind(order.id, now),
  ]);
}

/** Takes an item out of the basket; a held reservation gives its capacity back. */
export async function removeItem(db: D1Database, order: OrderRow, item: ItemRow, now: number): Promise<void> {
  if (item.status === "reserved") await releaseHold(db, item, now);
  await db
    .prepare(
      "UPDATE order_items SET status = 'removed', removed_reason = 'by_traveller', hold_expires_at = NULL, updated_at = ?2 WHERE id = ?1 AND status IN ('pending', 'reserved')",
    )
    .bind(item.id, now)
    .run();
  await db.prepare("UPDATE orders SET updated_at = ?2 WHERE id = ?1").bind(order.id, now).run();
}

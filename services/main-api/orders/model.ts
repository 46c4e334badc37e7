/** Orders and their items as stored (migrations/0007_orders.sql) and as the API shows them. */

type ItemStatus = "pending" | "reserved" | "removed" | "cancelled";
type OrderStatus = "open" | "completed" | "cancelled";

export interface OrderRow {
  id: string;
  organization_id: string;
  created_by: string;
  language: string;
  payment_type: "creditCard" | "wallet";
  currency: string;
  status: OrderStatus;
  passengers: string | null;
  billing: string | null;
  options: string | null;
  agreements: string | null;
  campaign_code: string | null;
  reservation_id: string | null;
  completed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface ItemRow {
  id: string;
  order_id: string;
  kind: "car" | "flight";
  status: ItemStatus;
  code: string;
  search_id: string;
  quantity: number;
  children: string;
  product: string;
  inventory: string;
  currency: string;
  price_total: number;
  paid_total: number;
  replaces_item: string | null;
  removed_reason: string | null;
  hold_expires_at: number | null;
  created_at: number;
  updated_at: number;
}

/** What a car reservation consumes: one unit of a model at the pickup office on each rental day. */
export interface CarInventory {
  readonly kind: "car";
  readonly officeId: string;
  readonly modelId: string;
  readonly days: readonly string[];
  readonly checkInEpoch: number;
  readonly supplierId: string;
  readonly cancellation: { readonly freeUntilHours: number; readonly lateFeePermille: number };
  readonly creditReportRequired: boolean;
}

/** What a flight reservation consumes: seats of a fare brand on each leg. */
export interface FlightInventory {
  readonly kind: "flight";
  readonly legs: readonly { readonly flightNumber: string; readonly date: string; readonly brand: string }[];
  readonly seats: number;
  readonly departEpoch: number;
  /** When the last leg lands: a round trip's return must leave after the outbound lands. */
  readonly arriveEpoch: number;
  readonly direction: "outbound" | "inbound";
  readonly refundable: boolean;
  readonly refundPenaltyPermille: number;
}

export type Inventory = CarInventory | FlightInventory;

export interface ChildLine {
  readonly code: string;
  readonly quantity: number;
  readonly name?: string;
  readonly total?: number;
}

/** Items that still count towards the order (not removed, not cancelled). */
export const isActive = (item: Pick<ItemRow, "status">) => item.status === "pending" || item.status === "reserved";

const parse = <T>(value: string | null): T | null => (value === null ? null : (JSON.parse(value) as T));

/** The airline booking reference and one ticket number per passenger of a completed flight booking. */
export interface Ticketing {
  readonly pnr: string;
  readonly tickets: readonly { readonly passenger: number; readonly ticketNumber: string }[];
}

/** Passengers stored with a flight order; a car order's driver has no ticket. */
function passengerCount(order: OrderRow): number {
  if (!order.passengers) return 0;
  const stored: unknown = JSON.parse(order.passengers);
  return typeof stored === "object" && stored !== null && "passengers" in stored && Array.isArray(stored.passengers)
    ? stored.passengers.length
    : 0;
}

/**
 * Derived from the reservation number, so the confirmation page, the e-ticket and the e-mail name
 * the same PNR and ticket numbers without storing them. A round trip's two flights share them:
 * one booking, one ticket per passenger. Null until the booking is complete or without a flight.
 */
export function ticketingOf(order: OrderRow, items: readonly Pick<ItemRow, "kind" | "status">[]): Ticketing | null {
  const booked = items.some(
    (item) => item.kind === "flight" && (item.status === "reserved" || item.status === "cancelled"),
  );
  if (!order.reservation_id || !booked) return null;
  const digits = order.reservation_id.replaceAll("-", "");
  return {
    pnr: digits.slice(2, 8),
    tickets: Array.from({ length: passengerCount(order) }, (_, index) => ({
      passenger: index,
      ticketNumber: `235-${digits.slice(2)}${index}`,
    })),
  };
}

/** The spec's order (section 3): id, items with status, product, children, payment; plus the checkout's details. */
export function orderView(order: OrderRow, items: readonly ItemRow[], totals: OrderTotals) {
  return {
    id: order.id,
    status: order.status,
    language: order.language,
    paymentType: order.payment_type,
    currency: order.currency,
    organizationId: order.organization_id,
    reservationId: order.reservation_id,
    completedAt: order.completed_at === null ? null : new Date(order.completed_at).toISOString(),
    items: items.map((item) => ({
      id: item.id,
      status: item.status,
      removedReason: item.removed_reason,
      quantity: item.quantity,
      product: { code: item.code, type: item.kind, searchID: item.search_id, ...(JSON.parse(item.product) as object) },
      children: (JSON.parse(item.children) as ChildLine[]).map((child) => ({
        product: { code: child.code, name: child.name ?? child.code },
        quantity: child.quantity,
        total: child.total === undefined ? null : { amount: child.total, currency: item.currency },
      })),
      price: { amount: item.price_total, currency: item.currency },
      paid: { amount: item.paid_total, currency: item.currency },
      replacesItem: item.replaces_item,
      holdExpiresAt: item.hold_expires_at === null ? null : new Date(item.hold_expires_at).toISOString(),
      paymentCurrency: item.currency,
    })),
    passengers: parse(order.passengers),
    billing: parse(order.billing),
    options: parse(order.options),
    agreements: parse(order.agreements),
    campaignCode: order.campaign_code,
    ticketing: ticketingOf(order, items),
    totals: {
      items: { amount: totals.items, currency: order.currency },
      discount: { amount: totals.discount, currency: order.currency },
      credit: { amount: totals.credit, currency: order.currency },
      refundDue: { amount: totals.refundDue, currency: order.currency },
      total: { amount: totals.total, currency: order.currency },
      paid: { amount: totals.paid, currency: order.currency },
      due: { amount: Math.max(0, totals.total - totals.paid), currency: order.currency },
    },
  };
}

export interface OrderTotals {
  readonly items: number;
  readonly discount: number;
  /** For a change of a booking: what was paid for the items it replaces. */
  readonly credit: number;
  readonly total: number;
  /** For a change that costs less than what was paid: what goes back to the traveller. */
  readonly refundDue: number;
  readonly paid: number;
}

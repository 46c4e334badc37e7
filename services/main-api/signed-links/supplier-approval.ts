/**
 * Supplier approval: the rental company answers a booking request through a signed link that
 * names the reserved order item and the company (`/supplier-approval?token=…` in the shop). The
 * link shows the booking and takes one decision, confirm or reject with a reason; the first
 * decision is final and later posts get it back as 409 / 2334. docs/api/main-api.md,
 * "Supplier approval".
 */
import { supplierDecisionRequest } from "../../../shared/contract/main-api/content-pages";
import { ApiError, invalidRequest } from "../errors";
import type { CarInventory, ChildLine, ItemRow, OrderRow } from "../orders/model";
import { type SignedLinkEnv, linkSecret, signLink, verifyLink } from "./signed-link";

/** How long a booking request link stays open after it is sent. */
export const SUPPLIER_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The token for the approval link of a reserved car item, sent to its rental company. */
export function supplierApprovalToken(
  env: SignedLinkEnv,
  itemId: string,
  supplierId: string,
  now: number,
): Promise<string> {
  return signLink(
    linkSecret(env, "supplier-approval"),
    "supplier-approval",
    [itemId, supplierId],
    now + SUPPLIER_LINK_TTL_MS,
  );
}

interface CarProduct {
  details?: {
    car?: {
      vendor?: { id?: string; displayName?: string };
      brand?: string;
      model?: string;
      class?: string;
      customClassName?: string;
      carPackage?: { name?: string };
    };
  };
  appointment?: {
    checkInDateTime?: string;
    checkOutDateTime?: string;
    checkInOffice?: { name?: string; address?: { line?: string } };
    checkOutOffice?: { name?: string; address?: { line?: string } } | null;
    returnToPickupOffice?: boolean;
  };
}

interface DecisionRow {
  decision: "confirmed" | "rejected";
  reason: string | null;
  decided_at: number;
}

const decisionView = (row: DecisionRow | null) =>
  row === null
    ? null
    : { decision: row.decision, reason: row.reason, decidedAt: new Date(row.decided_at).toISOString() };

interface Target {
  readonly item: ItemRow;
  readonly order: OrderRow;
  readonly supplierId: string;
  readonly expiresAt: number;
}

async function targetOf(db: D1Database, env: SignedLinkEnv, token: string, now: number): Promise<Target> {
  const secret = linkSecret(env, "supplier-approval");
  const { fields, expiresAt } = await verifyLink(secret, "supplier-approval", token, 2, now);
  const [itemId, supplierId] = fields as [string, string];
  const notFound = () => new ApiError("LINK_TARGET_NOT_FOUND", "The booking of this link does not exist");
  const item = await db.prepare("SELECT * FROM order_items WHERE id = ?1").bind(itemId).first<ItemRow>();
  if (!item || item.kind !== "car") throw notFound();
  // A link names the company it was sent to: another company's link to the item is not this one.
  if ((JSON.parse(item.inventory) as CarInventory).supplierId !== supplierId) throw notFound();
  const order = await db.prepare("SELECT * FROM orders WHERE id = ?1").bind(item.order_id).first<OrderRow>();
  if (!order) throw notFound();
  return { item, order, supplierId, expiresAt };
}

async function recordedDecision(db: D1Database, itemId: string): Promise<DecisionRow | null> {
  return db
    .prepare("SELECT decision, reason, decided_at FROM supplier_decisions WHERE item_id = ?1")
    .bind(itemId)
    .first<DecisionRow>();
}

function approvalView(target: Target, decision: DecisionRow | null) {
  const product = JSON.parse(target.item.product) as CarProduct;
  const car = product.details?.car;
  const appointment = product.appointment;
  const pickupOffice = appointment?.checkInOffice;
  const returnOffice = appointment?.returnToPickupOffice ? pickupOffice : (appointment?.checkOutOffice ?? pickupOffice);
  const driver = (target.order.passengers ? JSON.parse(target.order.passengers) : null) as {
    driver?: { firstName?: string; lastName?: string };
  } | null;
  const driverName = [driver?.driver?.firstName, driver?.driver?.lastName].filter(Boolean).join(" ");
  return {
    reservationId: target.order.reservation_id,
    supplier: { id: target.supplierId, name: car?.vendor?.displayName ?? target.supplierId },
    car: {
      brand: car?.brand ?? null,
      model: car?.model ?? null,
      className: car?.customClassName ?? car?.class ?? null,
      package: car?.carPackage?.name ?? null,
    },
    pickup: {
      office: pickupOffice?.name ?? null,
      address: pickupOffice?.address?.line ?? null,
      dateTime: appointment?.checkInDateTime ?? null,
    },
    return: {
      office: returnOffice?.name ?? null,
      address: returnOffice?.address?.line ?? null,
      dateTime: appointment?.checkOutDateTime ?? null,
    },
    driver: driverName ? { name: driverName } : null,
    extras: (JSON.parse(target.item.children) as ChildLine[]).map((child) => ({
      code: child.code,
      name: child.name ?? child.code,
      quantity: child.quantity,
    })),
    itemStatus: target.item.status,
    decision: decisionView(decision),
    decidable: decision === null && target.item.status === "reserved",
    expiresAt: new Date(target.expiresAt).toISOString(),
  };
}

export type ApprovalView = ReturnType<typeof approvalView>;

/** The booking and any decision already recorded, changing nothing. */
export async function readApproval(
  db: D1Database,
  env: SignedLinkEnv,
  token: string,
  now: number,
): Promise<ApprovalView> {
  const target = await targetOf(db, env, token, now);
  return approvalView(target, await recordedDecision(db, target.item.id));
}

/**
 * Records the company's decision once. A second decision, whatever it says, is 409 / 2334 with
 * the recorded one in `details.decision`; so is a decision on an item that is not (or no longer)
 * reserved, with `details.reason`.
 */
export async function decideApproval(
  db: D1Database,
  env: SignedLinkEnv,
  token: string,
  readBody: () => Promise<unknown>,
  meta: { ip: string | null },
  now: number,
): Promise<ApprovalView> {
  const target = await targetOf(db, env, token, now);
  // The link is checked before the body: a bad link is 2331 whatever was posted.
  const parsed = supplierDecisionRequest.safeParse(await readBody());
  if (!parsed.success) throw invalidRequest("Invalid decision", parsed.error);
  const existing = await recordedDecision(db, target.item.id);
  if (existing) {
    throw new ApiError("DECISION_CLOSED", "A decision was already recorded", {
      reason: "decided",
      decision: decisionView(existing),
    });
  }
  if (target.item.status !== "reserved") {
    throw new ApiError("DECISION_CLOSED", "The booking is not awaiting a decision", {
      reason: target.item.status === "cancelled" ? "cancelled" : "not_reserved",
    });
  }
  const decision = parsed.data.decision === "confirm" ? "confirmed" : "rejected";
  const result = await db
    .prepare(
      `INSERT INTO supplier_decisions (item_id, supplier_id, decision, reason, decided_at, ip)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (item_id) DO NOTHING`,
    )
    .bind(target.item.id, target.supplierId, decision, parsed.data.reason || null, now, meta.ip)
    .run();
  const recorded = await recordedDecision(db, target.item.id);
  // Another post got there first (its decision stands).
  if (result.meta.changes === 0) {
    throw new ApiError("DECISION_CLOSED", "A decision was already recorded", {
      reason: "decided",
      decision: decisionView(recorded),
    });
  }
  return approvalView(target, recorded);
}

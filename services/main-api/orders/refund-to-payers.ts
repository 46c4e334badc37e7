import type { PaymentProvider } from "../payments/provider";

/**
 * The orders whose payments paid for a booking: the order itself and, for a changed booking, the
 * orders it replaced (their payments count as "the old total paid").
 */
const PAYING_ORDERS = `WITH RECURSIVE chain(id, depth) AS (
     SELECT ?1, 0
     UNION SELECT r.order_id, chain.depth + 1 FROM chain
       JOIN order_items i ON i.order_id = chain.id JOIN order_items r ON r.id = i.replaces_item WHERE chain.depth < 10)`;

/**
 * `amount` split in the proportion `cardPaid : walletPaid`, the card's share rounded down (never
 * more than the cards paid), the wallet's the rest.
 */
export function splitByPayers(amount: number, cardPaid: number, walletPaid: number) {
  if (walletPaid <= 0 || amount <= 0) return { card: amount, wallet: 0 };
  const card = Math.floor((amount * cardPaid) / (cardPaid + walletPaid));
  return { card, wallet: amount - card };
}

/**
 * How a refund of `amount` goes back to what paid: the card and the wallet in the proportion they
 * paid the booking. The card's share is rounded down, so cards never get back more than they paid;
 * the wallet's share goes to the wallet it came from (the organization of the largest debit).
 */
export async function refundSplit(db: D1Database, orderId: string, amount: number) {
  const paid = await db
    .prepare(
      `${PAYING_ORDERS}
       SELECT COALESCE(SUM(amount), 0) AS card, COALESCE(SUM(wallet_amount), 0) AS wallet FROM payments
       WHERE order_id IN (SELECT id FROM chain) AND status = 'succeeded'`,
    )
    .bind(orderId)
    .first<{ card: number; wallet: number }>();
  const card = paid?.card ?? 0;
  const wallet = paid?.wallet ?? 0;
  if (wallet === 0 || amount === 0) return { ...splitByPayers(amount, card, wallet), walletOrganization: null };
  const source = await db
    .prepare(
      `${PAYING_ORDERS}
       SELECT w.organization_id FROM wallet_entries w JOIN payments p
         ON w.kind = 'payment' AND (w.reference = p.id OR w.reference LIKE p.id || ':%')
       WHERE p.order_id IN (SELECT id FROM chain) AND p.status = 'succeeded'
       ORDER BY w.amount ASC, w.created_at DESC LIMIT 1`,
    )
    .bind(orderId)
    .first<{ organization_id: string }>();
  const shares = splitByPayers(amount, card, wallet);
  return { ...shares, walletOrganization: source?.organization_id ?? null };
}

/** The wallet entry that pays a refund's wallet share (once per refund). */
export function walletRefundEntry(
  db: D1Database,
  refund: { id: string; organizationId: string; amount: number; description: string },
  now: number,
) {
  return db
    .prepare(
      `INSERT OR IGNORE INTO wallet_entries (id, organization_id, amount, kind, reference, description, created_at)
       VALUES (?1, ?2, ?3, 'refund', ?4, ?5, ?6)`,
    )
    .bind(crypto.randomUUID(), refund.organizationId, refund.amount, refund.id, refund.description, now);
}

/**
 * Sends a refund back to the cards that paid for the order, largest payment first, and settles the
 * refund record: completed when every part was approved, failed otherwise.
 */
export async function refundToCard(
  db: D1Database,
  provider: PaymentProvider,
  refundId: string,
  orderId: string,
  amount: number,
  now: number,
) {
  const { results: charges } = await db
    .prepare(
      `${PAYING_ORDERS}
       SELECT id, provider_ref, amount FROM payments
       WHERE order_id IN (SELECT id FROM chain) AND status = 'succeeded' AND amount > 0 AND provider_ref IS NOT NULL
       ORDER BY amount DESC`,
    )
    .bind(orderId)
    .all<{ id: string; provider_ref: string; amount: number }>();
  let left = amount;
  let approved = true;
  for (const [index, charge] of charges.entries()) {
    if (left <= 0) break;
    const part = Math.min(left, charge.amount);
    const result = await provider.refund({
      refundId: index === 0 ? refundId : `${refundId}:${index}`,
      providerRef: charge.provider_ref,
      amount: part,
    });
    approved &&= result.approved;
    left -= part;
  }
  await db
    .prepare("UPDATE refunds SET status = ?2, updated_at = ?3 WHERE id = ?1 AND status = 'processing'")
    .bind(refundId, approved && left <= 0 ? "completed" : "failed", now)
    .run();
}

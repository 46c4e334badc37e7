/**
 * Finance views of the caller's organizations: their invoices (one per completed order, written
 * by orders/complete.ts) and the month's spending against a corporate credit limit.
 */
import { ApiError } from "../errors";
import { shopMonth } from "./dates";

const INVOICES_PAGE_SIZE = 20;

interface InvoiceRow {
  id: string;
  number: string;
  order_id: string;
  issued_at: number;
  subtotal: number;
  vat_total: number;
  grand_total: number;
  currency: string;
  reservation_id: string | null;
}

export async function listInvoices(db: D1Database, organizations: readonly string[], page: number) {
  const orgs = JSON.stringify(organizations);
  const [rows, total] = await db.batch([
    db
      .prepare(
        `SELECT i.id, i.number, i.order_id, i.issued_at, i.subtotal, i.vat_total, i.grand_total, i.currency, o.reservation_id
         FROM invoices i JOIN orders o ON o.id = i.order_id
         WHERE i.organization_id IN (SELECT value FROM json_each(?1))
         ORDER BY i.issued_at DESC, i.number DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(orgs, INVOICES_PAGE_SIZE, (page - 1) * INVOICES_PAGE_SIZE),
    db
      .prepare("SELECT COUNT(*) AS count FROM invoices WHERE organization_id IN (SELECT value FROM json_each(?1))")
      .bind(orgs),
  ]);
  const count = (total!.results[0] as { count: number } | undefined)?.count ?? 0;
  return {
    invoices: (rows!.results as InvoiceRow[]).map((row) => ({
      id: row.id,
      number: row.number,
      issuedAt: new Date(row.issued_at).toISOString(),
      orderId: row.order_id,
      reservationId: row.reservation_id,
      subtotal: { amount: row.subtotal, currency: row.currency },
      vat: { amount: row.vat_total, currency: row.currency },
      total: { amount: row.grand_total, currency: row.currency },
      documentUrl: `/api/v1/order-api/order/${row.order_id}/documents/invoice.pdf`,
    })),
    page,
    pageSize: INVOICES_PAGE_SIZE,
    count,
  };
}

/**
 * The organization's spending this calendar month (Istanbul): the totals of its orders completed
 * this month and not cancelled since, converted to TRY at the service's exchange rates. A
 * corporate organization (a row in organization_credit_limits) also has its limit and what is left.
 */
export async function organizationLimits(
  db: D1Database,
  organizations: readonly string[],
  requested: string | undefined,
  now: number,
) {
  const organizationId = requested ?? organizations[0];
  if (!organizationId || !organizations.includes(organizationId)) {
    throw new ApiError("FORBIDDEN", "Not a member of that organization");
  }
  const { from, to } = shopMonth(now);
  const [spent, limit] = await db.batch([
    db
      .prepare(
        `SELECT i.currency, SUM(i.grand_total) AS total, r.micro_try
         FROM invoices i JOIN orders o ON o.id = i.order_id LEFT JOIN exchange_rates r ON r.currency = i.currency
         WHERE o.organization_id = ?1 AND o.status = 'completed' AND o.completed_at >= ?2 AND o.completed_at < ?3
         GROUP BY i.currency`,
      )
      .bind(organizationId, from, to),
    db.prepare("SELECT credit_limit FROM organization_credit_limits WHERE organization_id = ?1").bind(organizationId),
  ]);
  const used = (spent!.results as { currency: string; total: number; micro_try: number | null }[]).reduce(
    (sum, row) =>
      sum + (row.currency === "TRY" ? row.total : Math.round((row.total * (row.micro_try ?? 1_000_000)) / 1_000_000)),
    0,
  );
  const creditLimit = (limit!.results[0] as { credit_limit: number } | undefined)?.credit_limit ?? null;
  return {
    organizationId,
    kind: creditLimit === null ? ("customer" as const) : ("corporate" as const),
    limit: creditLimit,
    used,
    available: creditLimit === null ? null : Math.max(0, creditLimit - used),
    currency: "TRY" as const,
    period: { from: new Date(from).toISOString(), to: new Date(to).toISOString() },
  };
}

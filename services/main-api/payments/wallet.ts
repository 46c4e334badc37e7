/**
 * The traveller's wallet (TRY): refunds paid into it, payments taken from it. Entries belong to
 * organizations; a user's wallet is every organization they are a member of, so the balance of a
 * guest booking's organization joins the account when the guest signs in (mergeAnonymousInto).
 */
const IN_ORGANIZATIONS = "organization_id IN (SELECT value FROM json_each(?1))";

export async function walletBalance(db: D1Database, organizations: readonly string[]): Promise<number> {
  const row = await db
    .prepare(`SELECT COALESCE(SUM(amount), 0) AS balance FROM wallet_entries WHERE ${IN_ORGANIZATIONS}`)
    .bind(JSON.stringify(organizations))
    .first<{ balance: number }>();
  return row?.balance ?? 0;
}

export async function walletHistory(db: D1Database, organizations: readonly string[]) {
  const { results } = await db
    .prepare(
      `SELECT id, amount, kind, reference, description, created_at FROM wallet_entries WHERE ${IN_ORGANIZATIONS}
       ORDER BY created_at DESC, id LIMIT 200`,
    )
    .bind(JSON.stringify(organizations))
    .all<{ id: string; amount: number; kind: string; reference: string; description: string; created_at: number }>();
  return results.map((row) => ({
    id: row.id,
    amount: { amount: row.amount, currency: "TRY" },
    kind: row.kind,
    reference: row.reference,
    description: row.description,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/**
 * The wallet entries that take `amount` for a payment: from the organization with the largest
 * balance first. The first entry's reference is the payment id, the next ones `{id}:{n}`; the
 * trigger `wallet_not_negative` still refuses a debit a concurrent payment made too large.
 */
export async function walletDebits(
  db: D1Database,
  organizations: readonly string[],
  paymentId: string,
  amount: number,
  now: number,
): Promise<D1PreparedStatement[] | null> {
  const { results } = await db
    .prepare(
      `SELECT organization_id, SUM(amount) AS balance FROM wallet_entries WHERE ${IN_ORGANIZATIONS}
       GROUP BY organization_id HAVING balance > 0 ORDER BY balance DESC, organization_id`,
    )
    .bind(JSON.stringify(organizations))
    .all<{ organization_id: string; balance: number }>();
  const statements: D1PreparedStatement[] = [];
  let left = amount;
  for (const { organization_id, balance } of results) {
    if (left <= 0) break;
    const part = Math.min(left, balance);
    statements.push(
      db
        .prepare(
          `INSERT INTO wallet_entries (id, organization_id, amount, kind, reference, description, created_at)
           VALUES (?1, ?2, ?3, 'payment', ?4, 'Payment for an order', ?5)`,
        )
        .bind(
          crypto.randomUUID(),
          organization_id,
          -part,
          statements.length === 0 ? paymentId : `${paymentId}:${statements.length}`,
          now,
        ),
    );
    left -= part;
  }
  return left > 0 ? null : statements;
}

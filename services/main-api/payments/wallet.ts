/** The organization's wallet (TRY): refunds paid into it, payments taken from it. */
export async function walletBalance(db: D1Database, organizationId: string): Promise<number> {
  const row = await db
    .prepare("SELECT COALESCE(SUM(amount), 0) AS balance FROM wallet_entries WHERE organization_id = ?1")
    .bind(organizationId)
    .first<{ balance: number }>();
  return row?.balance ?? 0;
}

export async function walletHistory(db: D1Database, organizationId: string) {
  const { results } = await db
    .prepare(
      "SELECT id, amount, kind, reference, description, created_at FROM wallet_entries WHERE organization_id = ?1 ORDER BY created_at DESC, id LIMIT 200",
    )
    .bind(organizationId)
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

import { inventoryStatements, SEED_VERSION } from "../../services/inventory/seed/generate";

/** Seeds the inventory into a migrated test database (once per database). */
export async function seedInventory(db: D1Database): Promise<void> {
  const current = await db.prepare("SELECT value FROM seed_meta WHERE key = 'inventory'").first<{ value: string }>();
  if (current?.value === SEED_VERSION) return;
  await db.batch(inventoryStatements().map((sql) => db.prepare(sql)));
}

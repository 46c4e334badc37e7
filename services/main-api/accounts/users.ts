/** Users and their organizations. */
export interface UserRow {
  id: string;
  anonymous: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  merged_into: string | null;
  created_at: number;
}

const ORGANIZATION_KIND = "customer";

export async function findUserById(db: D1Database, id: string): Promise<UserRow | null> {
  return db.prepare("SELECT * FROM users WHERE id = ?1").bind(id).first<UserRow>();
}

export async function findUserByContact(
  db: D1Database,
  channel: "email" | "sms",
  destination: string,
): Promise<UserRow | null> {
  const column = channel === "email" ? "email" : "phone";
  return db.prepare(`SELECT * FROM users WHERE ${column} = ?1`).bind(destination).first<UserRow>();
}

export async function organizationsOf(db: D1Database, userId: string): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT organization_id FROM organization_members WHERE user_id = ?1 ORDER BY organization_id")
    .bind(userId)
    .all<{ organization_id: string }>();
  return results.map((row) => row.organization_id);
}

/** A new user with an organization of the shop's own kind. */
export async function createUser(
  db: D1Database,
  now: number,
  fields: { anonymous: boolean; email?: string; phone?: string },
): Promise<UserRow> {
  const id = crypto.randomUUID();
  const organizationId = crypto.randomUUID();
  await db.batch([
    db
      .prepare(
        "INSERT INTO users (id, anonymous, email, phone, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5)",
      )
      .bind(id, fields.anonymous ? 1 : 0, fields.email ?? null, fields.phone ?? null, now),
    db
      .prepare("INSERT INTO organizations (id, kind, created_at) VALUES (?1, ?2, ?3)")
      .bind(organizationId, ORGANIZATION_KIND, now),
    db.prepare("INSERT INTO organization_members (organization_id, user_id) VALUES (?1, ?2)").bind(organizationId, id),
  ]);
  return (await findUserById(db, id))!;
}

/** The spec's user: id, firstName, lastName, anonymous flag, organizations (each with id). */
export async function userView(db: D1Database, user: UserRow) {
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    anonymous: user.anonymous === 1,
    email: user.email,
    phone: user.phone,
    hasPassword: user.password_hash !== null,
    organizations: (await organizationsOf(db, user.id)).map((id) => ({ id })),
  };
}

/**
 * After a visitor proves a contact, their anonymous user's data joins the account: the anonymous
 * user's organizations (and with them baskets and orders) become the account's, and the anonymous
 * user is marked as merged and its sessions ended.
 */
export async function mergeAnonymousInto(
  db: D1Database,
  anonymousId: string,
  accountId: string,
  now: number,
): Promise<void> {
  if (anonymousId === accountId) return;
  await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO organization_members (organization_id, user_id)
         SELECT organization_id, ?2 FROM organization_members WHERE user_id = ?1`,
      )
      .bind(anonymousId, accountId),
    db.prepare("DELETE FROM organization_members WHERE user_id = ?1").bind(anonymousId),
    db
      .prepare("UPDATE users SET merged_into = ?2, updated_at = ?3 WHERE id = ?1 AND anonymous = 1")
      .bind(anonymousId, accountId, now),
    db
      .prepare("UPDATE refresh_tokens SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL")
      .bind(anonymousId, now),
  ]);
}

import type { OrderRow } from "./model";

/**
 * A signed-in account's e-mail and phone. The accounts service writes them only after a one-time
 * code proved them (login, or a change of e-mail or phone), so they are verified.
 */
export interface VerifiedContacts {
  readonly email: string | null;
  readonly phone: string | null;
}

export async function verifiedContacts(db: D1Database, userId: string): Promise<VerifiedContacts | undefined> {
  const user = await db
    .prepare("SELECT email, phone FROM users WHERE id = ?1 AND anonymous = 0")
    .bind(userId)
    .first<VerifiedContacts>();
  return user && (user.email || user.phone) ? user : undefined;
}

/**
 * SQL: the order's driver or flight contact e-mail, or its billing e-mail, is `email`; or its
 * driver or flight contact phone is `phone` (both as the order contract stores them: lower-cased
 * e-mail, E.164 phone). Migration 0014 indexes each of these. A NULL parameter matches nothing.
 */
const contactMatchSql = (email: string, phone: string) =>
  `(json_extract(passengers, '$.driver.email') = ${email}
    OR json_extract(passengers, '$.contact.email') = ${email}
    OR json_extract(billing, '$.email') = ${email}
    OR json_extract(passengers, '$.driver.phone') = ${phone}
    OR json_extract(passengers, '$.contact.phone') = ${phone})`;

interface StoredContacts {
  driver?: { email?: string; phone?: string };
  contact?: { email?: string; phone?: string };
}

/** The same test as contactMatchSql for one order row. */
export function matchesContacts(order: OrderRow, contacts: VerifiedContacts): boolean {
  const passengers = order.passengers ? (JSON.parse(order.passengers) as StoredContacts) : {};
  const billing = order.billing ? (JSON.parse(order.billing) as { email?: string }) : {};
  const emails = [passengers.driver?.email, passengers.contact?.email, billing.email];
  const phones = [passengers.driver?.phone, passengers.contact?.phone];
  return (
    (contacts.email !== null && emails.includes(contacts.email)) ||
    (contacts.phone !== null && phones.includes(contacts.phone))
  );
}

/**
 * The account's bookings (completed and cancelled, newest first): its organizations' orders and
 * those made as a guest with its verified e-mail or phone; only orders with an item of `kind`.
 */
export async function bookingsOf(
  db: D1Database,
  access: { readonly organizations: readonly string[]; readonly contacts?: VerifiedContacts },
  kind: "car" | "flight" | undefined,
): Promise<OrderRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM orders WHERE status != 'open'
         AND (organization_id IN (SELECT value FROM json_each(?1)) OR ${contactMatchSql("?3", "?4")})
         AND (?2 IS NULL OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = orders.id AND i.kind = ?2))
       ORDER BY completed_at DESC LIMIT 100`,
    )
    .bind(
      JSON.stringify(access.organizations),
      kind ?? null,
      access.contacts?.email ?? null,
      access.contacts?.phone ?? null,
    )
    .all<OrderRow>();
  return results;
}

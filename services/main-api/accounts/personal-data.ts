/**
 * KVKK article 11: what the shop keeps about a traveller, as one document (the right to know),
 * and their request to delete the account (handled by customer service; invoices and booking
 * records stay as long as tax and commercial law require).
 */
import type { DataExport, DeletionRequest } from "../../../shared/contract/main-api/accounts";
import { consentHistory } from "./consents";
import type { UserRow } from "./users";

const iso = (at: number) => new Date(at).toISOString();

interface DeletionRow {
  id: string;
  requested_at: number;
  status: DeletionRequest["status"];
}

export async function readDeletionRequest(db: D1Database, userId: string): Promise<DeletionRequest | null> {
  const row = await db
    .prepare("SELECT id, requested_at, status FROM account_deletion_requests WHERE user_id = ?1")
    .bind(userId)
    .first<DeletionRow>();
  return row ? { id: row.id, requestedAt: iso(row.requested_at), status: row.status } : null;
}

/** Records the request once; asking again keeps the first one. */
export async function requestDeletion(db: D1Database, userId: string, now: number): Promise<DeletionRequest> {
  await db
    .prepare(
      "INSERT INTO account_deletion_requests (id, user_id, requested_at, status) VALUES (?1, ?2, ?3, 'received') ON CONFLICT (user_id) DO NOTHING",
    )
    .bind(crypto.randomUUID(), userId, now)
    .run();
  return (await readDeletionRequest(db, userId))!;
}

export async function exportPersonalData(db: D1Database, user: UserRow, now: number): Promise<DataExport> {
  const [address, logins, orders, items, passengers, reviews] = await Promise.all([
    db
      .prepare("SELECT line, district, city, postal_code, country_code FROM addresses WHERE user_id = ?1")
      .bind(user.id)
      .first<{ line: string; district: string; city: string; postal_code: string | null; country_code: string }>(),
    db
      .prepare("SELECT at, method, ip, user_agent FROM login_history WHERE user_id = ?1 ORDER BY at DESC")
      .bind(user.id)
      .all<{
        at: number;
        method: DataExport["loginHistory"][number]["method"];
        ip: string | null;
        user_agent: string | null;
      }>(),
    db
      .prepare(
        `SELECT o.id, o.reservation_id, o.status, o.created_at FROM orders o
         WHERE o.created_by = ?1 OR o.organization_id IN (SELECT organization_id FROM organization_members WHERE user_id = ?1)
         ORDER BY o.created_at DESC`,
      )
      .bind(user.id)
      .all<{
        id: string;
        reservation_id: string | null;
        status: DataExport["bookings"][number]["status"];
        created_at: number;
      }>(),
    db
      .prepare(
        `SELECT i.order_id, i.kind, i.status, i.currency, i.price_total FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE o.created_by = ?1 OR o.organization_id IN (SELECT organization_id FROM organization_members WHERE user_id = ?1)`,
      )
      .bind(user.id)
      .all<{
        order_id: string;
        kind: "car" | "flight";
        status: "pending" | "reserved" | "removed" | "cancelled";
        currency: string;
        price_total: number;
      }>(),
    db
      .prepare(
        "SELECT first_name, last_name, type, birth_date, nationality FROM registered_passengers WHERE user_id = ?1 ORDER BY created_at",
      )
      .bind(user.id)
      .all<{
        first_name: string;
        last_name: string;
        type: "adult" | "child" | "infant";
        birth_date: string;
        nationality: string;
      }>(),
    db
      .prepare("SELECT rating, text, created_at FROM reviews WHERE user_id = ?1 ORDER BY created_at DESC")
      .bind(user.id)
      .all<{ rating: number; text: string; created_at: number }>(),
  ]);
  return {
    exportedAt: iso(now),
    profile: {
      id: user.id,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      phone: user.phone,
      hasPassword: user.password_hash !== null,
      createdAt: iso(user.created_at),
    },
    address: address
      ? {
          line: address.line,
          district: address.district,
          city: address.city,
          postalCode: address.postal_code,
          countryCode: address.country_code,
        }
      : null,
    consents: await consentHistory(db, user.id),
    loginHistory: logins.results.map((row) => ({
      at: iso(row.at),
      method: row.method,
      ip: row.ip,
      userAgent: row.user_agent,
    })),
    bookings: orders.results.map((order) => ({
      orderId: order.id,
      reservationId: order.reservation_id,
      status: order.status,
      createdAt: iso(order.created_at),
      items: items.results
        .filter((item) => item.order_id === order.id)
        .map((item) => ({ kind: item.kind, status: item.status, currency: item.currency, total: item.price_total })),
    })),
    registeredPassengers: passengers.results.map((row) => ({
      firstName: row.first_name,
      lastName: row.last_name,
      type: row.type,
      birthDate: row.birth_date,
      nationality: row.nationality,
    })),
    reviews: reviews.results.map((row) => ({ rating: row.rating, text: row.text, createdAt: iso(row.created_at) })),
    deletionRequest: await readDeletionRequest(db, user.id),
  };
}

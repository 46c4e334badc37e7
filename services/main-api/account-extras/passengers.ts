/**
 * Registered passengers: travellers a user keeps to fill passenger forms quickly. Their rules
 * are the contract's (shared/contract/main-api/passengers.ts); this module stores them.
 */
import {
  MAX_REGISTERED_PASSENGERS,
  type PASSENGER_TITLES,
  type RegisteredPassenger,
  type RegisteredPassengerInput as PassengerInput,
  type RegisteredPassengerType,
} from "../../../shared/contract/main-api/passengers";
import { ApiError } from "../errors";

/** A row as this module writes it (only the contract's types and titles get in). */
interface PassengerRow {
  id: string;
  type: RegisteredPassengerType;
  title: (typeof PASSENGER_TITLES)[number] | null;
  first_name: string;
  last_name: string;
  birth_date: string;
  nationality: string;
  tckn: string | null;
  passport_no: string | null;
  passport_expiry: string | null;
  created_at: number;
  updated_at: number;
}

function view(row: PassengerRow): RegisteredPassenger {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    nationality: row.nationality,
    tckn: row.tckn,
    passportNo: row.passport_no,
    passportExpiry: row.passport_expiry,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const values = (input: PassengerInput) =>
  [
    input.type,
    input.title ?? null,
    input.firstName,
    input.lastName,
    input.birthDate,
    input.nationality,
    input.tckn ?? null,
    input.passportNo ?? null,
    input.passportNo ? (input.passportExpiry ?? null) : null,
  ] as const;

export async function listPassengers(db: D1Database, userId: string): Promise<RegisteredPassenger[]> {
  const { results } = await db
    .prepare("SELECT * FROM registered_passengers WHERE user_id = ?1 ORDER BY created_at, rowid")
    .bind(userId)
    .all<PassengerRow>();
  return results.map(view);
}

export async function findPassenger(db: D1Database, userId: string, id: string): Promise<RegisteredPassenger> {
  const row = await db
    .prepare("SELECT * FROM registered_passengers WHERE id = ?1 AND user_id = ?2")
    .bind(id, userId)
    .first<PassengerRow>();
  if (!row) throw new ApiError("PASSENGER_NOT_FOUND", "No such passenger in this account");
  return view(row);
}

/** Adds a passenger unless the user already has 20 (checked in the same statement). */
export async function addPassenger(
  db: D1Database,
  userId: string,
  input: PassengerInput,
  now: number,
): Promise<RegisteredPassenger> {
  const id = crypto.randomUUID();
  const inserted = await db
    .prepare(
      `INSERT INTO registered_passengers (id, user_id, type, title, first_name, last_name, birth_date, nationality, tckn,
         passport_no, passport_expiry, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12
       WHERE (SELECT COUNT(*) FROM registered_passengers WHERE user_id = ?2) < ?13`,
    )
    .bind(id, userId, ...values(input), now, MAX_REGISTERED_PASSENGERS)
    .run();
  if (inserted.meta.changes !== 1) {
    throw new ApiError(
      "PASSENGER_LIMIT_REACHED",
      `An account can keep at most ${MAX_REGISTERED_PASSENGERS} passengers`,
      {
        max: MAX_REGISTERED_PASSENGERS,
      },
    );
  }
  return findPassenger(db, userId, id);
}

export async function replacePassenger(
  db: D1Database,
  userId: string,
  id: string,
  input: PassengerInput,
  now: number,
): Promise<RegisteredPassenger> {
  const updated = await db
    .prepare(
      `UPDATE registered_passengers SET type = ?3, title = ?4, first_name = ?5, last_name = ?6, birth_date = ?7,
         nationality = ?8, tckn = ?9, passport_no = ?10, passport_expiry = ?11, updated_at = ?12
       WHERE id = ?1 AND user_id = ?2`,
    )
    .bind(id, userId, ...values(input), now)
    .run();
  if (updated.meta.changes !== 1) throw new ApiError("PASSENGER_NOT_FOUND", "No such passenger in this account");
  return findPassenger(db, userId, id);
}

export async function deletePassenger(db: D1Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .prepare("DELETE FROM registered_passengers WHERE id = ?1 AND user_id = ?2")
    .bind(id, userId)
    .run();
  if (deleted.meta.changes !== 1) throw new ApiError("PASSENGER_NOT_FOUND", "No such passenger in this account");
}

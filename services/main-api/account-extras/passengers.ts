/**
 * Registered passengers: travellers a user keeps to fill passenger forms quickly. Validated like
 * the order's travellers (orders/details.ts): names in letters, a T.C. identity number for
 * Turkish citizens, a passport (number and expiry) for anyone else; the type must fit the age.
 */
import { z } from "zod";
import { isValidTcid } from "../accounts/identifiers";
import { ApiError } from "../errors";
import { ageOn, calendarDate, shopToday } from "./dates";

export const MAX_PASSENGERS = 20;
const PASSENGER_TYPES = ["adult", "child", "infant"] as const;

const name = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .regex(/^[\p{L}][\p{L} .'-]*$/u, "letters only");

/** Ages by type on the day the passenger is saved (IATA: infant under 2, child 2–11). */
function typeForAge(age: number): (typeof PASSENGER_TYPES)[number] {
  if (age < 2) return "infant";
  if (age < 12) return "child";
  return "adult";
}

export function passengerSchema(now: () => number) {
  return z
    .object({
      type: z.enum(PASSENGER_TYPES),
      title: z.enum(["mr", "mrs", "ms"]).nullish(),
      firstName: name,
      lastName: name,
      birthDate: calendarDate,
      nationality: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, "ISO 3166 country code"),
      tckn: z.string().trim().refine(isValidTcid, "not a valid T.C. identity number").nullish(),
      passportNo: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{5,12}$/, "not a valid passport number")
        .nullish(),
      passportExpiry: calendarDate.nullish(),
    })
    .superRefine((passenger, context) => {
      const today = shopToday(now());
      // Runs after field errors too: look only at fields that passed.
      if (calendarDate.safeParse(passenger.birthDate).success) {
        const age = ageOn(passenger.birthDate, today);
        if (passenger.birthDate > today || age > 120) {
          context.addIssue({ code: "custom", path: ["birthDate"], message: "not a plausible birth date" });
        } else if (PASSENGER_TYPES.includes(passenger.type) && typeForAge(age) !== passenger.type) {
          context.addIssue({
            code: "custom",
            path: ["type"],
            message: `the birth date makes this passenger an ${typeForAge(age)}`,
          });
        }
      }
      if (passenger.nationality === "TR" && !passenger.tckn) {
        context.addIssue({ code: "custom", path: ["tckn"], message: "required for Turkish citizens" });
      }
      if (passenger.nationality !== "TR" && !passenger.passportNo) {
        context.addIssue({ code: "custom", path: ["passportNo"], message: "required for foreign nationals" });
      }
      if (passenger.passportNo && !passenger.passportExpiry) {
        context.addIssue({ code: "custom", path: ["passportExpiry"], message: "required with a passport" });
      }
      if (passenger.passportExpiry && passenger.passportExpiry <= today) {
        context.addIssue({ code: "custom", path: ["passportExpiry"], message: "the passport has expired" });
      }
    });
}

export type PassengerInput = z.output<ReturnType<typeof passengerSchema>>;

interface PassengerRow {
  id: string;
  type: string;
  title: string | null;
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

function view(row: PassengerRow) {
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

export type PassengerView = ReturnType<typeof view>;

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

export async function listPassengers(db: D1Database, userId: string): Promise<PassengerView[]> {
  const { results } = await db
    .prepare("SELECT * FROM registered_passengers WHERE user_id = ?1 ORDER BY created_at, rowid")
    .bind(userId)
    .all<PassengerRow>();
  return results.map(view);
}

export async function findPassenger(db: D1Database, userId: string, id: string): Promise<PassengerView> {
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
): Promise<PassengerView> {
  const id = crypto.randomUUID();
  const inserted = await db
    .prepare(
      `INSERT INTO registered_passengers (id, user_id, type, title, first_name, last_name, birth_date, nationality, tckn,
         passport_no, passport_expiry, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12
       WHERE (SELECT COUNT(*) FROM registered_passengers WHERE user_id = ?2) < ?13`,
    )
    .bind(id, userId, ...values(input), now, MAX_PASSENGERS)
    .run();
  if (inserted.meta.changes !== 1) {
    throw new ApiError("PASSENGER_LIMIT_REACHED", `An account can keep at most ${MAX_PASSENGERS} passengers`, {
      max: MAX_PASSENGERS,
    });
  }
  return findPassenger(db, userId, id);
}

export async function replacePassenger(
  db: D1Database,
  userId: string,
  id: string,
  input: PassengerInput,
  now: number,
): Promise<PassengerView> {
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

/**
 * The findeks flow against the simulated credit bureau (bureau.ts): check (start a report for an
 * identity number), phone list, report (the bureau texts a PIN to a chosen phone), PIN confirm
 * (the bureau answers the score) and PIN renew. State lives in `credit_reports`; only the SHA-256
 * of the identity number and of the PIN is stored. An approved report lets the user's
 * organizations reserve cars whose rental company asks for one (orders/reserve.ts).
 */
import { cooldownRetryAfter, countEvent, limitRetryAfter } from "../shared/rate-limit";
import { constantTimeEqual } from "../../../shared/crypto/hmac";
import { randomCode, sha256Hex } from "../accounts/crypto";
import { ApiError } from "../errors";
import { nameLanguage } from "../../../shared/names";
import { fillText } from "../shared/fill-text";
import { SUPPORT_TEXTS } from "./support-texts";
import { APPROVAL_SCORE, type BureauPhone, bureauRecord } from "./bureau";

export const PIN_TTL_MS = 3 * 60 * 1000;
const PIN_MAX_ATTEMPTS = 3;
/** One PIN per minute per user (like the accounts resend rule), and a few an hour. */
export const PIN_RESEND_AFTER_MS = 60_000;
const PINS_PER_HOUR = 5;
/** Bureau queries started per user and hour. */
const CHECKS_PER_HOUR = 10;
/** A started report waits this long for its PIN to be confirmed. */
const PENDING_TTL_MS = 30 * 60 * 1000;
/** An approved report is valid for this long. */
export const REPORT_VALID_MS = 30 * 24 * 60 * 60 * 1000;

interface ReportRow {
  id: string;
  user_id: string;
  status: "pending" | "approved" | "rejected" | "expired";
  tckn_hash: string;
  phone: string | null;
  phone_id: string | null;
  score: number | null;
  pin_hash: string | null;
  pin_expires_at: number | null;
  pin_attempts: number;
  valid_until: number | null;
  created_at: number;
}

/** Starts a report for the person with this TCKN; answers whether the bureau knows them. */
export async function startReport(db: D1Database, userId: string, tckn: string, now: number) {
  const limited = await limitRetryAfter(db, { key: `findeks-check:${userId}`, max: CHECKS_PER_HOUR }, now);
  if (limited !== undefined) {
    throw new ApiError("RATE_LIMITED", "Too many credit report requests; please try again later", {
      retryAfterSeconds: limited,
    });
  }
  await countEvent(db, `findeks-check:${userId}`, now).run();
  const tcknHash = await sha256Hex(tckn);
  const record = bureauRecord(tcknHash);
  // A new check replaces any report still waiting for its PIN.
  const expireOpen = db
    .prepare(
      "UPDATE credit_reports SET status = 'expired', pin_hash = NULL, updated_at = ?2 WHERE user_id = ?1 AND status = 'pending'",
    )
    .bind(userId, now);
  if (!record.known) {
    await expireOpen.run();
    return { known: false, reportId: null };
  }
  const id = crypto.randomUUID();
  await db.batch([
    expireOpen,
    db
      .prepare(
        "INSERT INTO credit_reports (id, user_id, status, tckn_hash, created_at, updated_at) VALUES (?1, ?2, 'pending', ?3, ?4, ?4)",
      )
      .bind(id, userId, tcknHash, now),
  ]);
  return { known: true, reportId: id };
}

/** The user's report waiting for its PIN (the latest, started in the last 30 minutes). */
export async function pendingReport(db: D1Database, userId: string, now: number): Promise<ReportRow> {
  const row = await db
    .prepare(
      "SELECT * FROM credit_reports WHERE user_id = ?1 AND status = 'pending' AND created_at > ?2 ORDER BY created_at DESC, rowid DESC LIMIT 1",
    )
    .bind(userId, now - PENDING_TTL_MS)
    .first<ReportRow>();
  if (!row) {
    throw new ApiError("CREDIT_REPORT_NOT_STARTED", "No credit report in progress; start with findeks/check");
  }
  return row;
}

export function phonesOf(report: ReportRow): readonly BureauPhone[] {
  return bureauRecord(report.tckn_hash).phones;
}

/**
 * The bureau texts a new PIN to the chosen phone. Limited like the accounts codes: one a minute
 * per user, five an hour (3504 with retryAfterSeconds).
 */
export async function sendPin(db: D1Database, report: ReportRow, phone: BureauPhone, language: string, now: number) {
  const key = `findeks-pin:${report.user_id}`;
  const resend = await cooldownRetryAfter(db, key, PIN_RESEND_AFTER_MS, now);
  if (resend !== undefined) {
    throw new ApiError("RATE_LIMITED", "Please wait before asking for another PIN", { retryAfterSeconds: resend });
  }
  const hourly = await limitRetryAfter(db, { key, max: PINS_PER_HOUR }, now);
  if (hourly !== undefined) {
    throw new ApiError("RATE_LIMITED", "Too many PINs requested; please try again later", {
      retryAfterSeconds: hourly,
    });
  }
  const pin = randomCode();
  const text = fillText(SUPPORT_TEXTS[nameLanguage(language)].findeksPin, { pin });
  // The bureau's SMS goes to the outbox only, never to the message provider: the simulated
  // numbers look like real Turkish mobiles and may belong to someone.
  await db.batch([
    countEvent(db, key, now),
    db
      .prepare(
        `UPDATE credit_reports SET phone = ?2, phone_id = ?3, pin_hash = ?4, pin_expires_at = ?5, pin_attempts = 0, updated_at = ?6
         WHERE id = ?1 AND status = 'pending'`,
      )
      .bind(report.id, phone.masked, phone.id, await sha256Hex(`${report.id}:${pin}`), now + PIN_TTL_MS, now),
    db
      .prepare(
        "INSERT INTO outbox (id, channel, destination, template, subject, body, created_at) VALUES (?1, 'sms', ?2, 'findeks:pin', NULL, ?3, ?4)",
      )
      .bind(crypto.randomUUID(), phone.number, text, now),
  ]);
  return {
    sent: true,
    phone: phone.masked,
    expiresInSeconds: PIN_TTL_MS / 1000,
    resendAfterSeconds: PIN_RESEND_AFTER_MS / 1000,
  } as const;
}

/** Checks the PIN; on success the bureau's score decides: approved (≥ 1000, 30 days) or rejected. */
export async function confirmPin(db: D1Database, report: ReportRow, pin: string, now: number) {
  if (!report.pin_hash || report.pin_expires_at === null) {
    throw new ApiError("CREDIT_REPORT_NOT_STARTED", "No PIN has been sent yet; choose a phone with findeks/report");
  }
  if (report.pin_expires_at <= now) {
    throw new ApiError("CODE_EXPIRED", "The PIN has expired; please ask for a new one");
  }
  if (report.pin_attempts >= PIN_MAX_ATTEMPTS) {
    throw new ApiError("CODE_ATTEMPTS_EXCEEDED", "Too many wrong PINs; please ask for a new one");
  }
  const matches = /^\d{6}$/.test(pin) && constantTimeEqual(await sha256Hex(`${report.id}:${pin}`), report.pin_hash);
  if (!matches) {
    // Counted in the database, so parallel wrong PINs cannot get more than three tries.
    const counted = await db
      .prepare(
        "UPDATE credit_reports SET pin_attempts = pin_attempts + 1, updated_at = ?2 WHERE id = ?1 AND pin_attempts < ?3 RETURNING pin_attempts",
      )
      .bind(report.id, now, PIN_MAX_ATTEMPTS)
      .first<{ pin_attempts: number }>();
    const attemptsLeft = counted ? PIN_MAX_ATTEMPTS - counted.pin_attempts : 0;
    if (attemptsLeft <= 0)
      throw new ApiError("CODE_ATTEMPTS_EXCEEDED", "Too many wrong PINs; please ask for a new one");
    throw new ApiError("CODE_INCORRECT", "The PIN is not correct", { attemptsLeft });
  }
  const { score } = bureauRecord(report.tckn_hash);
  const approved = score >= APPROVAL_SCORE;
  const validUntil = approved ? now + REPORT_VALID_MS : null;
  // Used exactly once, even if the same PIN arrives twice at the same moment.
  const result = await db
    .prepare(
      `UPDATE credit_reports SET status = ?2, score = ?3, valid_until = ?4, pin_hash = NULL, updated_at = ?5
       WHERE id = ?1 AND status = 'pending' AND pin_hash = ?6`,
    )
    .bind(report.id, approved ? "approved" : "rejected", score, validUntil, now, report.pin_hash)
    .run();
  if (result.meta.changes !== 1) throw new ApiError("CODE_EXPIRED", "The PIN has already been used");
  return { reportId: report.id, status: approved ? "approved" : "rejected", score, validUntil } as const;
}

/**
 * The user's latest report as a step of the flow: none, waiting for a phone choice or a PIN,
 * approved (until when), rejected, or expired (an approved one past its 30 days, or a started one
 * left for more than 30 minutes).
 */
export async function latestReport(db: D1Database, userId: string, now: number) {
  const row = await db
    .prepare("SELECT * FROM credit_reports WHERE user_id = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1")
    .bind(userId)
    .first<ReportRow>();
  if (!row) return { report: null };
  const lapsed =
    (row.status === "approved" && (row.valid_until ?? 0) <= now) ||
    (row.status === "pending" && row.created_at <= now - PENDING_TTL_MS);
  const pinSent = row.status === "pending" && row.pin_hash !== null;
  return {
    report: {
      status: lapsed ? ("expired" as const) : row.status,
      phone: row.phone,
      pinSent: pinSent && !lapsed,
      pinExpiresAt: pinSent ? row.pin_expires_at : null,
      score: row.score,
      validUntil: row.valid_until,
      createdAt: row.created_at,
    },
  };
}

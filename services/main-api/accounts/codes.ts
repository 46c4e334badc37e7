/**
 * One-time codes: 6 digits, valid for minutes, a few attempts each; sending is rate-limited per
 * destination and per IP address. Messages go to the outbox; a sender delivers them.
 */
import { ApiError } from "../errors";
import { nameLanguage } from "../../../shared/names";
import { fillText } from "../shared/fill-text";
import { CODE_TEXTS, type CodePurpose } from "./code-texts";
import { cooldownRetryAfter, countEvent, firstRetryAfter } from "../shared/rate-limit";
import { deliver, type MessageSender } from "./sender";
import { constantTimeEqual } from "../../../shared/crypto/hmac";
import { randomCode, sha256Hex } from "./crypto";
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  RESEND_AFTER_MS,
  SENDS_PER_DESTINATION_PER_HOUR,
  SENDS_PER_IP_PER_HOUR,
} from "./settings";

export type Channel = "email" | "sms";

/**
 * Checks and counts a send against the per-destination and per-IP limits. Also used where no
 * code is sent (an unknown address asking for a password reset), so the limits cannot reveal
 * which addresses have accounts.
 */
export async function enforceSendLimits(
  db: D1Database,
  destination: string,
  ip: string | null,
  now: number,
): Promise<void> {
  const resend = await cooldownRetryAfter(db, `send:${destination}`, RESEND_AFTER_MS, now);
  if (resend !== undefined) {
    throw new ApiError("RATE_LIMITED", "Please wait before asking for another code", { retryAfterSeconds: resend });
  }
  const retryAfter = await firstRetryAfter(
    db,
    [
      { key: `send:${destination}`, max: SENDS_PER_DESTINATION_PER_HOUR },
      ...(ip ? [{ key: `send-ip:${ip}`, max: SENDS_PER_IP_PER_HOUR }] : []),
    ],
    now,
  );
  if (retryAfter !== undefined) {
    throw new ApiError("RATE_LIMITED", "Too many codes requested; please try again later", {
      retryAfterSeconds: retryAfter,
    });
  }
  await db.batch([countEvent(db, `send:${destination}`, now), ...(ip ? [countEvent(db, `send-ip:${ip}`, now)] : [])]);
}

/** The answer to a send request, the same whether or not a code went out. */
export function sentAnswer(channel: Channel) {
  return {
    sent: true,
    channel,
    expiresInSeconds: CODE_TTL_MS / 1000,
    resendAfterSeconds: RESEND_AFTER_MS / 1000,
  } as const;
}

export interface SendOptions {
  readonly purpose: CodePurpose;
  readonly channel: Channel;
  readonly destination: string;
  readonly userId?: string | null;
  readonly ip: string | null;
  readonly language: string;
  readonly sender: MessageSender;
}

/** Creates and sends a code. Same answer whether or not an account exists for the destination. */
export async function sendCode(db: D1Database, options: SendOptions, now: number) {
  await enforceSendLimits(db, options.destination, options.ip, now);
  const id = crypto.randomUUID();
  const messageId = crypto.randomUUID();
  const code = randomCode();
  const text = fillText(CODE_TEXTS[nameLanguage(options.language)][options.purpose], { code });
  const subject = options.channel === "email" ? "RotaGo" : null;
  await db.batch([
    db
      .prepare(
        "INSERT INTO one_time_codes (id, purpose, channel, destination, user_id, code_hash, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
      )
      .bind(
        id,
        options.purpose,
        options.channel,
        options.destination,
        options.userId ?? null,
        await sha256Hex(`${id}:${code}`),
        now,
        now + CODE_TTL_MS,
      ),
    db
      .prepare(
        "INSERT INTO outbox (id, channel, destination, template, subject, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
      )
      .bind(messageId, options.channel, options.destination, `code:${options.purpose}`, subject, text, now),
  ]);
  await deliver(
    db,
    options.sender,
    { id: messageId, channel: options.channel, destination: options.destination, subject, body: text },
    now,
  );
  return sentAnswer(options.channel);
}

interface CodeRow {
  id: string;
  code_hash: string;
  attempts: number;
  expires_at: number;
  consumed_at: number | null;
  user_id: string | null;
}

/** Checks a code for the latest code sent to the destination; consumes it on success. */
export async function verifyCode(
  db: D1Database,
  purpose: CodePurpose,
  destination: string,
  code: string,
  now: number,
): Promise<{ userId: string | null }> {
  const row = await db
    .prepare(
      "SELECT id, code_hash, attempts, expires_at, consumed_at, user_id FROM one_time_codes WHERE purpose = ?1 AND destination = ?2 ORDER BY created_at DESC LIMIT 1",
    )
    .bind(purpose, destination)
    .first<CodeRow>();
  if (!row || row.consumed_at !== null || row.expires_at <= now) {
    throw new ApiError("CODE_EXPIRED", "The code has expired; please ask for a new one");
  }
  if (row.attempts >= CODE_MAX_ATTEMPTS) {
    throw new ApiError("CODE_ATTEMPTS_EXCEEDED", "Too many wrong codes; please ask for a new one");
  }
  const matches = /^\d{6}$/.test(code) && constantTimeEqual(await sha256Hex(`${row.id}:${code}`), row.code_hash);
  if (!matches) {
    await db.prepare("UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = ?1").bind(row.id).run();
    const attemptsLeft = CODE_MAX_ATTEMPTS - row.attempts - 1;
    if (attemptsLeft <= 0)
      throw new ApiError("CODE_ATTEMPTS_EXCEEDED", "Too many wrong codes; please ask for a new one");
    throw new ApiError("CODE_INCORRECT", "The code is not correct", { attemptsLeft });
  }
  // Consumed exactly once, even if the same code arrives twice at the same moment.
  const consumed = await db
    .prepare("UPDATE one_time_codes SET consumed_at = ?2 WHERE id = ?1 AND consumed_at IS NULL")
    .bind(row.id, now)
    .run();
  if (consumed.meta.changes !== 1)
    throw new ApiError("CODE_EXPIRED", "The code has already been used; please ask for a new one");
  return { userId: row.user_id };
}

import { signHex, verifyHex } from "../../shared/crypto/hmac";
import { behaviourOf, type TestCardBehaviour, SIMULATED_SMS_CODE } from "./cards";

/**
 * The simulated bank's ledger: charges (with or without a 3-D Secure challenge) and refunds, in
 * its own table. One charge per merchant reference, whatever the number of requests: a retried
 * authorisation answers the first outcome.
 */

export const MAX_CHALLENGE_ATTEMPTS = 3;

export interface BankEnv {
  readonly DB: D1Database;
  /** Signs challenge results posted back to the shop. Development default when unset. */
  readonly BANK_SIMULATOR_SECRET?: string;
}

const DEVELOPMENT_BANK_SECRET = "development-only-bank-simulator-secret";

export interface AuthorizeRequest {
  readonly merchantRef: string;
  readonly amount: number;
  readonly currency: string;
  readonly cardNumber: string;
  readonly returnUrl: string;
}

export type AuthorizeOutcome =
  | { readonly status: "approved"; readonly bankRef: string }
  | { readonly status: "declined"; readonly bankRef: string; readonly code: string; readonly message: string }
  | { readonly status: "challenge"; readonly bankRef: string; readonly challengePath: string };

/** The response never arrived (the bank may or may not have charged): ask with `inquire`. */
export class BankTimeoutError extends Error {}

interface TransactionRow {
  id: string;
  merchant_ref: string;
  status: "challenge" | "approved" | "declined" | "cancelled";
  decline_code: string | null;
  behaviour: TestCardBehaviour;
  return_url: string | null;
  challenge_attempts: number;
  amount: number;
  currency: string;
  card_last4: string;
}

const DECLINES: Partial<Record<TestCardBehaviour, { code: string; message: string }>> = {
  "insufficient-funds": { code: "51", message: "Insufficient funds" },
  "lost-card": { code: "41", message: "Lost card, pick up" },
};

const CHALLENGE_PATH = "/__bank/3ds";

function outcomeOf(row: TransactionRow): AuthorizeOutcome {
  if (row.status === "approved") return { status: "approved", bankRef: row.id };
  if (row.status === "challenge")
    return { status: "challenge", bankRef: row.id, challengePath: `${CHALLENGE_PATH}/${row.id}` };
  return {
    status: "declined",
    bankRef: row.id,
    code: row.decline_code ?? "05",
    message: row.status === "cancelled" ? "Cancelled by the cardholder" : "Declined",
  };
}

export async function findCharge(db: D1Database, merchantRef: string): Promise<TransactionRow | null> {
  return db
    .prepare("SELECT * FROM bank_transactions WHERE merchant_ref = ?1 AND kind = 'charge'")
    .bind(merchantRef)
    .first<TransactionRow>();
}

export async function findTransaction(db: D1Database, id: string): Promise<TransactionRow | null> {
  return db.prepare("SELECT * FROM bank_transactions WHERE id = ?1").bind(id).first<TransactionRow>();
}

/** Authorises a charge. Card data is used here and dropped: only BIN and last four are kept. */
export async function authorize(db: D1Database, request: AuthorizeRequest, now: number): Promise<AuthorizeOutcome> {
  const existing = await findCharge(db, request.merchantRef);
  if (existing) return outcomeOf(existing);
  const behaviour = behaviourOf(request.cardNumber);
  const decline = DECLINES[behaviour];
  const status = decline
    ? "declined"
    : behaviour === "approve" || behaviour === "timeout-after-commit"
      ? "approved"
      : "challenge";
  const id = `BK${crypto.randomUUID().replaceAll("-", "").slice(0, 18).toUpperCase()}`;
  // INSERT OR IGNORE: two authorisations racing for one reference leave one transaction.
  await db
    .prepare(
      `INSERT OR IGNORE INTO bank_transactions
         (id, merchant_ref, kind, amount, currency, card_bin, card_last4, status, decline_code, sms_code, behaviour, return_url, created_at, updated_at)
       VALUES (?1, ?2, 'charge', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12)`,
    )
    .bind(
      id,
      request.merchantRef,
      request.amount,
      request.currency,
      request.cardNumber.slice(0, 6),
      request.cardNumber.slice(-4),
      status,
      decline?.code ?? null,
      status === "challenge" ? SIMULATED_SMS_CODE : null,
      behaviour,
      request.returnUrl,
      now,
    )
    .run();
  const stored = await findCharge(db, request.merchantRef);
  if (!stored) throw new Error("bank: charge vanished");
  if (stored.id === id && behaviour === "timeout-after-commit")
    throw new BankTimeoutError("The bank did not answer in time");
  return outcomeOf(stored);
}

/** The charge's current state, for a merchant that lost the answer (timeouts). */
export async function inquire(db: D1Database, merchantRef: string): Promise<AuthorizeOutcome | undefined> {
  const row = await findCharge(db, merchantRef);
  return row ? outcomeOf(row) : undefined;
}

export type ChallengeResult = "approved" | "declined" | "cancelled" | "retry";

/** The cardholder answered the challenge (a code, or cancel). Moves the transaction at most once. */
export async function answerChallenge(
  db: D1Database,
  id: string,
  answer: { code: string } | { cancel: true },
  now: number,
): Promise<{ result: ChallengeResult; row: TransactionRow } | undefined> {
  const row = await findTransaction(db, id);
  if (!row) return undefined;
  if (row.status !== "challenge") {
    return {
      result: row.status === "approved" ? "approved" : row.status === "cancelled" ? "cancelled" : "declined",
      row,
    };
  }
  let next: TransactionRow["status"];
  let code: string | null = null;
  if ("cancel" in answer) next = "cancelled";
  else if (answer.code === SIMULATED_SMS_CODE) {
    next = row.behaviour === "challenge-fails" ? "declined" : "approved";
    if (next === "declined") code = "auth_failed";
  } else if (row.challenge_attempts + 1 >= MAX_CHALLENGE_ATTEMPTS) {
    next = "declined";
    code = "auth_failed";
  } else {
    await db
      .prepare(
        "UPDATE bank_transactions SET challenge_attempts = challenge_attempts + 1, updated_at = ?2 WHERE id = ?1 AND status = 'challenge'",
      )
      .bind(id, now)
      .run();
    return { result: "retry", row: { ...row, challenge_attempts: row.challenge_attempts + 1 } };
  }
  await db
    .prepare(
      "UPDATE bank_transactions SET status = ?2, decline_code = ?3, updated_at = ?4 WHERE id = ?1 AND status = 'challenge'",
    )
    .bind(id, next, code, now)
    .run();
  const moved = (await findTransaction(db, id)) ?? row;
  return { result: moved.status === "challenge" ? "retry" : (moved.status as ChallengeResult), row: moved };
}

/** Refunds part or all of an approved charge; one refund per refund reference. */
export async function refund(
  db: D1Database,
  request: { refundRef: string; chargeRef: string; amount: number },
  now: number,
): Promise<{ status: "approved" | "declined"; bankRef: string }> {
  const charge = await findTransaction(db, request.chargeRef);
  if (!charge || charge.status !== "approved") return { status: "declined", bankRef: "" };
  const { total } = (await db
    .prepare(
      "SELECT COALESCE(SUM(amount), 0) AS total FROM bank_transactions WHERE original_ref = ?1 AND kind = 'refund' AND status = 'approved' AND merchant_ref != ?2",
    )
    .bind(charge.id, request.refundRef)
    .first<{ total: number }>()) ?? { total: 0 };
  if (total + request.amount > charge.amount) return { status: "declined", bankRef: "" };
  const id = `BR${crypto.randomUUID().replaceAll("-", "").slice(0, 18).toUpperCase()}`;
  await db
    .prepare(
      `INSERT OR IGNORE INTO bank_transactions
         (id, merchant_ref, kind, amount, currency, card_bin, card_last4, status, behaviour, original_ref, created_at, updated_at)
       SELECT ?1, ?2, 'refund', ?3, currency, card_bin, card_last4, 'approved', behaviour, id, ?4, ?4 FROM bank_transactions WHERE id = ?5`,
    )
    .bind(id, request.refundRef, request.amount, now, charge.id)
    .run();
  const stored = await db
    .prepare("SELECT id FROM bank_transactions WHERE merchant_ref = ?1 AND kind = 'refund'")
    .bind(request.refundRef)
    .first<{ id: string }>();
  return { status: "approved", bankRef: stored?.id ?? id };
}

export interface ChallengeCallback {
  readonly paymentId: string;
  readonly bankRef: string;
  readonly status: "approved" | "declined" | "cancelled";
  readonly code: string;
  readonly signature: string;
}

const signedText = (fields: Omit<ChallengeCallback, "signature">) =>
  [fields.paymentId, fields.bankRef, fields.status, fields.code].join("|");

export function bankSecret(env: Pick<BankEnv, "BANK_SIMULATOR_SECRET">): string {
  return env.BANK_SIMULATOR_SECRET || DEVELOPMENT_BANK_SECRET;
}

export async function signCallback(
  secret: string,
  fields: Omit<ChallengeCallback, "signature">,
): Promise<ChallengeCallback> {
  return { ...fields, signature: await signHex(secret, signedText(fields)) };
}

/** True when the fields were signed by the bank (constant-time comparison). */
export function verifyCallback(secret: string, fields: ChallengeCallback): Promise<boolean> {
  return verifyHex(secret, signedText(fields), fields.signature);
}

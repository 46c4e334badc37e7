import { z } from "zod";
import type { ChargeRequest } from "../../../shared/contract/main-api/payments";
import type { MessageSender } from "../accounts/sender";
import { sha256Hex } from "../accounts/crypto";
import { ApiError } from "../errors";
import { completeOrder } from "../orders/complete";
import { assertReadyToPay } from "../orders/details";
import type { OrderRow } from "../orders/model";
import { reserveOrder } from "../orders/reserve";
import { checkCampaign } from "../orders/campaign";
import { loadItems, orderTotals } from "../orders/store";
import { chargedOf } from "./charged";
import { installmentOptions } from "./installments";
import type { AuthorizationResult, ChallengeCallback, PaymentProvider } from "./provider";
import { walletBalance, walletDebits } from "./wallet";

export interface PaymentRow {
  id: string;
  order_id: string;
  idempotency_key: string;
  request_hash: string;
  amount: number;
  wallet_amount: number;
  currency: string;
  installments: number;
  installment_total: number;
  card_bin: string | null;
  card_last4: string | null;
  card_brand: string | null;
  bank: string | null;
  status: "processing" | "challenge" | "succeeded" | "failed";
  failure_code: string | null;
  failure_message: string | null;
  provider_ref: string | null;
  challenge_url: string | null;
  created_at: number;
  updated_at: number;
}

/** A payment's outcome as the client sees it: what happened, and what to do next. */
export function paymentView(payment: PaymentRow, reservationId: string | null = null) {
  const charged = chargedOf(payment);
  return {
    id: payment.id,
    orderId: payment.order_id,
    status: payment.status,
    amount: { amount: payment.amount, currency: payment.currency },
    walletAmount: { amount: payment.wallet_amount, currency: payment.currency },
    installments: payment.installments,
    installmentTotal: { amount: payment.installment_total, currency: payment.currency },
    // What the traveller is charged: the card's plan total (interest included) plus the wallet part.
    chargedTotal: { amount: charged.total, currency: payment.currency },
    perInstallment: { amount: charged.perInstallment, currency: payment.currency },
    installmentSurcharge: { amount: charged.surcharge, currency: payment.currency },
    card: payment.card_last4
      ? { bin: payment.card_bin, last4: payment.card_last4, brand: payment.card_brand, bank: payment.bank }
      : null,
    failure: payment.failure_code ? { code: payment.failure_code, message: payment.failure_message } : null,
    // The browser goes to the bank's challenge page; the bank posts the result to /checkout/control.
    redirect:
      payment.status === "challenge" && payment.challenge_url
        ? { url: payment.challenge_url, method: "GET" as const }
        : null,
    reservationId,
  };
}

const DECLINE_REASONS: Record<string, string> = {
  "51": "insufficient_funds",
  "41": "lost_card",
  "43": "stolen_card",
  "54": "expired_card",
  auth_failed: "authentication_failed",
};

async function loadPayment(db: D1Database, id: string) {
  return db.prepare("SELECT * FROM payments WHERE id = ?1").bind(id).first<PaymentRow>();
}

async function reservationIdOf(db: D1Database, orderId: string) {
  return (
    (
      await db
        .prepare("SELECT reservation_id FROM orders WHERE id = ?1")
        .bind(orderId)
        .first<{ reservation_id: string | null }>()
    )?.reservation_id ?? null
  );
}

/**
 * Records a successful payment once (the status moves from processing/challenge to succeeded in
 * one statement; whoever moves it books the money movements) and completes the order.
 */
async function succeed(
  db: D1Database,
  provider: PaymentProvider,
  sender: MessageSender,
  payment: PaymentRow,
  providerRef: string | null,
  now: number,
) {
  const moved = await db
    .prepare(
      "UPDATE payments SET status = 'succeeded', provider_ref = COALESCE(?2, provider_ref), updated_at = ?3 WHERE id = ?1 AND status IN ('processing', 'challenge')",
    )
    .bind(payment.id, providerRef, now)
    .run();
  if (moved.meta.changes === 1) {
    const statements = [];
    if (payment.amount > 0) {
      statements.push(
        db
          .prepare(
            `INSERT INTO payment_transactions (id, order_id, payment_id, type, method, amount, price, currency, created_at)
             VALUES (?1, ?2, ?3, 'Payment', 'card', ?4, ?5, ?6, ?7)`,
          )
          .bind(
            crypto.randomUUID(),
            payment.order_id,
            payment.id,
            payment.installment_total,
            payment.amount,
            payment.currency,
            now,
          ),
      );
    }
    if (payment.wallet_amount > 0) {
      statements.push(
        db
          .prepare(
            `INSERT INTO payment_transactions (id, order_id, payment_id, type, method, amount, price, currency, created_at)
             VALUES (?1, ?2, ?3, 'Payment', 'wallet', ?4, ?4, ?5, ?6)`,
          )
          .bind(crypto.randomUUID(), payment.order_id, payment.id, payment.wallet_amount, payment.currency, now),
      );
    }
    if (statements.length > 0) await db.batch(statements);
  }
  await completeOrder(db, sender, payment.order_id, now, provider);
}

/** A failed attempt gives back the wallet part it had set aside, to the organizations it came from. */
async function fail(db: D1Database, payment: PaymentRow, code: string, message: string, now: number) {
  await db.batch([
    db
      .prepare(
        "UPDATE payments SET status = 'failed', failure_code = ?2, failure_message = ?3, updated_at = ?4 WHERE id = ?1 AND status IN ('processing', 'challenge')",
      )
      .bind(payment.id, code, message, now),
    db
      .prepare(
        `INSERT OR IGNORE INTO wallet_entries (id, organization_id, amount, kind, reference, description, created_at)
         SELECT lower(hex(randomblob(16))), w.organization_id, -w.amount, 'adjustment', w.reference, 'Payment not completed: wallet amount returned', ?2
         FROM wallet_entries w WHERE w.kind = 'payment' AND (w.reference = ?1 OR w.reference LIKE ?1 || ':%')
           AND EXISTS (SELECT 1 FROM payments WHERE id = ?1 AND status = 'failed')`,
      )
      .bind(payment.id, now),
  ]);
}

async function applyResult(
  db: D1Database,
  provider: PaymentProvider,
  sender: MessageSender,
  payment: PaymentRow,
  result: AuthorizationResult,
  now: number,
): Promise<void> {
  if (result.status === "approved") return succeed(db, provider, sender, payment, result.providerRef, now);
  if (result.status === "declined")
    return fail(db, payment, DECLINE_REASONS[result.code] ?? "declined", result.message, now);
  if (result.status === "challenge") {
    await db
      .prepare(
        "UPDATE payments SET status = 'challenge', provider_ref = ?2, challenge_url = ?3, updated_at = ?4 WHERE id = ?1 AND status = 'processing'",
      )
      .bind(payment.id, result.providerRef, result.challengeUrl, now)
      .run();
  }
  // "unknown": stays processing; the next replay (or the sweep) asks the provider.
}

/**
 * Pays for an order: card (with or without installments), wallet, or both. Idempotent by key:
 * the first request with a key makes the one attempt; a replay with the same body answers that
 * attempt's outcome (asking the provider again when the first answer was lost); the same key with
 * another body is refused. Prices come from the order, never from the request. The wallet part is
 * taken from the paying user's wallet (`walletOrganizations`: their organizations; none for a
 * visitor who is not signed in).
 */
export async function chargeOrder(
  db: D1Database,
  provider: PaymentProvider,
  sender: MessageSender,
  order: OrderRow,
  request: ChargeRequest,
  walletOrganizations: readonly string[],
  now: number,
) {
  const cardDigest = request.card
    ? await sha256Hex(`${order.id}|${request.card.number}|${request.card.expiryMonth}/${request.card.expiryYear}`)
    : "";
  const requestHash = await sha256Hex(
    JSON.stringify([order.id, cardDigest, request.installments, request.walletAmount, request.returnUrl]),
  );

  const existing = await db
    .prepare("SELECT * FROM payments WHERE order_id = ?1 AND idempotency_key = ?2")
    .bind(order.id, request.idempotencyKey)
    .first<PaymentRow>();
  if (existing) return replay(db, provider, sender, existing, requestHash, now);

  if (order.status !== "open") throw new ApiError("ORDER_NOT_OPEN", "This order is already paid");
  const items = await loadItems(db, order.id);
  assertReadyToPay(order, items);
  // The campaign's conditions again: its booking window may have closed, the account may have used it since.
  if (order.campaign_code) await checkCampaign(db, order.campaign_code, order, items, now);
  const reserved = await reserveOrder(db, order, items, now);
  if (reserved.removed.length > 0) {
    throw new ApiError("ITEM_UNAVAILABLE", "An item is no longer available and left the basket", {
      removed: reserved.removed,
    });
  }
  const current = await loadItems(db, order.id);
  const totals = await orderTotals(db, order, current);
  const due = Math.max(0, totals.total - totals.paid);
  // Only a change of a booking can cost nothing more (it may even refund); any other order must cost something.
  if (due === 0 && totals.credit === 0) throw new ApiError("ORDER_NOT_OPEN", "Nothing is left to pay for this order");

  const walletAmount = request.walletAmount;
  if (walletAmount > 0) {
    if (order.currency !== "TRY") throw new ApiError("WALLET_INSUFFICIENT", "The wallet pays TRY orders only");
    if (walletAmount > due) throw new ApiError("WALLET_INSUFFICIENT", "The wallet amount is more than the order total");
    if (walletAmount > (await walletBalance(db, walletOrganizations))) {
      throw new ApiError("WALLET_INSUFFICIENT", "The wallet balance is lower than the amount");
    }
  }
  const cardAmount = due - walletAmount;
  if (cardAmount > 0 && !request.card) throw new ApiError("CARD_INVALID", "A card is needed for the rest of the total");
  const info = request.card ? await provider.binInfo(request.card.number.slice(0, 6)) : undefined;
  const plan = installmentOptions(info, cardAmount).find((option) => option.count === request.installments);
  if (cardAmount > 0 && !plan)
    throw new ApiError("INSTALLMENTS_NOT_ALLOWED", `This card cannot pay in ${request.installments} installments`);

  const id = crypto.randomUUID();
  // The unique (order, key) makes concurrent first requests one attempt; losers replay it.
  const inserted = await db
    .prepare(
      `INSERT OR IGNORE INTO payments (id, order_id, idempotency_key, request_hash, amount, wallet_amount, currency, installments, installment_total,
         card_bin, card_last4, card_brand, bank, status, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, 'processing', ?14, ?14)`,
    )
    .bind(
      id,
      order.id,
      request.idempotencyKey,
      requestHash,
      cardAmount,
      walletAmount,
      order.currency,
      cardAmount > 0 ? request.installments : 1,
      plan?.total ?? 0,
      request.card ? request.card.number.slice(0, 6) : null,
      request.card ? request.card.number.slice(-4) : null,
      info?.scheme ?? null,
      info?.bank ?? null,
      now,
    )
    .run();
  if (inserted.meta.changes === 0) {
    const winner = await db
      .prepare("SELECT * FROM payments WHERE order_id = ?1 AND idempotency_key = ?2")
      .bind(order.id, request.idempotencyKey)
      .first<PaymentRow>();
    if (!winner) throw new ApiError("PAYMENT_IN_PROGRESS", "The payment is being processed");
    return replay(db, provider, sender, winner, requestHash, now);
  }
  const payment = (await loadPayment(db, id))!;

  if (walletAmount > 0) {
    const debits = await walletDebits(db, walletOrganizations, payment.id, walletAmount, now);
    try {
      if (!debits) throw new Error("wallet_insufficient");
      await db.batch(debits);
    } catch (error) {
      if (!(error instanceof Error && error.message.includes("wallet_insufficient"))) throw error;
      await fail(db, payment, "wallet_insufficient", "The wallet balance is lower than the amount", now);
      throw new ApiError("WALLET_INSUFFICIENT", "The wallet balance is lower than the amount");
    }
  }
  if (cardAmount === 0) {
    await succeed(db, provider, sender, payment, null, now);
  } else {
    // A provider that fails to answer may still have charged: the outcome is asked for, never guessed.
    const result: AuthorizationResult = await provider
      .authorize({
        paymentId: payment.id,
        amount: plan!.total,
        currency: order.currency,
        cardNumber: request.card!.number,
        installments: request.installments,
        returnUrl: request.returnUrl,
      })
      .catch(() => ({ status: "unknown" as const }));
    await applyResult(
      db,
      provider,
      sender,
      payment,
      result.status === "unknown" ? await provider.inquire(payment.id) : result,
      now,
    );
  }
  return outcome(db, payment.id);
}

async function outcome(db: D1Database, paymentId: string) {
  const payment = (await loadPayment(db, paymentId))!;
  if (payment.status === "processing") {
    // Neither an answer nor an inquiry: the attempt stays open and a replay with the same key asks again.
    throw new ApiError("PROVIDER_UNAVAILABLE", "The bank did not answer; repeat the payment with the same key", {
      paymentId: payment.id,
    });
  }
  if (payment.status === "failed") {
    throw new ApiError("PAYMENT_DECLINED", payment.failure_message ?? "The payment was declined", {
      reason: payment.failure_code,
      payment: paymentView(payment),
    });
  }
  return paymentView(payment, payment.status === "succeeded" ? await reservationIdOf(db, payment.order_id) : null);
}

async function replay(
  db: D1Database,
  provider: PaymentProvider,
  sender: MessageSender,
  payment: PaymentRow,
  requestHash: string,
  now: number,
) {
  if (payment.request_hash !== requestHash) {
    throw new ApiError("IDEMPOTENCY_CONFLICT", "This idempotency key was used for a different payment");
  }
  if (payment.status === "processing") {
    // The first answer may have been lost (a timeout): the provider knows what happened.
    const result = await provider.inquire(payment.id);
    if (result.status === "unknown") {
      if (now - payment.created_at < 60_000)
        throw new ApiError("PAYMENT_IN_PROGRESS", "The payment is being processed");
      await fail(db, payment, "provider_unavailable", "The bank did not confirm the payment", now);
    } else {
      await applyResult(db, provider, sender, payment, result, now);
    }
  }
  if (payment.status === "succeeded") await completeOrder(db, sender, payment.order_id, now, provider);
  return outcome(db, payment.id);
}

const callbackSchema = z.object({
  paymentId: z.string().min(1).max(64),
  bankRef: z.string().min(1).max(64),
  status: z.enum(["approved", "declined", "cancelled"]),
  code: z.string().max(32).default(""),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * The 3-D Secure result the bank posts back through the cardholder's browser (/checkout/control).
 * Signed by the provider; it moves the attempt at most once, however often it arrives.
 */
export async function completeChallenge(
  db: D1Database,
  provider: PaymentProvider,
  sender: MessageSender,
  body: unknown,
  now: number,
) {
  const parsed = callbackSchema.safeParse(body);
  if (!parsed.success) throw new ApiError("CALLBACK_INVALID", "The bank's answer could not be read");
  const fields: ChallengeCallback = parsed.data;
  if (!(await provider.verifyChallengeResult(fields)))
    throw new ApiError("CALLBACK_INVALID", "The bank's answer is not signed");
  const payment = await loadPayment(db, fields.paymentId);
  if (!payment) throw new ApiError("PAYMENT_NOT_FOUND", "No such payment");
  if (payment.status === "challenge" || payment.status === "processing") {
    if (fields.status === "approved") await succeed(db, provider, sender, payment, fields.bankRef, now);
    else if (fields.status === "cancelled") await fail(db, payment, "cancelled", "The payment was cancelled", now);
    else await fail(db, payment, DECLINE_REASONS[fields.code] ?? "declined", "The bank declined the payment", now);
  } else if (payment.status === "succeeded") {
    await completeOrder(db, sender, payment.order_id, now, provider);
  }
  const current = (await loadPayment(db, payment.id))!;
  return paymentView(current, current.status === "succeeded" ? await reservationIdOf(db, current.order_id) : null);
}

export async function paymentById(db: D1Database, id: string) {
  return loadPayment(db, id);
}

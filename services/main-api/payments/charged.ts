/**
 * What the bank and the wallet were actually charged for an order, computed once here for every
 * place that shows it after paying: the payment view, the confirmation e-mail and SMS, the voucher,
 * the e-ticket and the invoice. The cash price (after any campaign discount) is what the order
 * costs; an installment plan adds its interest on top (payments.installment_total).
 */
import { installmentAmount } from "./installments";

type ChargedColumns = {
  readonly amount: number;
  readonly wallet_amount: number;
  readonly installments: number;
  readonly installment_total: number;
};

export interface Charged {
  /** Card plus wallet: everything taken from the traveller. */
  readonly total: number;
  /** The order's price that was paid (card cash part plus wallet), before any plan interest. */
  readonly cash: number;
  /** What the card was charged (the plan's total, interest included). */
  readonly card: number;
  readonly wallet: number;
  /** The installment plan's interest: card charge less its cash part. */
  readonly surcharge: number;
  readonly installments: number;
  readonly perInstallment: number;
}

/** One payment's charge. A wallet-only payment has no card part. */
export function chargedOf(payment: ChargedColumns): Charged {
  const card = payment.amount > 0 ? Math.max(payment.installment_total, payment.amount) : 0;
  const installments = card > 0 ? Math.max(1, payment.installments) : 1;
  return {
    total: card + payment.wallet_amount,
    cash: payment.amount + payment.wallet_amount,
    card,
    wallet: payment.wallet_amount,
    surcharge: card - (payment.amount > 0 ? payment.amount : 0),
    installments,
    perInstallment: installmentAmount(card, installments),
  };
}

const NOTHING: Charged = { total: 0, cash: 0, card: 0, wallet: 0, surcharge: 0, installments: 1, perInstallment: 0 };

/** The order's succeeded payments added up; the plan is the card payment's (the largest one when several). */
export async function orderCharged(db: D1Database, orderId: string): Promise<Charged> {
  const { results } = await db
    .prepare(
      "SELECT amount, wallet_amount, installments, installment_total FROM payments WHERE order_id = ?1 AND status = 'succeeded' ORDER BY amount DESC",
    )
    .bind(orderId)
    .all<ChargedColumns>();
  const charges = results.map(chargedOf);
  const plan = charges.find((charge) => charge.card > 0);
  return charges.reduce<Charged>(
    (sum, charge) => ({
      total: sum.total + charge.total,
      cash: sum.cash + charge.cash,
      card: sum.card + charge.card,
      wallet: sum.wallet + charge.wallet,
      surcharge: sum.surcharge + charge.surcharge,
      installments: plan?.installments ?? 1,
      perInstallment: plan?.perInstallment ?? 0,
    }),
    NOTHING,
  );
}

/**
 * An amount split in proportion to weights (each item's part of the plan interest by what was
 * paid for it); the rounding remainder goes to the last part so the parts add up to the amount.
 */
export function proportionalShares(weights: readonly number[], amount: number): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum === 0 || amount === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((weight * amount) / sum));
  const last = shares.length - 1;
  shares[last] = (shares[last] ?? 0) + amount - shares.reduce((total, share) => total + share, 0);
  return shares;
}

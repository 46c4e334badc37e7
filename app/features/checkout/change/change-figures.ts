import type { Order } from "~/lib/upstream-types";

/** A change order's money, as the change page compares it (minor units of the booking's currency). */
export interface ChangeFigures {
  readonly currency: string;
  /** The new rental's price (its campaign discount taken off). */
  readonly newPrice: number;
  /** The spec's "old total paid": what the replaced booking was paid, carried over by the Main API. */
  readonly oldPaid: number;
  /** What is left to pay now; 0 when the new rental costs the same or less. */
  readonly due: number;
  /** What goes back when the change is confirmed; 0 when it costs the same or more. */
  readonly refund: number;
  /** What was paid for the change itself (the difference, once paid). */
  readonly paid: number;
}

/** The figures from the Main API's totals of the change order (the new price is its items less their discount). */
export function changeFigures(order: Order): ChangeFigures {
  const { items, discount, credit, due, refundDue, paid } = order.totals;
  return {
    currency: order.currency,
    newPrice: items.amount - discount.amount,
    oldPaid: credit.amount,
    due: due.amount,
    refund: refundDue.amount,
    paid: Math.max(0, paid.amount),
  };
}

import type { UpstreamClients } from "~/lib/request-context";
import { upstreamCode } from "~/lib/upstream-error";
import type { Order } from "~/lib/upstream-types";

/** Hold limit reached (too many unpaid holds): the traveller pays or removes one first. */
const HOLD_LIMIT_REACHED = 2110;

/** What re-pricing the basket before payment found (spec section 4: the fare re-checked before paying). */
export type FareCheck =
  | { readonly kind: "same"; readonly order: Order }
  | { readonly kind: "changed"; readonly order: Order; readonly before: number; readonly after: number }
  | { readonly kind: "gone"; readonly order: Order }
  | { readonly kind: "hold-limit" };

/**
 * Holds the basket's seats at today's fare (`reserve`): the Main API prices every pending flight
 * again and says whether the price moved or a flight could not be kept. A held flight keeps its
 * fare while the hold lasts, so the payment that follows charges what the page showed.
 */
export async function recheckFare(orders: UpstreamClients["mainApi"]["orders"], order: Order): Promise<FareCheck> {
  const before = order.totals.due.amount;
  try {
    const answer = await orders.reserve(order.id);
    if ((answer.removed ?? []).length > 0) return { kind: "gone", order: answer.order };
    const after = answer.order.totals.due.amount;
    if (answer.priceChanged && after !== before) return { kind: "changed", order: answer.order, before, after };
    return { kind: "same", order: answer.order };
  } catch (error) {
    if (upstreamCode(error) === HOLD_LIMIT_REACHED) return { kind: "hold-limit" };
    throw error;
  }
}

import { data } from "react-router";
import { z } from "zod";
import { installmentAnswer } from "~/features/checkout/installments.server";
import { heldGrant } from "~/lib/booking-grant";
import { upstreamsContext } from "~/lib/request-context";
import { opaqueId } from "~/lib/url-schemas";
import type { Route } from "./+types/installments";

const query = z.object({
  orderId: opaqueId,
  bin: z.string().regex(/^\d{6}$/),
  wallet: z.coerce.number().int().min(0).max(1e12).default(0),
});
const noStore = { headers: { "cache-control": "private, no-store" } };

/**
 * `GET /api/installments?orderId=&bin=[&wallet=]` (resource route): the installment plans the card's
 * bank offers for the order's amount, less the wallet's part when the traveller uses it. An unknown
 * card or an order that is not the visitor's answers no plans (the single payment stays), never an
 * error page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return data({ bin: "", walletAmount: 0, bank: null, options: [] }, { ...noStore, status: 400 });
  const { orderId, bin, wallet } = parsed.data;
  // With the visitor's grant, if any: a guest paying the change of a booking they found (docs/change.md).
  const orders = context.get(upstreamsContext).mainApi.managedOrders(heldGrant(request)?.manageToken);
  return data(await installmentAnswer(orders.installmentInfo, orderId, bin, wallet), noStore);
}

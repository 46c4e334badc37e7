/**
 * Puts the chosen flight(s) in the visitor's basket (spec section 4, "Order actions": flight_item).
 * Flights are sold in TRY only: an order in another currency is not reused. A round trip adds its
 * outbound first, then its return (the Main API keeps a pending outbound of the same search when
 * the return joins it).
 */
import type { RouterContextProvider } from "react-router";
import type { Order } from "~/lib/upstream-types";
import type { FlightItemBody } from "~/upstream/main-api-orders";
import { loadStoredOrder } from "./basket.server";
import { readOrderId } from "~/lib/order-cookie";
import { requestInfoContext, sessionContext, upstreamsContext } from "~/lib/request-context";

type WantedFlight = Required<FlightItemBody>;

/** The order's pending flights are exactly the ones wanted, in order: a second post adds nothing. */
function holdsExactly(order: Order, wanted: readonly WantedFlight[]): boolean {
  const pending = order.items.filter((item) => item.status === "pending");
  return (
    pending.length === wanted.length &&
    wanted.every((flight, index) => {
      const { product } = pending[index]!;
      return (
        product.type === "flight" &&
        product.code === flight.code &&
        product.searchID === flight.searchID &&
        product.selectedBrand.code === flight.brand
      );
    })
  );
}

export async function putFlightsInBasket(
  request: Request,
  context: Readonly<RouterContextProvider>,
  wanted: readonly WantedFlight[],
): Promise<Order> {
  const session = await context.get(sessionContext).ensure();
  const { locale } = context.get(requestInfoContext);
  const orders = context.get(upstreamsContext).mainApi.orders;
  let order = await loadStoredOrder(context, readOrderId(request));
  if (order && (order.status !== "open" || order.currency !== "TRY")) order = null;
  order ??= (
    await orders.create({
      language: locale,
      currency: "TRY",
      ...(session.organizationId ? { organizationId: session.organizationId } : {}),
    })
  ).order;
  if (holdsExactly(order, wanted)) return order;
  // A held item (after an unfinished payment) would stay beside the new trip: give it back first.
  for (const item of order.items.filter((item) => item.status === "reserved")) {
    order = (await orders.removeItem(order.id, item.id)).order;
  }
  for (const flight of wanted) order = (await orders.addFlight(order.id, flight)).order;
  return order;
}

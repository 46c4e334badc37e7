/**
 * The booking a change order changes: the order holding the item that the change's new item
 * replaces. The contract names only that item, so it is looked for among the visitor's own
 * bookings and the one their find-my-reservation grant opens.
 */
import type { RouterContextProvider } from "react-router";
import { heldGrant } from "~/lib/booking-grant";
import { upstreamsContext } from "~/lib/request-context";
import { isUpstreamError } from "~/lib/upstream-error";
import type { Order } from "~/lib/upstream-types";

const noneUnlessServerError = (error: unknown): Order[] => {
  if (isUpstreamError(error) && error.statusCode < 500) return [];
  throw error;
};

/** The id of the booking `change` changes, or null when it is no change or not the visitor's. */
export async function changedBookingOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
  change: Order,
): Promise<string | null> {
  const replaced = new Set(change.items.flatMap((item) => (item.replacesItem ? [item.replacesItem] : [])));
  if (replaced.size === 0) return null;
  const orders = context.get(upstreamsContext).mainApi.orders;
  const grant = heldGrant(request);
  const [granted, own] = await Promise.all([
    grant
      ? orders
          .get(grant.orderId, { manageToken: grant.manageToken })
          .then(({ order }) => [order], noneUnlessServerError)
      : [],
    orders.list("car").then(({ orders: list }) => [...list], noneUnlessServerError),
  ]);
  return [...granted, ...own].find((order) => order.items.some((item) => replaced.has(item.id)))?.id ?? null;
}

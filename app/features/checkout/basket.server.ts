import type { RouterContextProvider } from "react-router";
import { currencyFor } from "~/lib/currency";
import { readOrderId } from "~/lib/order-cookie";
import { requestInfoContext, sessionContext, upstreamsContext } from "~/lib/request-context";
import { upstreamCode } from "~/lib/upstream-error";
import type { CarItemBody, Order, OrderItem } from "~/lib/upstream-types";

/** Order error meaning "no such order for this visitor": the stored id is forgotten (spec section 8). */
const ORDER_NOT_FOUND = 2102;

/** The item a checkout is about: the pending or reserved one. */
export const activeItem = (order: Order): OrderItem | undefined =>
  order.items.find((item) => item.status === "pending" || item.status === "reserved");

/** Same product, same search, same currency and the same extras: the item can be reused. */
export function isSameItem(item: OrderItem, wanted: CarItemBody, currency: string): boolean {
  if (item.product.code !== wanted.code || item.product.searchID !== wanted.searchID) return false;
  if (item.paymentCurrency !== currency) return false;
  const have = new Map(item.children.map((child) => [child.product.code, child.quantity]));
  const want = wanted.children.filter((child) => child.quantity > 0);
  return want.length === have.size && want.every((child) => have.get(child.code) === child.quantity);
}

/** The visitor's stored open order, or null when there is none (or it is gone, paid, or in another currency). */
export async function loadStoredOrder(
  context: Readonly<RouterContextProvider>,
  orderId: string | undefined,
): Promise<Order | null> {
  if (!orderId) return null;
  try {
    return (await context.get(upstreamsContext).mainApi.orders.get(orderId)).order;
  } catch (error) {
    if (upstreamCode(error) === ORDER_NOT_FOUND) return null;
    throw error;
  }
}

/**
 * Puts a car in the visitor's basket (spec section 4, "Order actions"): the order is created only
 * when there is no usable one; a pending item for the same product, search, currency and extras is
 * reused, anything else is priced again by the Main API.
 */
export async function putCarInBasket(
  request: Request,
  context: Readonly<RouterContextProvider>,
  wanted: CarItemBody,
): Promise<Order> {
  const session = await context.get(sessionContext).ensure();
  const { locale } = context.get(requestInfoContext);
  const orders = context.get(upstreamsContext).mainApi.orders;
  const currency = currencyFor(request, locale);
  let order = await loadStoredOrder(context, readOrderId(request));
  if (order && (order.status !== "open" || order.currency !== currency)) order = null;
  order ??= (
    await orders.create({
      language: locale,
      currency,
      ...(session.organizationId ? { organizationId: session.organizationId } : {}),
    })
  ).order;
  const current = activeItem(order);
  if (current && isSameItem(current, wanted, currency)) return order;
  // A held item (after an unfinished payment) would stay beside the new one: give it back first.
  if (current?.status === "reserved") await orders.removeItem(order.id, current.id);
  return (await orders.addCar(order.id, wanted)).order;
}

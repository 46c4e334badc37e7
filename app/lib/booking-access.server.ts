/**
 * "The requested booking for this visitor", for every page about one booking (the booking pages,
 * cancel, change, findeks): the URL names it with `?orderId=`, and the visitor sees it when they
 * are its owner (a member of its organization, through the session) or hold the grant "find my
 * reservation" gave out for it (app/lib/booking-grant.ts). Anyone else gets a 404 that reveals
 * nothing. docs/reservations.md describes the grant and the query keys.
 */
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { Order } from "./upstream-types";
import { grantCookie, grantFor, heldGrant, parseManageToken } from "./booking-grant";
import { upstreamsContext } from "./request-context";
import { isUpstreamError } from "./upstream-error";
import { opaqueId } from "./url-schemas";
import { parseQuery } from "./validate-request.server";

/** The query every booking page names its booking with. */
const bookingQuery = z.object({ orderId: z.optional(opaqueId) });

export interface VisibleBooking {
  readonly order: Order;
  /** What was booked: a car rental or flight tickets. */
  readonly kind: "car" | "flight";
  /**
   * The grant's manage token when the visitor is not the owner's session but holds the grant;
   * pass it to the Main API's calls for this order (`{ manageToken }`). Never put it in a URL.
   */
  readonly manageToken: string | undefined;
}

/**
 * The booking `orderId` for this visitor: a completed or cancelled order they own or hold the
 * grant for. Anything else (unknown id, someone else's order, an unpaid basket) is a 404; the
 * Main API's own failures (5xx) stay errors.
 */
export async function visibleBooking(
  request: Request,
  context: Readonly<RouterContextProvider>,
  orderId: string,
): Promise<VisibleBooking> {
  const manageToken = grantFor(request, orderId)?.manageToken;
  let order: Order;
  try {
    ({ order } = await context.get(upstreamsContext).mainApi.orders.get(orderId, { manageToken }));
  } catch (error) {
    if (!isUpstreamError(error) || error.statusCode >= 500) throw error;
    throw data(null, { status: 404 });
  }
  if (order.status === "open" || !order.reservationId) throw data(null, { status: 404 });
  const kind = order.items.some((item) => item.product.type === "flight") ? "flight" : "car";
  return { order, kind, manageToken };
}

/**
 * The booking the page's `?orderId=` names (see visibleBooking), or null when the URL names none
 * (the page then says where to find one).
 */
export async function requestedBooking(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<VisibleBooking | null> {
  const { orderId } = parseQuery(request, bookingQuery);
  return orderId ? visibleBooking(request, context, orderId) : null;
}

/**
 * After a change made through the grant: the Set-Cookie that moves the grant to the new booking
 * `changeId` (its own token from the Main API, ending when the held one ends; ADR 0019). None
 * without a grant, or when the held grant does not reach that change (the owner's own change).
 */
export async function grantForChange(
  request: Request,
  context: Readonly<RouterContextProvider>,
  changeId: string,
): Promise<string | undefined> {
  const held = heldGrant(request);
  if (!held) return undefined;
  try {
    const { manageToken } = await context
      .get(upstreamsContext)
      .mainApi.orders.manageToken(changeId, { manageToken: held.manageToken });
    const moved = parseManageToken(manageToken);
    return moved ? grantCookie(moved) : undefined;
  } catch (error) {
    if (isUpstreamError(error) && error.statusCode < 500) return undefined;
    throw error;
  }
}

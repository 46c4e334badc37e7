/**
 * The visitor's upcoming trips for their trip cards, and who the cards belong to
 * (docs/offline-trip-card.md): the bookings of the session's user, and the booking a "find my
 * reservation" grant opens. The owner key lets the service worker drop every stored card when
 * the device's visitor changes.
 */
import type { RouterContextProvider } from "react-router";
import { GRANT_COOKIE, parseManageToken } from "~/lib/booking-grant";
import { readCookie } from "~/lib/cookies";
import { sessionContext, upstreamsContext } from "~/lib/request-context";
import { isUpstreamError } from "~/lib/upstream-error";
import type { Order } from "~/lib/upstream-types";
import { upcomingTrips, type TripEntry } from "./trip-entries";

export interface VisitorTrips {
  /** A hash naming the session's user (or the grant's booking); empty for a visitor with neither. */
  readonly owner: string;
  readonly trips: readonly TripEntry[];
}

async function ownerKey(subject: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`trip-card-owner:${subject}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Not found, unauthorised and the like mean "no bookings"; the Main API's own failures stay errors. */
function noneUnlessServerError(error: unknown): [] {
  if (!isUpstreamError(error) || error.statusCode >= 500) throw error;
  return [];
}

export async function visitorTrips(
  request: Request,
  context: Readonly<RouterContextProvider>,
  now: number = Date.now(),
): Promise<VisitorTrips> {
  const session = await context.get(sessionContext).current();
  const orders: Order[] = session
    ? await context
        .get(upstreamsContext)
        .mainApi.orders.list()
        .then((answer) => [...answer.orders], noneUnlessServerError)
    : [];
  const grant = parseManageToken(readCookie(request, GRANT_COOKIE));
  if (grant && grant.expiresAt > now && !orders.some((order) => order.id === grant.orderId)) {
    // The Main API checks the grant's token: it opens this one booking only, and only until it ends.
    const granted = await context
      .get(upstreamsContext)
      .mainApi.orders.get(grant.orderId, { manageToken: grant.manageToken })
      .then((answer) => [answer.order], noneUnlessServerError);
    orders.push(...granted);
  }
  const subject = session ? `user:${session.userId}` : grant ? `grant:${grant.orderId}` : "";
  return { owner: subject ? await ownerKey(subject) : "", trips: upcomingTrips(orders, now) };
}

/**
 * The "find my reservation" grant: the Main API's manage token for one booking, kept in an
 * HttpOnly cookie (never in a URL, so it cannot leak through history or referrers). The token
 * itself names its order and its end (`orderId.expiresAt.signature`, signed by the Main API), so
 * the cookie opens that one booking only, and only until the token ends (an hour). A change made
 * through the grant moves it to the new booking, ending at the same time (ADR 0019).
 * Read by page loaders (app/lib/booking-access.server.ts) and by the edge's /api/v1 proxy
 * (documents), which pass it to the Main API as `x-manage-token`.
 */
import { z } from "zod";
import { cookieHeader, readCookie } from "./cookies";

export const GRANT_COOKIE = "bookingGrant";

const manageTokenSchema = z.string().regex(/^([\w-]{1,128})\.(\d{1,16})\.[\w-]{16,128}$/);

export interface BookingGrant {
  readonly orderId: string;
  readonly manageToken: string;
  readonly expiresAt: number;
}

/** The parts of a manage token, or undefined for anything that is not one. */
export function parseManageToken(value: string | undefined): BookingGrant | undefined {
  const parsed = manageTokenSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const [orderId, expires] = parsed.data.split(".");
  return { orderId: orderId!, manageToken: parsed.data, expiresAt: Number(expires) };
}

/** The grant the visitor holds, whichever booking it names (an ended grant is none). */
export function heldGrant(request: Request, now = Date.now()): BookingGrant | undefined {
  const grant = parseManageToken(readCookie(request, GRANT_COOKIE));
  return grant && grant.expiresAt > now ? grant : undefined;
}

/** The grant the visitor holds for `orderId`, if any (an ended grant is none). */
export function grantFor(request: Request, orderId: string, now = Date.now()): BookingGrant | undefined {
  const grant = heldGrant(request, now);
  return grant?.orderId === orderId ? grant : undefined;
}

/** The Set-Cookie value that keeps a fresh grant until its token ends. */
export const grantCookie = (grant: BookingGrant) =>
  cookieHeader(GRANT_COOKIE, grant.manageToken, { expiresAt: grant.expiresAt });

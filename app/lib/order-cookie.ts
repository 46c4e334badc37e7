import { z } from "zod";
import { clearedCookie, preferenceCookie, readCookie } from "./cookies";

/** The visitor's open order (spec section 3, preference cookie orderId). */
export const ORDER_COOKIE = "orderId";
const THIRTY_DAYS = 30 * 24 * 60 * 60;
const orderIdSchema = z.string().regex(/^[\w-]{8,64}$/);

export function readOrderId(request: Request): string | undefined {
  const parsed = orderIdSchema.safeParse(readCookie(request, ORDER_COOKIE));
  return parsed.success ? parsed.data : undefined;
}

export const orderCookie = (orderId: string) => preferenceCookie(ORDER_COOKIE, orderId, THIRTY_DAYS);

/** Forgets the stored order (spec section 8: order error 2102; after a purchase). */
export const clearedOrderCookie = () => clearedCookie(ORDER_COOKIE);

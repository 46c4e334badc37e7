/** The traveller's bookings after purchase: the account's list and "find my reservation". */
import { z } from "zod";
import { orderResponse } from "./orders";

/** `GET /order-api/order[?type=car|flightTicket]`: completed and cancelled bookings, newest first. */
export const orderListResponse = z.looseObject({ orders: z.array(orderResponse.shape.order) });

/**
 * `GET /order-api/order/find?reservationId=&email=`: the booking, with a manage token that opens
 * it (and only it) for an hour: `orderId.expiresAt.signature`.
 */
export const foundOrderResponse = orderResponse.extend({
  manageToken: z.string().regex(/^[\w-]{1,128}\.\d{1,16}\.[\w-]{16,128}$/),
});

export type OrderList = z.output<typeof orderListResponse>;
export type FoundOrder = z.output<typeof foundOrderResponse>;

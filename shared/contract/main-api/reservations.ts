/** The traveller's bookings after purchase: the account's list and "find my reservation". */
import { z } from "zod";
import { orderResponse } from "./orders";

/** `GET /order-api/order[?type=car|flightTicket]`: completed and cancelled bookings, newest first. */
export const orderListResponse = z.looseObject({ orders: z.array(orderResponse.shape.order) });

/** A manage token: `orderId.expiresAt.signature`, signed by the Main API. */
const manageToken = z.string().regex(/^[\w-]{1,128}\.\d{1,16}\.[\w-]{16,128}$/);

/**
 * `GET /order-api/order/find?reservationId=&email=`: the booking, with a manage token that opens
 * it (and the changes made of it) for an hour.
 */
export const foundOrderResponse = orderResponse.extend({ manageToken });

/**
 * `POST /order-api/order/{orderId}/manage-token` with the manage token of the booking it changed:
 * the new booking's own token, ending when the presented one ends (docs/change.md).
 */
export const manageTokenResponse = z.object({ manageToken });

export type OrderList = z.output<typeof orderListResponse>;
export type FoundOrder = z.output<typeof foundOrderResponse>;
export type ManageTokenResponse = z.output<typeof manageTokenResponse>;

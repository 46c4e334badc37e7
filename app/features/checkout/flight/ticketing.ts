import { z } from "zod";
import type { Order } from "~/lib/upstream-types";

/**
 * The airline's booking reference and each passenger's ticket number on a completed flight
 * order (the order view's `ticketing`, docs/api/orders-and-payments.md); null before ticketing.
 */
const ticketingSchema = z.object({
  pnr: z.string(),
  tickets: z.array(z.object({ passenger: z.number().int().nonnegative(), ticketNumber: z.string() })),
});
export type Ticketing = z.output<typeof ticketingSchema>;

export function ticketingOf(order: Order): Ticketing | null {
  const parsed = ticketingSchema.safeParse(order.ticketing);
  return parsed.success ? parsed.data : null;
}

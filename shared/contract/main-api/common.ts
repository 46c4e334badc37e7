/** Shapes several Main API areas share. */
import { z } from "zod";

export const money = z.object({ amount: z.number().int(), currency: z.string() });

/** A rating out of 10 from the reviews it counts (0 of 0 without reviews; docs/decisions/0011-rating-scale.md). */
export const rating = z.object({ point: z.number().min(0).max(10), participants: z.number().int().nonnegative() });

/** The payment API (docs/api/orders-and-payments.md). */
import { z } from "zod";
import { money } from "./common";

/** A payment attempt as the payment API answers it (docs/api/main-api.md, "Payments"). */
export const paymentResponse = z.looseObject({
  payment: z.looseObject({
    id: z.string(),
    orderId: z.string(),
    status: z.enum(["processing", "challenge", "succeeded", "failed"]),
    amount: money,
    installments: z.number().int(),
    /** What the traveller is charged: the plan's total (interest included) plus any wallet part. */
    chargedTotal: money,
    perInstallment: money,
    installmentSurcharge: money,
    failure: z.object({ code: z.string(), message: z.string().nullable() }).nullable(),
    redirect: z.object({ url: z.string(), method: z.literal("GET") }).nullable(),
    reservationId: z.string().nullable(),
  }),
});
export type PaymentResponse = z.infer<typeof paymentResponse>;

/** A payment's public status (no session): whether it went through and the reservation number. */
export const paymentStatusResponse = z.object({
  payment: z.object({
    id: z.string(),
    status: z.enum(["processing", "challenge", "succeeded", "failed"]),
    reservationId: z.string().nullable(),
  }),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;

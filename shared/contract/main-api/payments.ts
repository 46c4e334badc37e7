/** The payment API (docs/api/orders-and-payments.md): the charge it accepts and its answers. */
import { z } from "zod";
import { luhnValid } from "../../checksums";
import { money } from "./common";

// ---- Request

/**
 * A card as the payment form sends it. Spaces and dashes in the number are ignored; the number
 * passes the Luhn check, the expiry is this month or later, the CVC has 3 digits (4 for Amex).
 * Nothing here is stored: payments keep the BIN and the last four digits only.
 */
function cardRequest(now: number) {
  return z
    .object({
      number: z
        .string()
        .transform((value) => value.replace(/[\s-]/g, ""))
        .refine(luhnValid, "the card number is not valid"),
      holderName: z.string().trim().min(2).max(64),
      expiryMonth: z.coerce.number().int().min(1).max(12),
      expiryYear: z.coerce
        .number()
        .int()
        .transform((year) => (year < 100 ? 2000 + year : year))
        .pipe(z.number().int().min(2000).max(2100)),
      cvc: z.string().regex(/^\d{3,4}$/, "the security code has 3 or 4 digits"),
    })
    .superRefine((card, context) => {
      const today = new Date(now);
      const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
      if (card.expiryYear * 12 + card.expiryMonth - 1 < current) {
        context.addIssue({ code: "custom", path: ["expiryMonth"], message: "the card has expired" });
      }
      const amex = /^3[47]/.test(card.number);
      if (amex !== (card.cvc.length === 4)) {
        context.addIssue({
          code: "custom",
          path: ["cvc"],
          message: amex ? "Amex cards have a 4-digit code" : "the security code has 3 digits",
        });
      }
    });
}

/** Where the bank posts the 3-D Secure result: the shop's /checkout/control, on any of its sites. */
const returnUrl = z
  .string()
  .max(512)
  .refine((value) => {
    const url = URL.canParse(value)
      ? new URL(value)
      : URL.canParse(value, "https://shop.invalid")
        ? new URL(value, "https://shop.invalid")
        : undefined;
    return (
      !!url &&
      /^https?:$/.test(url.protocol) &&
      /^(\/[a-z]{2})?\/checkout\/control$/.test(url.pathname) &&
      !url.username
    );
  }, "must be the shop's /checkout/control address");

/**
 * A charge of an order (the whole remaining amount: card, wallet or both). The same idempotency key
 * never charges twice. The card is checked against the instant `now` (expiry).
 */
export function chargeRequest(now: number) {
  return z.object({
    orderId: z.string().min(1).max(64),
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "8–64 letters, digits, - or _"),
    card: cardRequest(now).optional(),
    installments: z.number().int().min(1).max(12).default(1),
    walletAmount: z.number().int().min(0).default(0),
    returnUrl: returnUrl.default("/checkout/control"),
  });
}
export type ChargeBody = z.input<ReturnType<typeof chargeRequest>>;
export type ChargeRequest = z.output<ReturnType<typeof chargeRequest>>;

// ---- Answers

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

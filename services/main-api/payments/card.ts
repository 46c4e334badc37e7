import { z } from "zod";
import { luhnValid } from "../../../shared/checksums";

// The checkout form checks card numbers with the same function (shared/checksums.ts).
export { luhnValid };

/**
 * A card as the payment form sends it. Spaces and dashes in the number are ignored; the number
 * passes the Luhn check, the expiry is this month or later, the CVC has 3 digits (4 for Amex).
 * Nothing here is stored: payments keep the BIN and the last four digits only.
 */
export function cardSchema(now: number) {
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

/**
 * Contact identifiers and Turkish identity numbers. Validation only: whether a number or address
 * really belongs to someone is proven by a one-time code.
 */
import { z } from "zod";

export const emailSchema = z.string().trim().max(254).toLowerCase().pipe(z.email());

/** E.164: "+" and 8–15 digits. Turkish mobiles are +90 5XX XXX XX XX. */
export function normalizePhone(input: string): string | undefined {
  const digits = input.replace(/[\s().-]/g, "");
  if (!/^\+[1-9]\d{7,14}$/.test(digits)) return undefined;
  if (digits.startsWith("+90") && !/^\+905\d{9}$/.test(digits)) return undefined;
  return digits;
}

/** Turkish identity number (T.C. Kimlik No) checksum, shared with the checkout form. */
export { isValidTckn as isValidTcid } from "../../../shared/checksums";

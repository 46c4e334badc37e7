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

/**
 * Turkish identity number (T.C. Kimlik No) checksum: 11 digits, not starting with 0; the 10th and
 * 11th digits are check digits. This is a checksum only, not a query of the identity registry.
 */
export function isValidTcid(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

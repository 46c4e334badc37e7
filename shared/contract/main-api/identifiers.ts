/**
 * Contact identifiers and Turkish identity numbers as the Main API accepts them. Validation only:
 * whether a number or address really belongs to someone is proven by a one-time code.
 */
import { z } from "zod";
import { isValidTckn } from "../../checksums";
import { emailSchema, normalizePhone } from "./browser-values";

export { emailSchema, normalizePhone };

export const phoneSchema = z.string().transform((value, context) => {
  const normalised = normalizePhone(value);
  if (!normalised) context.addIssue({ code: "custom", message: "not a valid mobile number" });
  return normalised ?? "";
});

export const personNameSchema = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .regex(/^[\p{L}][\p{L} .'-]*$/u, "letters only");
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");
export const tcknSchema = z.string().refine(isValidTckn, "not a valid T.C. identity number");
export const passportSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{5,12}$/i, "not a valid passport number");

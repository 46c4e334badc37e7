/**
 * The findeks forms' fields (one form per step, told apart by `intent`), with the Main API's own
 * rules (shared/contract/main-api/account-extras.ts), so a mistake is named next to its field
 * before the bureau is asked. Browser-safe (app/lib/forms).
 */
import { msg } from "@lingui/core/macro";
import { z } from "zod/mini";
import { findeksCheckFields } from "~/../shared/contract/main-api/browser-values";
import { checkedText, formText, trimmedText } from "~/lib/forms/form-text";
import type { FormMessages } from "~/lib/forms/submission";

export const FINDEKS_INTENTS = [
  "findeks-check",
  "findeks-phone",
  "findeks-pin",
  "findeks-renew",
  "findeks-restart",
] as const;
export type FindeksIntent = (typeof FINDEKS_INTENTS)[number];

export type FindeksFieldError = "tckn" | "birth-date" | "phone" | "pin";

export const FINDEKS_FIELD_MESSAGES: FormMessages<FindeksFieldError> = {
  tckn: msg`This T.C. identity number is not valid. Please check the 11 digits.`,
  "birth-date": msg`Please enter your date of birth (you must be 18 or older).`,
  phone: msg`Please choose the phone to send the PIN to.`,
  pin: msg`Please enter the 6-digit PIN from the SMS.`,
};

const checkShape = findeksCheckFields;

/** The identity number and birth date the bureau looks the person up by (its age rule is the Main API's). */
export const checkSchema = z.object({
  tckn: checkedText((value) => checkShape.tckn.safeParse(value).success, "tckn", "tckn"),
  birthDate: checkedText((value) => checkShape.birthDate.safeParse(value).success, "birth-date", "birth-date"),
});

export const phoneSchema = z.object({
  phoneId: z.pipe(
    formText,
    z.string().check(z.minLength(1, { message: "phone" }), z.maxLength(32, { message: "phone" })),
  ),
});

export const pinSchema = z.object({
  pin: z.pipe(trimmedText, z.string().check(z.regex(/^\d{6}$/, { message: "pin" }))),
});

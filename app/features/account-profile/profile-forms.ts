/**
 * The account page's forms (docs/account.md): one schema per form, read by the route's action
 * and checked by the browser before sending. Each form posts its own `intent`.
 */
import { msg } from "@lingui/core/macro";
import { z } from "zod/mini";
import { formText, refiningTransform, tickedBox as ticked, trimmedAs, trimmedText } from "~/lib/forms/form-text";
import type { FormMessages } from "~/lib/forms/submission";
import { CONSENT_CHANNELS, normalizePhone } from "~/../shared/contract/main-api/browser-values";
import { phoneNumber } from "~/lib/phone";

export type ProfileFieldError =
  | "required"
  | "name"
  | "email"
  | "phone"
  | "code"
  | "address"
  | "postalCode"
  | "country"
  | "password"
  | "passwordsDiffer";

export const PROFILE_FIELD_MESSAGES: FormMessages<ProfileFieldError> = {
  required: msg`Please fill in this field.`,
  name: msg`Please enter your first and last name.`,
  email: msg`Please enter a valid e-mail address, like name@example.com.`,
  phone: msg`Please enter a valid mobile number.`,
  code: msg`The code has 6 digits.`,
  address: msg`Please enter the full address.`,
  postalCode: msg`Please enter a valid postal code.`,
  country: msg`Please choose a country.`,
  password: msg`The new password needs at least 8 characters.`,
  passwordsDiffer: msg`The two new passwords are not the same.`,
};

const intent = <const Name extends string>(name: Name) => z.pipe(formText, z.literal(name));
const required = (max: number, code: ProfileFieldError) =>
  z.pipe(trimmedText, z.string().check(z.minLength(1, { message: "required" }), z.maxLength(max, { message: code })));

export const nameForm = z.object({
  intent: intent("name"),
  firstName: required(60, "name"),
  lastName: required(60, "name"),
});

/**
 * A mobile number as travellers type it: with a country code (+49 …), or a Turkish one with or
 * without its leading 0 (0532 …, 532 …). The result is E.164, or undefined.
 */
export function readPhone(typed: string): string | undefined {
  const compact = typed.replace(/[\s().-]/g, "");
  if (compact.length > 32) return undefined;
  if (compact.startsWith("+")) return normalizePhone(compact);
  if (compact.startsWith("00")) return normalizePhone(`+${compact.slice(2)}`);
  const national = compact.startsWith("0") ? compact.slice(1) : compact;
  return /^5\d{9}$/.test(national) ? normalizePhone(`+90${national}`) : undefined;
}

const emailValue = z.pipe(
  z.pipe(
    z.pipe(
      trimmedText,
      z.string().check(z.minLength(1, { message: "required" }), z.maxLength(254, { message: "email" })),
    ),
    z.email({ message: "email" }),
  ),
  z.transform((email: string) => email.toLowerCase()),
);

const contactValue = z.discriminatedUnion("field", [
  z.object({ field: z.literal("email"), value: emailValue }),
  z.object({
    field: z.literal("phone"),
    value: z.pipe(
      z.pipe(trimmedText, z.string().check(z.minLength(1, { message: "required" }))),
      refiningTransform((typed: string, refuse) => {
        const phone = readPhone(typed);
        if (!phone) refuse("phone");
        return phone ?? "";
      }),
    ),
  }),
]);

/**
 * Step one of a contact change: where the code goes (the new address or number). A new number
 * comes from the shared phone fields: the country's dialling code and the number (`phoneNumber`).
 */
export const contactForm = z.intersection(
  z.object({ intent: intent("contact") }),
  z.discriminatedUnion("field", [
    z.object({ field: z.literal("email"), value: emailValue }),
    z.pipe(
      z.object({
        field: z.literal("phone"),
        dialCode: trimmedAs((value: string) => value || "+90"),
        phone: z.pipe(
          trimmedText,
          z.string().check(z.minLength(1, { message: "required" }), z.maxLength(32, { message: "phone" })),
        ),
      }),
      refiningTransform(({ dialCode, phone }: { field: "phone"; dialCode: string; phone: string }, refuse) => {
        const value = phoneNumber(dialCode, phone);
        if (!value) refuse("phone", ["phone"]);
        return { field: "phone" as const, value: value ?? "" };
      }),
    ),
  ]),
);

/** Step two: the code that went there. */
export const contactCodeForm = z.intersection(
  z.object({
    intent: intent("contact-code"),
    code: z.pipe(trimmedText, z.string().check(z.regex(/^\d{6}$/, { message: "code" }))),
  }),
  contactValue,
);

export const addressForm = z.object({
  intent: intent("address"),
  line: z.pipe(
    trimmedText,
    z
      .string()
      .check(
        z.minLength(1, { message: "required" }),
        z.minLength(3, { message: "address" }),
        z.maxLength(200, { message: "address" }),
      ),
  ),
  district: required(80, "address"),
  city: required(80, "address"),
  postalCode: z.pipe(
    z.pipe(trimmedText, z.string().check(z.regex(/^([0-9A-Za-z -]{3,10})?$/, { message: "postalCode" }))),
    z.transform((value: string) => value || undefined),
  ),
  countryCode: z.pipe(trimmedText, z.string().check(z.regex(/^[A-Z]{2}$/, { message: "country" }))),
});

export const passwordForm = z
  .object({
    intent: intent("password"),
    currentPassword: z.pipe(
      formText,
      z.string().check(z.minLength(1, { message: "required" }), z.maxLength(128, { message: "required" })),
    ),
    newPassword: z.pipe(
      formText,
      z.string().check(z.minLength(8, { message: "password" }), z.maxLength(128, { message: "password" })),
    ),
    repeatPassword: formText,
  })
  .check(
    z.refine((value: { newPassword: string; repeatPassword: string }) => value.newPassword === value.repeatPassword, {
      path: ["repeatPassword"],
      message: "passwordsDiffer",
    }),
  );

/** The permissions form: a ticked box is "on"; an unticked one is not sent at all. */
export const consentsForm = z.object({
  intent: intent("consents"),
  email: ticked,
  sms: ticked,
  call: ticked,
});

/** One-click withdrawal from the history. */
export const withdrawForm = z.object({
  intent: intent("withdraw"),
  channel: z.pipe(formText, z.enum(CONSENT_CHANNELS)),
});

/**
 * The contact form's fields, read from a plain form post and checked before the Main API sees
 * them (docs/api/main-api.md, "Contact tickets"): the same rules, so a visitor learns about a
 * mistake next to the field, in the page's language, with what they typed kept. The browser
 * checks the same schema before sending (app/lib/forms).
 */
import { msg } from "@lingui/core/macro";
import { z } from "zod/mini";
import { formText, refiningTransform } from "~/lib/forms/form-text";
import type { FormMessages } from "~/lib/forms/submission";
import { TICKET_SUBJECTS } from "~/../shared/contract/main-api/browser-values";

/** The Main API's ticket subjects (shared/contract): the form offers exactly these. */
export const CONTACT_SUBJECTS = TICKET_SUBJECTS;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message", "reservationId"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Why a field was refused; each has a message below. */
export type ContactFieldError =
  "name" | "email" | "phone" | "subject" | "message-short" | "message-long" | "reservation-id";

export type ContactValues = Readonly<Record<ContactField, string>>;

export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 2000;
/** The name of the honeypot field: hidden from people, so only robots fill it in. */
export const HONEYPOT_FIELD = "website";

const RESERVATION_ALPHABET = "[2-9A-HJKMNP-Z]";

/** "0532 123 45 67", "532 123 45 67", "+90 (532) 123-45-67", "0049 30 1234567" → E.164, or undefined. */
export function normalisePhone(input: string): string | undefined {
  let digits = input.replace(/[\s().-]/g, "");
  if (digits.startsWith("00")) digits = `+${digits.slice(2)}`;
  else if (/^0?5\d{9}$/.test(digits)) digits = `+90${digits.slice(-10)}`;
  if (!/^\+[1-9]\d{7,14}$/.test(digits)) return undefined;
  if (digits.startsWith("+90") && !/^\+905\d{9}$/.test(digits)) return undefined;
  return digits;
}

/** "rg-7k3m 9qxd" → "RG-7K3M-9QXD", or undefined. */
export function normaliseReservationId(input: string): string | undefined {
  const compact = input.toUpperCase().replace(/[\s-]/g, "");
  if (!new RegExp(`^RG${RESERVATION_ALPHABET}{8}$`).test(compact)) return undefined;
  return `RG-${compact.slice(2, 6)}-${compact.slice(6)}`;
}

export const CONTACT_FIELD_MESSAGES: FormMessages<ContactFieldError> = {
  name: msg`Please enter your name (2 to 100 characters).`,
  email: msg`Please enter a valid e-mail address, like name@example.com.`,
  phone: msg`Please enter a valid phone number with its country code, like +90 532 123 45 67.`,
  subject: msg`Please choose a subject.`,
  "message-short": msg`Please write at least ${MESSAGE_MIN} characters, so we can help.`,
  "message-long": msg`Please keep your message under ${MESSAGE_MAX} characters.`,
  "reservation-id": msg`A reservation number looks like RG-7K3M-9QXD.`,
};

export interface ContactTicket {
  readonly name: string;
  readonly email: string;
  readonly phone?: string;
  readonly subject: ContactSubject;
  readonly message: string;
  readonly reservationId?: string;
}

/** A field as typed, cut at a sensible length before any rule reads it. */
const typed = (max: number) =>
  z.pipe(
    formText,
    z.transform((value: string) => value.slice(0, max)),
  );

/** A field as typed, cut at `max` and trimmed. */
const trimmed = (max: number) =>
  z.pipe(
    typed(max),
    z.transform((value: string) => value.trim()),
  );

const emailFormat = z.email();
const isEmail = (email: string) => emailFormat.safeParse(email).success;

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Everything the visitor typed (trimmed at sensible lengths), as the hidden-field robot check sends it. */
export function contactValues(form: FormData): ContactValues {
  return {
    name: field(form, "name").slice(0, 200),
    email: field(form, "email").slice(0, 320),
    phone: field(form, "phone").slice(0, 40),
    subject: field(form, "subject").slice(0, 40),
    message: field(form, "message").slice(0, 10_000),
    reservationId: field(form, "reservationId").slice(0, 40),
  };
}

/** True when the hidden honeypot holds anything. */
export function isHoneypotFilled(form: FormData): boolean {
  return field(form, HONEYPOT_FIELD) !== "";
}

/** An optional field: empty is fine; anything typed must read as `normalise` says, or `code`. */
const optional = (max: number, normalise: (text: string) => string | undefined, code: ContactFieldError) =>
  z.pipe(
    typed(max),
    refiningTransform((value: string, refuse) => {
      if (!value.trim()) return undefined;
      const normalised = normalise(value);
      if (normalised === undefined) refuse(code);
      return normalised;
    }),
  );

/** Checks every field (not just the first bad one), so all mistakes show at once. */
export const contactSchema = z.pipe(
  z.object({
    name: trimmed(200).check(z.refine((name: string) => name.length >= 2 && name.length <= 100, { message: "name" })),
    email: z
      .pipe(
        trimmed(320),
        z.transform((value: string) => value.toLowerCase()),
      )
      .check(z.refine((email: string) => isEmail(email) && email.length <= 254, { message: "email" })),
    phone: optional(40, normalisePhone, "phone"),
    subject: z.pipe(typed(40), z.enum(CONTACT_SUBJECTS, { message: "subject" })),
    message: trimmed(10_000).check(
      z.superRefine((message: string, context) => {
        if (message.length < MESSAGE_MIN) context.addIssue({ code: "custom", message: "message-short" });
        else if (message.length > MESSAGE_MAX) context.addIssue({ code: "custom", message: "message-long" });
      }),
    ),
    reservationId: optional(40, normaliseReservationId, "reservation-id"),
  }),
  z.transform(({ phone, reservationId, ...ticket }): ContactTicket => ({
    ...ticket,
    ...(phone ? { phone } : {}),
    ...(reservationId ? { reservationId } : {}),
  })),
);

/** The fields the Main API refused (its 3300 details, by name) as the form's errors. */
export function errorsFromApiFields(fields: Iterable<string>): Partial<Record<ContactField, ContactFieldError[]>> {
  const errors: Partial<Record<ContactField, ContactFieldError[]>> = {};
  for (const field of fields) {
    switch (field) {
      case "name":
        errors.name = ["name"];
        break;
      case "email":
        errors.email = ["email"];
        break;
      case "phone":
        errors.phone = ["phone"];
        break;
      case "subject":
        errors.subject = ["subject"];
        break;
      case "message":
        // The API measures the message after removing markup, so it can be shorter than typed.
        errors.message = ["message-short"];
        break;
      case "reservationId":
        errors.reservationId = ["reservation-id"];
        break;
    }
  }
  return errors;
}

/**
 * The contact form's fields, read from a plain form post and checked before the Main API sees
 * them (docs/api/main-api.md, "Contact tickets"): the same rules, so a visitor learns about a
 * mistake next to the field, in the page's language, with what they typed kept.
 */
import { z } from "zod";

export const CONTACT_SUBJECTS = ["reservation", "payment", "cancellation", "corporate", "suggestion", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message", "reservationId"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Why a field was refused; each has a message in the form component. */
export type ContactFieldError =
  "name" | "email" | "phone" | "subject" | "message-short" | "message-long" | "reservation-id";

export type ContactValues = Readonly<Record<ContactField, string>>;
export type ContactErrors = Partial<Record<ContactField, ContactFieldError>>;

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

export interface ContactTicket {
  readonly name: string;
  readonly email: string;
  readonly phone?: string;
  readonly subject: ContactSubject;
  readonly message: string;
  readonly reservationId?: string;
}

export type ParsedContact =
  | { readonly ok: true; readonly ticket: ContactTicket; readonly values: ContactValues }
  | { readonly ok: false; readonly errors: ContactErrors; readonly values: ContactValues };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Everything the visitor typed (trimmed at sensible lengths), to show again with the errors. */
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

/** Checks every field (not just the first bad one), so all mistakes show at once. */
export function parseContactForm(form: FormData): ParsedContact {
  const values = contactValues(form);
  const errors: ContactErrors = {};
  const name = values.name.trim();
  if (name.length < 2 || name.length > 100) errors.name = "name";
  const email = values.email.trim().toLowerCase();
  if (!z.email().safeParse(email).success || email.length > 254) errors.email = "email";
  const phone = values.phone.trim() ? normalisePhone(values.phone) : undefined;
  if (values.phone.trim() && !phone) errors.phone = "phone";
  const subject = (CONTACT_SUBJECTS as readonly string[]).includes(values.subject)
    ? (values.subject as ContactSubject)
    : undefined;
  if (!subject) errors.subject = "subject";
  const message = values.message.trim();
  if (message.length < MESSAGE_MIN) errors.message = "message-short";
  else if (message.length > MESSAGE_MAX) errors.message = "message-long";
  const reservationId = values.reservationId.trim() ? normaliseReservationId(values.reservationId) : undefined;
  if (values.reservationId.trim() && !reservationId) errors.reservationId = "reservation-id";
  if (Object.keys(errors).length > 0 || !subject) return { ok: false, errors, values };
  return {
    ok: true,
    values,
    ticket: {
      name,
      email,
      subject,
      message,
      ...(phone ? { phone } : {}),
      ...(reservationId ? { reservationId } : {}),
    },
  };
}

/** The Main API's own field errors (3300 details) as the form's. */
export function errorsFromApiDetails(details: unknown): ContactErrors {
  const errors: ContactErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details as { field?: unknown }[]) {
    switch (detail?.field) {
      case "name":
        errors.name = "name";
        break;
      case "email":
        errors.email = "email";
        break;
      case "phone":
        errors.phone = "phone";
        break;
      case "subject":
        errors.subject = "subject";
        break;
      case "message":
        // The API measures the message after removing markup, so it can be shorter than typed.
        errors.message = "message-short";
        break;
      case "reservationId":
        errors.reservationId = "reservation-id";
        break;
    }
  }
  return errors;
}

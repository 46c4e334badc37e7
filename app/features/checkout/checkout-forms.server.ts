/**
 * The checkout's form posts turned into Main API bodies, with a field error code for every field
 * that cannot be sent. The browser checks the same rules first; these are the ones that count.
 */
import { isValidTckn, isValidVkn, luhnValid } from "~/lib/checksums";
import type { FieldErrorCode } from "./field-errors";
import { expiryState, parseExpiry } from "./validators";

export type FieldErrors = Partial<Record<string, FieldErrorCode>>;
/** What the visitor typed, echoed into the form after an error (never card number or CVC). */
export type FormValues = Record<string, string>;

export interface Parsed<Body> {
  readonly body: Body | null;
  readonly values: FormValues;
  readonly errors: FieldErrors;
}

const NAME = /^\p{L}[\p{L} .'-]{1,59}$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PASSPORT = /^[A-Z0-9]{5,12}$/;

const text = (form: FormData, key: string) => String(form.get(key) ?? "").trim();
const digitsOf = (value: string) => value.replace(/\D/g, "");

/** "+90" and "(532) 123 45 67" → "+905321234567"; other countries: their code and the digits. */
export function phoneNumber(dialCode: string, number: string): string | null {
  if (!/^\+\d{1,4}$/.test(dialCode)) return null;
  const digits = digitsOf(number).replace(/^0+/, "");
  const full = `${dialCode}${dialCode === "+90" ? digits.replace(/^90(?=5)/, "") : digits}`;
  if (dialCode === "+90") return /^\+905\d{9}$/.test(full) ? full : null;
  return /^\+[1-9]\d{7,14}$/.test(full) ? full : null;
}

function person(form: FormData, errors: FieldErrors) {
  const firstName = text(form, "firstName");
  const lastName = text(form, "lastName");
  if (!NAME.test(firstName)) errors.firstName = firstName ? "name" : "required";
  if (!NAME.test(lastName)) errors.lastName = lastName ? "name" : "required";
  return { firstName, lastName };
}

function email(form: FormData, errors: FieldErrors) {
  const value = text(form, "email");
  if (!EMAIL.test(value) || value.length > 254) errors.email = value ? "email" : "required";
  return value;
}

/** T.C. identity number for Turkish citizens, a passport number for everyone else. */
function identity(form: FormData, errors: FieldErrors, nationality: string) {
  if (nationality === "TR") {
    const tckn = digitsOf(text(form, "tckn"));
    if (!isValidTckn(tckn)) errors.tckn = tckn ? "tckn" : "required";
    return { tckn };
  }
  const passportNo = text(form, "passportNo").toUpperCase();
  if (!PASSPORT.test(passportNo)) errors.passportNo = passportNo ? "passport" : "required";
  return { passportNo };
}

export function parseDriverForm(form: FormData): Parsed<{ driver: Record<string, unknown> }> {
  const errors: FieldErrors = {};
  const nationality = text(form, "nationality") || "TR";
  if (!/^[A-Z]{2}$/.test(nationality)) errors.nationality = "required";
  const names = person(form, errors);
  const address = email(form, errors);
  const phone = phoneNumber(text(form, "dialCode") || "+90", text(form, "phone"));
  if (!phone) errors.phone = text(form, "phone") ? "phone" : "required";
  const birthDate = text(form, "birthDate");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || Number.isNaN(Date.parse(birthDate))) {
    errors.birthDate = birthDate ? "birthDate" : "required";
  }
  const id = identity(form, errors, nationality);
  const values = Object.fromEntries(
    ["nationality", "firstName", "lastName", "email", "dialCode", "phone", "birthDate", "tckn", "passportNo"].map(
      (key) => [key, text(form, key)],
    ),
  );
  const driver = { ...names, email: address, phone: phone ?? "", birthDate, nationality, ...id };
  return { body: Object.keys(errors).length ? null : { driver }, values, errors };
}

export function parseInvoiceForm(form: FormData): Parsed<Record<string, unknown>> {
  const errors: FieldErrors = {};
  const type = text(form, "invoiceType") === "corporate" ? "corporate" : "individual";
  const address = {
    line: text(form, "addressLine"),
    city: text(form, "city"),
    country: text(form, "country") || "TR",
    ...(text(form, "district") ? { district: text(form, "district") } : {}),
    ...(text(form, "postalCode") ? { postalCode: text(form, "postalCode") } : {}),
  };
  if (address.line.length < 5) errors.addressLine = address.line ? "address" : "required";
  if (address.city.length < 2) errors.city = "required";
  if (address.postalCode && !/^\d{5}$/.test(address.postalCode)) errors.postalCode = "postalCode";
  const mail = email(form, errors);
  let body: Record<string, unknown>;
  if (type === "corporate") {
    const companyTitle = text(form, "companyTitle");
    const taxNumber = digitsOf(text(form, "taxNumber"));
    const taxOffice = text(form, "taxOffice");
    if (companyTitle.length < 3) errors.companyTitle = "required";
    if (!isValidVkn(taxNumber)) errors.taxNumber = taxNumber ? "vkn" : "required";
    if (taxOffice.length < 2) errors.taxOffice = "required";
    body = { type, companyTitle, taxNumber, taxOffice, email: mail, address };
  } else {
    const nationality = text(form, "citizen") === "other" ? "XX" : "TR";
    body = { type, ...person(form, errors), ...identity(form, errors, nationality), email: mail, address };
  }
  const values = Object.fromEntries(
    [
      "invoiceType",
      "citizen",
      "firstName",
      "lastName",
      "tckn",
      "passportNo",
      "companyTitle",
      "taxNumber",
      "taxOffice",
      "email",
      "addressLine",
      "district",
      "city",
      "postalCode",
      "country",
    ].map((key) => [key, text(form, key)]),
  );
  return { body: Object.keys(errors).length ? null : body, values, errors };
}

export interface CardDetails {
  readonly number: string;
  readonly holderName: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly cvc: string;
}

const AGREEMENT_FIELDS = ["pre-information-form", "distance-sales-contract", "marketing"] as const;

/** What the payment form echoes back: the name, expiry, plan and ticked boxes, never the card number or CVC. */
function paymentValues(form: FormData): FormValues {
  const ticked = AGREEMENT_FIELDS.filter((id) => form.get(id) === "on").map((id) => [id, "on"] as const);
  return {
    holderName: text(form, "holderName"),
    installments: text(form, "installments") || "1",
    expiry: text(form, "expiry"),
    ...Object.fromEntries(ticked),
  };
}

/**
 * "Show installment options" without JavaScript: the typed card's first six digits (BIN) to ask
 * the plans for, and the rest of the form to show again. The card number itself is not echoed;
 * the traveller types it and the security code again before paying.
 */
export function parseInstallmentsRequest(form: FormData): {
  bin: string | null;
  values: FormValues;
  errors: FieldErrors;
} {
  const number = digitsOf(text(form, "cardNumber"));
  const bin = number.length >= 6 ? number.slice(0, 6) : null;
  return { bin, values: paymentValues(form), errors: bin ? {} : { cardNumber: number ? "card" : "required" } };
}

/** The payment step: card, installments and the agreements read and accepted. */
export function parsePaymentForm(
  form: FormData,
  now: Date,
): Parsed<{ card: CardDetails; installments: number; accepted: string[] }> {
  const errors: FieldErrors = {};
  const number = digitsOf(text(form, "cardNumber"));
  if (number.length < 12 || number.length > 19 || !luhnValid(number)) errors.cardNumber = number ? "card" : "required";
  const holderName = text(form, "holderName");
  if (!NAME.test(holderName)) errors.holderName = holderName ? "name" : "required";
  const expiry = parseExpiry(text(form, "expiry"));
  const expiryCheck = expiry ? expiryState(expiry.month, expiry.year, now) : "invalid";
  if (expiryCheck === "expired") errors.expiry = "expired";
  else if (expiryCheck !== "ok") errors.expiry = text(form, "expiry") ? "expiry" : "required";
  const cvc = digitsOf(text(form, "cvc"));
  const amex = /^3[47]/.test(number);
  if (cvc.length !== (amex ? 4 : 3)) errors.cvc = cvc ? "cvc" : "required";
  const installments = Number(text(form, "installments") || "1");
  const accepted = ["pre-information-form", "distance-sales-contract"].filter((id) => form.get(id) === "on");
  if (accepted.length < 2) errors.agreements = "agreements";
  if (form.get("marketing") === "on") accepted.push("marketing");
  const values = paymentValues(form);
  const valid = Object.keys(errors).length === 0 && [1, 2, 3, 6, 9].includes(installments);
  return {
    body:
      valid && expiry
        ? {
            card: { number, holderName, expiryMonth: expiry.month, expiryYear: expiry.year, cvc },
            installments,
            accepted,
          }
        : null,
    values,
    errors,
  };
}

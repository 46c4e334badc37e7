/**
 * The checkout's forms as schemas: each turns a post into the Main API's body, or names every
 * field that cannot be sent with its error code (field-errors.ts). The action parses with them;
 * the browser checks the same rules before sending (app/lib/forms).
 */
import { z } from "zod/mini";
import { checkedText, refiningTransform, tickedBox as ticked, trimmedAs, trimmedText } from "~/lib/forms/form-text";
import { isValidTckn, isValidVkn, luhnValid } from "~/lib/checksums";
import { phoneNumber } from "~/lib/phone";
import type { FieldErrorCode } from "./field-errors";
import { expiryState, parseExpiry } from "./validators";
import { emailSchema, REQUIRED_AGREEMENTS } from "~/../shared/contract/main-api/browser-values";

const NAME = /^\p{L}[\p{L} .'-]{1,59}$/u;
export const PASSPORT = /^[A-Z0-9]{5,12}$/;

const digitsOf = (value: string) => value.replace(/\D/g, "");
const check = (isValid: (value: string) => boolean, code: FieldErrorCode) => checkedText(isValid, code, "required");
const issue = (context: z.core.$RefinementCtx, path: string, message: FieldErrorCode) =>
  context.addIssue({ code: "custom", path: [path], message });

export const personName = check((value) => NAME.test(value), "name");
/**
 * The Main API's own rule (zod's, after trimming and lower-casing, at most 254 characters): a looser
 * pattern let ".ali@…", "ali..veli@…" or "ayşe@…" through, and the Main API refused them afterwards.
 */
export const email = check((value) => emailSchema.safeParse(value).success, "email");
export const tcknText = trimmedAs(digitsOf);
export const passportText = trimmedAs((value) => value.toUpperCase());

/** T.C. identity number for Turkish citizens, a passport number for everyone else. */
function checkIdentity(
  context: z.core.$RefinementCtx,
  turkish: boolean,
  { tckn, passportNo }: { tckn: string; passportNo: string },
) {
  if (turkish && !isValidTckn(tckn)) issue(context, "tckn", tckn ? "tckn" : "required");
  if (!turkish && !PASSPORT.test(passportNo)) issue(context, "passportNo", passportNo ? "passport" : "required");
}

const driverFields = z.object({
  nationality: trimmedAs((value) => value || "TR"),
  firstName: personName,
  lastName: personName,
  email,
  dialCode: trimmedAs((value) => value || "+90"),
  phone: trimmedText,
  birthDate: check((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)), "birthDate"),
  tckn: tcknText,
  passportNo: passportText,
});
type DriverFields = z.output<typeof driverFields>;

export const driverSchema = z.pipe(
  driverFields.check(
    z.superRefine((form: DriverFields, context) => {
      if (!/^[A-Z]{2}$/.test(form.nationality)) issue(context, "nationality", "required");
      if (!phoneNumber(form.dialCode, form.phone)) issue(context, "phone", form.phone ? "phone" : "required");
      checkIdentity(context, form.nationality === "TR", form);
    }),
  ),
  z.transform(({ tckn, passportNo, dialCode, ...form }: DriverFields) => ({
    driver: {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phone: phoneNumber(dialCode, form.phone) ?? "",
      birthDate: form.birthDate,
      nationality: form.nationality,
      ...(form.nationality === "TR" ? { tckn } : { passportNo }),
    },
  })),
);

const invoiceFields = z.object({
  invoiceType: trimmedAs((value): "corporate" | "individual" => (value === "corporate" ? "corporate" : "individual")),
  citizen: trimmedText,
  firstName: trimmedText,
  lastName: trimmedText,
  tckn: tcknText,
  passportNo: passportText,
  companyTitle: trimmedText,
  taxNumber: trimmedAs(digitsOf),
  taxOffice: trimmedText,
  email,
  addressLine: check((value) => value.length >= 5, "address"),
  district: trimmedText,
  city: check((value) => value.length >= 2, "required"),
  postalCode: trimmedText.check(
    z.refine((value: string) => value === "" || /^\d{5}$/.test(value), { message: "postalCode" }),
  ),
  country: trimmedAs((value) => value || "TR"),
});
type InvoiceFields = z.output<typeof invoiceFields>;

export const invoiceSchema = z.pipe(
  invoiceFields.check(
    z.superRefine((form: InvoiceFields, context) => {
      if (form.invoiceType === "corporate") {
        if (form.companyTitle.length < 3) issue(context, "companyTitle", "required");
        if (!isValidVkn(form.taxNumber)) issue(context, "taxNumber", form.taxNumber ? "vkn" : "required");
        if (form.taxOffice.length < 2) issue(context, "taxOffice", "required");
        return;
      }
      for (const name of ["firstName", "lastName"] as const) {
        if (!NAME.test(form[name])) issue(context, name, form[name] ? "name" : "required");
      }
      checkIdentity(context, form.citizen !== "other", form);
    }),
  ),
  z.transform((form: InvoiceFields) => {
    const address = {
      line: form.addressLine,
      city: form.city,
      country: form.country,
      ...(form.district ? { district: form.district } : {}),
      ...(form.postalCode ? { postalCode: form.postalCode } : {}),
    };
    if (form.invoiceType === "corporate") {
      const { companyTitle, taxNumber, taxOffice } = form;
      return { type: "corporate" as const, companyTitle, taxNumber, taxOffice, email: form.email, address };
    }
    const identity = form.citizen === "other" ? { passportNo: form.passportNo } : { tckn: form.tckn };
    const { firstName, lastName } = form;
    return { type: "individual" as const, firstName, lastName, ...identity, email: form.email, address };
  }),
);

/** Fields of the payment form that are never sent back to the page: the traveller types them again. */
export const CARD_SECRETS = ["cardNumber", "cvc"];

const cardDigits = trimmedAs(digitsOf);
const INSTALLMENT_PLANS = [1, 2, 3, 6, 9] as const;

/**
 * "Show installment options" without JavaScript: the typed card's first six digits (BIN) to ask
 * the plans for.
 */
export const installmentsRequestSchema = z.pipe(
  z.object({
    cardNumber: z.pipe(
      checkedText((number) => number.length >= 6, "card", "required", cardDigits),
      z.transform((number: string) => number.slice(0, 6)),
    ),
    useWallet: ticked,
    walletAmount: trimmedText,
  }),
  z.transform(
    ({ cardNumber, useWallet, walletAmount }: { cardNumber: string; useWallet: boolean; walletAmount: string }) => ({
      cardNumber,
      // The plans are for what the card pays: the total less the wallet's part, when it is used.
      walletAmount: useWallet && /^\d{1,12}$/.test(walletAmount) ? Number(walletAmount) : 0,
    }),
  ),
);

const paymentFields = z.object({
  cardNumber: cardDigits,
  holderName: trimmedText,
  expiry: trimmedText,
  cvc: trimmedAs(digitsOf),
  installments: trimmedAs((value) => Number(value || "1")),
  useWallet: ticked,
  walletAmount: trimmedAs((value) => (/^\d{1,12}$/.test(value) ? Number(value) : -1)),
  walletCoversDue: ticked,
  "pre-information-form": ticked,
  "distance-sales-contract": ticked,
  "marketing-email": ticked,
  "marketing-sms": ticked,
});
type PaymentFields = z.output<typeof paymentFields>;

/**
 * The payment step: card, installments, the wallet's part and the agreements read and accepted;
 * the expiry counts from `now`. The card is not asked for when the traveller pays everything from
 * the wallet (`useWallet` with `walletCoversDue`, which the page sends when the balance covers the
 * total; the Main API refuses a missing card for anything left to pay).
 */
export function paymentSchema(now: Date) {
  return z.pipe(
    paymentFields.check(
      z.superRefine((form: PaymentFields, context) => {
        if (!form["pre-information-form"] || !form["distance-sales-contract"])
          issue(context, "agreements", "agreements");
        if (form.useWallet && form.walletAmount <= 0) issue(context, "useWallet", "required");
        if (form.useWallet && form.walletCoversDue) return;
        const number = form.cardNumber;
        if (!NAME.test(form.holderName)) issue(context, "holderName", form.holderName ? "name" : "required");
        if (number.length < 12 || number.length > 19 || !luhnValid(number)) {
          issue(context, "cardNumber", number ? "card" : "required");
        }
        const expiry = parseExpiry(form.expiry);
        const state = expiry ? expiryState(expiry.month, expiry.year, now) : "invalid";
        if (state === "expired") issue(context, "expiry", "expired");
        else if (state !== "ok") issue(context, "expiry", form.expiry ? "expiry" : "required");
        if (form.cvc.length !== (/^3[47]/.test(number) ? 4 : 3)) issue(context, "cvc", form.cvc ? "cvc" : "required");
        // Only a hand-made post names another plan: the page offers these.
        if (!INSTALLMENT_PLANS.some((plan) => plan === form.installments)) issue(context, "installments", "required");
      }),
    ),
    refiningTransform((form: PaymentFields, refuse) => {
      const walletAmount = form.useWallet ? form.walletAmount : 0;
      const accepted = [
        ...REQUIRED_AGREEMENTS,
        ...(form["marketing-email"] ? (["marketing-email"] as const) : []),
        ...(form["marketing-sms"] ? (["marketing-sms"] as const) : []),
      ];
      if (form.useWallet && form.walletCoversDue) return { card: undefined, installments: 1, walletAmount, accepted };
      const expiry = parseExpiry(form.expiry);
      if (!expiry) {
        refuse("expiry", ["expiry"]);
        return z.NEVER;
      }
      return {
        card: {
          number: form.cardNumber,
          holderName: form.holderName,
          expiryMonth: expiry.month,
          expiryYear: expiry.year,
          cvc: form.cvc,
        },
        installments: form.installments,
        walletAmount,
        accepted,
      };
    }),
  );
}

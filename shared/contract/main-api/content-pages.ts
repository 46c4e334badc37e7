/**
 * Main API calls of the content pages (docs/content-pages.md): contact tickets, personal campaign
 * codes, and the two signed links (unsubscribe, supplier approval): the bodies and the answers.
 */
import { z } from "zod";
import { TICKET_SUBJECTS } from "./browser-values";
import { NAME_LANGUAGES } from "../../names";
import { normaliseReservationId } from "../../reservation-id";
import { plainText } from "../../text/plain-text";
import { emailSchema, normalizePhone } from "./identifiers";

// ---- Requests

/** An optional text field: absent, null and "" all mean "not given". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : undefined));

/** A contact-form message (anyone may write; the service adds its spam limits). */
export const ticketRequest = z.object({
  name: z.string().trim().min(2).max(100),
  email: emailSchema,
  phone: optionalText(32).transform((value, context) => {
    if (value === undefined) return undefined;
    const phone = normalizePhone(value);
    if (!phone) context.addIssue({ code: "custom", message: "not a valid phone number (E.164)" });
    return phone;
  }),
  subject: z.enum(TICKET_SUBJECTS),
  message: z.string().max(10_000).transform(plainText).pipe(z.string().min(20).max(2000)),
  reservationId: optionalText(20).transform((value, context) => {
    if (value === undefined) return undefined;
    const id = normaliseReservationId(value);
    if (!id) context.addIssue({ code: "custom", message: "not a reservation number (RG-XXXX-XXXX)" });
    return id;
  }),
  /** The acknowledgement's language: the page's. */
  language: z.enum(NAME_LANGUAGES).optional(),
  /** The honeypot: hidden in the form, so only robots fill it in. */
  website: z.string().max(0).nullish(),
});
export type TicketBody = z.input<typeof ticketRequest>;

/** A rental company's answer to a booking request; a rejection says why. */
export const supplierDecisionRequest = z
  .object({
    decision: z.enum(["confirm", "reject"]),
    reason: z
      .string()
      .max(2000)
      .nullish()
      .transform((value) => (value ? plainText(value) : "")),
  })
  .superRefine((value, context) => {
    if (value.reason.length > 500) {
      context.addIssue({ code: "custom", path: ["reason"], message: "At most 500 characters" });
    } else if (value.decision === "reject" && value.reason.length < 3) {
      context.addIssue({ code: "custom", path: ["reason"], message: "A rejection needs a reason (3–500 characters)" });
    }
  });
export type SupplierDecisionBody = z.input<typeof supplierDecisionRequest>;

// ---- Answers

export const ticketResponse = z.object({ ticketId: z.string() });

export const issuedCampaignCodeResponse = z.looseObject({
  code: z.string(),
  campaign: z.string(),
  discountPermille: z.number().int(),
  used: z.boolean(),
});
export type IssuedCampaignCode = z.output<typeof issuedCampaignCodeResponse>;

const unsubscribeView = z.looseObject({
  channel: z.enum(["email", "sms"]),
  destination: z.string().nullable(),
  subscribed: z.boolean(),
  expiresAt: z.string(),
});
export const unsubscribeResponse = z.object({ unsubscribe: unsubscribeView });
export const unsubscribeConfirmResponse = z.object({ unsubscribe: unsubscribeView, changed: z.boolean() });
export type UnsubscribeLink = z.output<typeof unsubscribeView>;

const place = z.looseObject({
  office: z.string().nullable(),
  address: z.string().nullable(),
  dateTime: z.string().nullable(),
});
const supplierDecision = z.looseObject({
  decision: z.enum(["confirmed", "rejected"]),
  reason: z.string().nullable(),
  decidedAt: z.string(),
});
const approvalView = z.looseObject({
  reservationId: z.string().nullable(),
  supplier: z.looseObject({ id: z.string(), name: z.string() }),
  car: z.looseObject({
    brand: z.string().nullable(),
    model: z.string().nullable(),
    className: z.string().nullable(),
    package: z.string().nullable(),
  }),
  pickup: place,
  return: place,
  driver: z.looseObject({ name: z.string() }).nullable(),
  extras: z.array(z.looseObject({ code: z.string(), name: z.string(), quantity: z.number().int() })),
  itemStatus: z.string(),
  decision: supplierDecision.nullable(),
  decidable: z.boolean(),
  expiresAt: z.string(),
});
export const approvalResponse = z.object({ approval: approvalView });
export type SupplierApproval = z.output<typeof approvalView>;

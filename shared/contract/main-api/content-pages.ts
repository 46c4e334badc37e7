/**
 * Main API answers of the content pages (docs/content-pages.md): contact tickets, personal campaign
 * codes, and the two signed links (unsubscribe, supplier approval).
 */
import { z } from "zod";

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

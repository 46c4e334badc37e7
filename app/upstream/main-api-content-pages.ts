/**
 * Main API calls of the content pages (docs/content-pages.md): contact tickets, personal campaign
 * codes, and the two signed links (unsubscribe, supplier approval). Schemas are loose: unread
 * fields pass through.
 */
import { z } from "zod";
import type { MainApiCall } from "./main-api-orders";

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
export const supplierDecision = z.looseObject({
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

export interface TicketBody {
  readonly name: string;
  readonly email: string;
  readonly phone?: string;
  readonly subject: string;
  readonly message: string;
  readonly reservationId?: string;
  readonly language?: "tr" | "en";
  /** The honeypot, passed on as the visitor's browser filled it. */
  readonly website?: string;
}

const link = (token: string) => encodeURIComponent(token);

export function contentPageCalls(call: MainApiCall) {
  return {
    /** Contact form: 201 with the ticket number, or 202 with a made-up one for a robot (honeypot). */
    createTicket: (body: TicketBody) =>
      call("/api/v1/notification-api/tickets", ticketResponse, { method: "POST", body }),
    /** A registered user's personal code for a campaign (docs/api/orders-and-payments.md). */
    issueCampaignCode: (campaign: string): Promise<IssuedCampaignCode> =>
      call("/api/v1/order-api/campaign-code/issue", issuedCampaignCodeResponse, {
        method: "POST",
        body: { campaign },
      }),
    unsubscribe: {
      read: (token: string) => call(`/api/v1/notification-api/unsubscribe/${link(token)}`, unsubscribeResponse),
      confirm: (token: string) =>
        call(`/api/v1/notification-api/unsubscribe/${link(token)}`, unsubscribeConfirmResponse, { method: "POST" }),
    },
    supplierApproval: {
      read: (token: string) => call(`/api/v1/supplier-api/approvals/${link(token)}`, approvalResponse),
      decide: (token: string, body: { decision: "confirm" | "reject"; reason?: string }) =>
        call(`/api/v1/supplier-api/approvals/${link(token)}`, approvalResponse, { method: "POST", body }),
    },
  };
}

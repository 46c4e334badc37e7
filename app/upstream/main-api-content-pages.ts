/**
 * Main API calls of the content pages (docs/content-pages.md): contact tickets, personal campaign
 * codes, and the two signed links (unsubscribe, supplier approval). Schemas:
 * shared/contract/main-api/content-pages.ts.
 */
import {
  approvalResponse,
  issuedCampaignCodeResponse,
  ticketResponse,
  unsubscribeConfirmResponse,
  unsubscribeResponse,
  type IssuedCampaignCode,
  type SupplierDecisionBody,
  type TicketBody,
} from "~/../shared/contract/main-api/content-pages";
import type { MainApiCall } from "./main-api-orders";

export type { IssuedCampaignCode } from "~/../shared/contract/main-api/content-pages";

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
      decide: (token: string, body: SupplierDecisionBody) =>
        call(`/api/v1/supplier-api/approvals/${link(token)}`, approvalResponse, { method: "POST", body }),
    },
  };
}

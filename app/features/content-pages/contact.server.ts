/**
 * The contact form's action (spec: notification createTicket): checks the post, sends the ticket
 * to the Main API and says what happened. Shared by /contact and /about-us/contact.
 */
import { data, type RouterContextProvider } from "react-router";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { UpstreamError } from "~/lib/upstream-error";
import {
  type ContactErrors,
  type ContactValues,
  contactValues,
  errorsFromApiDetails,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  parseContactForm,
} from "./contact-fields";

export type ContactResult =
  | { readonly state: "sent"; readonly ticketId: string }
  | { readonly state: "invalid"; readonly errors: ContactErrors; readonly values: ContactValues }
  | { readonly state: "throttled"; readonly retryAfterMinutes: number; readonly values: ContactValues }
  | { readonly state: "failed"; readonly values: ContactValues };

const RATE_LIMITED = 3504;
const INVALID_REQUEST = 3300;

export async function contactAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const { locale, requestId } = context.get(requestInfoContext);
  const tickets = context.get(upstreamsContext).mainApi.contentPages;
  const language = locale === "tr" ? "tr" : "en";

  // A robot filled the hidden field: hand it to the API as it came (which answers with a made-up
  // number and stores nothing), and answer the same as for a person, so the robot learns nothing.
  if (isHoneypotFilled(form)) {
    const website = String(form.get(HONEYPOT_FIELD)).slice(0, 200);
    const values = contactValues(form);
    try {
      const { ticketId } = await tickets.createTicket({ ...values, language, website });
      return { state: "sent", ticketId } satisfies ContactResult;
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return data<ContactResult>({ state: "failed", values }, { status: 503 });
    }
  }

  const parsed = parseContactForm(form);
  if (!parsed.ok) {
    return data<ContactResult>({ state: "invalid", errors: parsed.errors, values: parsed.values }, { status: 400 });
  }
  try {
    const { ticketId } = await tickets.createTicket({ ...parsed.ticket, language });
    return { state: "sent", ticketId } satisfies ContactResult;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.code === RATE_LIMITED) {
      const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      const retryAfterMinutes = Math.max(1, Math.ceil((typeof seconds === "number" ? seconds : 3600) / 60));
      return data<ContactResult>({ state: "throttled", retryAfterMinutes, values: parsed.values }, { status: 429 });
    }
    if (error.code === INVALID_REQUEST) {
      const errors = errorsFromApiDetails(error.details);
      if (Object.keys(errors).length > 0)
        return data<ContactResult>({ state: "invalid", errors, values: parsed.values }, { status: 400 });
    }
    console.warn(`[${requestId}] contact ticket not sent: ${error.message}`);
    return data<ContactResult>({ state: "failed", values: parsed.values }, { status: 503 });
  }
}

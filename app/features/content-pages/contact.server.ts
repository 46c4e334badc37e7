/**
 * The contact form's action (spec: notification createTicket): checks the post, sends the ticket
 * to the Main API and says what happened. Shared by /contact and /about-us/contact.
 */
import { data, type RouterContextProvider } from "react-router";
import { type FormReply, parseSubmission } from "~/lib/forms/submission";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { invalidFields, isUpstreamError, UpstreamError } from "~/lib/upstream-error";
import {
  CONTACT_SUBJECTS,
  CONTACT_FIELD_MESSAGES,
  type ContactFieldError,
  contactSchema,
  contactValues,
  errorsFromApiFields,
  HONEYPOT_FIELD,
  isHoneypotFilled,
} from "./contact-fields";

/** What the form shows after a post; `reply` brings the errors by field and what was typed. */
export type ContactResult =
  | { readonly state: "sent"; readonly ticketId: string }
  | { readonly state: "invalid"; readonly reply: FormReply<ContactFieldError> }
  | { readonly state: "throttled"; readonly retryAfterMinutes: number; readonly reply: FormReply<ContactFieldError> }
  | { readonly state: "failed"; readonly reply: FormReply<ContactFieldError> };

const RATE_LIMITED = 3504;
const INVALID_REQUEST = 3300;

export async function contactAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const { locale, requestId } = context.get(requestInfoContext);
  const tickets = context.get(upstreamsContext).mainApi.contentPages;
  const language = locale;
  const submission = parseSubmission(form, contactSchema, CONTACT_FIELD_MESSAGES, "subject");

  // A robot filled the hidden field: hand it to the API as it came (which answers with a made-up
  // number and stores nothing), and answer the same as for a person, so the robot learns nothing.
  if (isHoneypotFilled(form)) {
    const website = String(form.get(HONEYPOT_FIELD)).slice(0, 200);
    const values = contactValues(form);
    try {
      // Only the subject must be one the API names; the rest goes as typed (the API stores nothing).
      const subject = CONTACT_SUBJECTS.find((known) => known === values.subject) ?? "other";
      const { ticketId } = await tickets.createTicket({ ...values, subject, language, website });
      return data<ContactResult>({ state: "sent", ticketId });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return data<ContactResult>({ state: "failed", reply: submission.reply() }, { status: 503 });
    }
  }

  if (submission.status !== "success") {
    return data<ContactResult>({ state: "invalid", reply: submission.reply() }, { status: 400 });
  }
  try {
    const { ticketId } = await tickets.createTicket({ ...submission.value, language });
    return data<ContactResult>({ state: "sent", ticketId });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.code === RATE_LIMITED) {
      const seconds = isUpstreamError(error, RATE_LIMITED) ? error.details?.retryAfterSeconds : undefined;
      const retryAfterMinutes = Math.max(1, Math.ceil((seconds ?? 3600) / 60));
      return data<ContactResult>({ state: "throttled", retryAfterMinutes, reply: submission.reply() }, { status: 429 });
    }
    if (error.code === INVALID_REQUEST) {
      const fieldErrors = errorsFromApiFields(Object.keys(invalidFields(error)));
      if (Object.keys(fieldErrors).length > 0)
        return data<ContactResult>({ state: "invalid", reply: submission.reply({ fieldErrors }) }, { status: 400 });
    }
    console.warn(`[${requestId}] contact ticket not sent: ${error.message}`);
    return data<ContactResult>({ state: "failed", reply: submission.reply() }, { status: 503 });
  }
}

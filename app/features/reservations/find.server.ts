/**
 * The find-my-reservation action: the Main API matches the pair (and limits guessing per visitor
 * and per reservation number); a match leaves the booking's grant in a cookie and opens its page.
 * Every miss gets the same answer, so the form reveals nothing about which half was wrong.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { grantCookie, parseManageToken } from "~/lib/booking-grant";
import { type FormReply, parseSubmission } from "~/lib/forms/submission";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { isUpstreamError } from "~/lib/upstream-error";
import { hrefFor } from "~/routing/route-table";
import { FIND_FIELD_MESSAGES, type FindFieldError, findSchema } from "./find-form";

export type FindResult =
  | { readonly state: "invalid"; readonly reply: FormReply<FindFieldError> }
  | { readonly state: "not-found"; readonly reply: FormReply<FindFieldError> }
  | { readonly state: "throttled"; readonly retryAfterMinutes: number; readonly reply: FormReply<FindFieldError> };

const RATE_LIMITED = 3504;

export async function findAction(request: Request, context: Readonly<RouterContextProvider>) {
  const submission = parseSubmission(await request.formData(), findSchema, FIND_FIELD_MESSAGES, "required");
  if (submission.status !== "success") {
    return data<FindResult>({ state: "invalid", reply: submission.reply() }, { status: 400 });
  }
  const { reservationId, email } = submission.value;
  let found;
  try {
    found = await context.get(upstreamsContext).mainApi.orders.find(reservationId, email);
  } catch (error) {
    if (isUpstreamError(error, RATE_LIMITED)) {
      const retryAfterMinutes = Math.max(1, Math.ceil((error.details?.retryAfterSeconds ?? 3600) / 60));
      return data<FindResult>({ state: "throttled", retryAfterMinutes, reply: submission.reply() }, { status: 429 });
    }
    // The Main API answers 2108 for an unknown number and a wrong e-mail alike; any other refusal is a miss too.
    if (isUpstreamError(error) && error.statusCode < 500) {
      return data<FindResult>({ state: "not-found", reply: submission.reply() }, { status: 404 });
    }
    throw error;
  }
  const grant = parseManageToken(found.manageToken);
  const { locale } = context.get(requestInfoContext);
  const flight = found.order.items.some((item) => item.product.type === "flight");
  const page = hrefFor(flight ? "reservation-flight" : "reservation", locale);
  return redirect(`${page}?${new URLSearchParams({ orderId: found.order.id })}`, {
    headers: grant ? { "Set-Cookie": grantCookie(grant) } : {},
  });
}

/**
 * The findeks credit check from a booking (docs/invoices-reviews-findeks.md): which step the
 * signed-in traveller is at (from the Main API's status, so a reload resumes), and the step's
 * post. Only for a booking the visitor sees whose car needs an approved report.
 */
import { data, type RouterContextProvider } from "react-router";
import { requestedBooking } from "~/lib/booking-access.server";
import { type FormReply, parseSubmission } from "~/lib/forms/submission";
import { requestInfoContext, sessionContext, upstreamsContext } from "~/lib/request-context";
import { invalidFields, isUpstreamError } from "~/lib/upstream-error";
import { logUpstreamError, type UpstreamFailure, upstreamFailure } from "~/lib/upstream-error-messages";
import type { Order } from "~/lib/upstream-types";
import { hrefFor } from "~/routing/route-table";
import {
  checkSchema,
  FINDEKS_FIELD_MESSAGES,
  FINDEKS_INTENTS,
  type FindeksFieldError,
  type FindeksIntent,
  phoneSchema,
  pinSchema,
} from "./findeks-fields";

type FindeksStep =
  | { readonly step: "sign-in"; readonly loginHref: string }
  | { readonly step: "start"; readonly previous: "expired" | "rejected" | null }
  | { readonly step: "phone"; readonly phones: readonly { readonly id: string; readonly phone: string }[] }
  | { readonly step: "pin"; readonly phone: string }
  | { readonly step: "approved"; readonly validUntil: number }
  | { readonly step: "rejected" };

export interface FindeksView {
  /** The rental company that asks for the report. */
  readonly supplier: string;
  readonly state: FindeksStep;
}

/** What a step's post answers: field errors, the bureau's refusal, or a note for the next step. */
export type FindeksResult =
  | { readonly intent: FindeksIntent; readonly reply: FormReply<FindeksFieldError> }
  | { readonly intent: FindeksIntent; readonly failure: UpstreamFailure }
  | { readonly intent: FindeksIntent; readonly note: "done" | "unknown-person" | "pin-sent" | "restart" };

/** The car of the booking when its company asks for an approved credit report. */
function carNeedingReport(order: Order) {
  for (const item of order.items) {
    if (item.status !== "reserved" || item.product.type !== "car") continue;
    if (item.product.details.car.rules.creditReportRequired) return item.product.details.car;
  }
  return undefined;
}

/** Where the traveller is in the flow, or null when the booking needs no report. */
export async function loadFindeks(
  request: Request,
  context: Readonly<RouterContextProvider>,
  order: Order,
): Promise<FindeksView | null> {
  const car = carNeedingReport(order);
  if (!car) return null;
  const supplier = car.vendor.displayName;
  const session = await context.get(sessionContext).current();
  if (!session || session.anonymous) {
    const url = new URL(request.url);
    const back = `${url.pathname}${url.search}`;
    const login = hrefFor("login", context.get(requestInfoContext).locale);
    return { supplier, state: { step: "sign-in", loginHref: `${login}?${new URLSearchParams({ redirect: back })}` } };
  }
  const findeks = context.get(upstreamsContext).mainApi.accountExtras.findeks;
  const { report } = await findeks.status();
  if (!report || report.status === "expired")
    return { supplier, state: { step: "start", previous: report && "expired" } };
  if (report.status === "approved")
    return { supplier, state: { step: "approved", validUntil: report.validUntil ?? 0 } };
  if (report.status === "rejected") return { supplier, state: { step: "rejected" } };
  if (report.pinSent && report.phone) return { supplier, state: { step: "pin", phone: report.phone } };
  const { phones } = await findeks.phones();
  return { supplier, state: { step: "phone", phones } };
}

const isIntent = (value: unknown): value is FindeksIntent =>
  typeof value === "string" && (FINDEKS_INTENTS as readonly string[]).includes(value);

/**
 * One step's post, for a booking this visitor sees that needs a report; anything else is a 400
 * or a 404 (never a call to the bureau).
 */
export async function findeksAction(request: Request, context: Readonly<RouterContextProvider>) {
  const booking = await requestedBooking(request, context);
  if (!booking || !carNeedingReport(booking.order)) throw data(null, { status: 404 });
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isIntent(intent)) throw data(null, { status: 400 });
  if (intent === "findeks-restart") return data<FindeksResult>({ intent, note: "restart" });
  const findeks = context.get(upstreamsContext).mainApi.accountExtras.findeks;
  const invalid = (reply: FormReply<FindeksFieldError>) => data<FindeksResult>({ intent, reply }, { status: 400 });
  try {
    switch (intent) {
      case "findeks-check": {
        const submission = parseSubmission(form, checkSchema, FINDEKS_FIELD_MESSAGES, "tckn");
        if (submission.status !== "success") return invalid(submission.reply());
        let known: boolean;
        try {
          ({ known } = await findeks.check(submission.value));
        } catch (error) {
          // The Main API's own rules (the age on its today) come back as field errors.
          const refused = Object.keys(invalidFields(error));
          if (refused.length === 0) throw error;
          const code = (field: string): FindeksFieldError[] => [field === "tckn" ? "tckn" : "birth-date"];
          return invalid(
            submission.reply({ fieldErrors: Object.fromEntries(refused.map((field) => [field, code(field)])) }),
          );
        }
        return data<FindeksResult>({ intent, note: known ? "done" : "unknown-person" });
      }
      case "findeks-phone": {
        const submission = parseSubmission(form, phoneSchema, FINDEKS_FIELD_MESSAGES, "phone");
        if (submission.status !== "success") return invalid(submission.reply());
        await findeks.sendPin(submission.value.phoneId);
        return data<FindeksResult>({ intent, note: "pin-sent" });
      }
      case "findeks-pin": {
        const submission = parseSubmission(form, pinSchema, FINDEKS_FIELD_MESSAGES, "pin");
        if (submission.status !== "success") return invalid(submission.reply({ hideFields: ["pin"] }));
        await findeks.confirmPin(submission.value.pin);
        return data<FindeksResult>({ intent, note: "done" });
      }
      case "findeks-renew":
        await findeks.renewPin();
        return data<FindeksResult>({ intent, note: "pin-sent" });
    }
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.statusCode >= 500) logUpstreamError(context.get(requestInfoContext).requestId, "findeks", error);
    return data<FindeksResult>(
      { intent, failure: upstreamFailure(error) },
      { status: error.statusCode >= 500 ? 503 : error.statusCode },
    );
  }
}

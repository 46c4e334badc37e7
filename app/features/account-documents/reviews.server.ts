/**
 * "My reviews": the rentals to review and the reviews written (loader), and writing one (action).
 * A review that is accepted answers 303 to the same page with `?written=<item id>`, so a reload
 * never posts it twice and the page can say it was published.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { type FormReply, parseSubmission } from "~/lib/forms/submission";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { invalidFields, isUpstreamError, mainApiCode } from "~/lib/upstream-error";
import { hrefFor } from "~/routing/route-table";
import { logUpstreamError, type UpstreamFailure, upstreamFailure } from "~/lib/upstream-error-messages";
import {
  errorsFromApiFields,
  REVIEW_FIELD_MESSAGES,
  type ReviewFieldError,
  reviewSchema,
  WRITTEN_PARAM,
} from "./review-fields";

/** What the form of one rental shows after a refused post. */
export type ReviewResult =
  | { readonly state: "invalid"; readonly itemId: string; readonly reply: FormReply<ReviewFieldError> }
  | {
      readonly state: "refused";
      readonly itemId: string;
      readonly failure: UpstreamFailure;
      readonly reply: FormReply<ReviewFieldError>;
    };

/**
 * The reply with every field of the form marked as checked: a post leaves unticked radio buttons
 * out, and the form shows only the errors of the fields a reply names.
 */
function replyForAll(reply: FormReply<ReviewFieldError>): FormReply<ReviewFieldError> {
  return { ...reply, fields: [...new Set([...(reply.fields ?? []), "orderId", "itemId", "rating", "text"])] };
}

/** The Main API's reasons a review is not taken (not finished, already reviewed, not the caller's). */
const REFUSALS = [2102, 2103, 2311, 2312] as const;

export async function loadMyReviews(context: Readonly<RouterContextProvider>) {
  return context.get(upstreamsContext).mainApi.accountExtras.myReviews();
}

export async function writeReviewAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const submission = parseSubmission(form, reviewSchema, REVIEW_FIELD_MESSAGES, "rental");
  const posted = form.get("itemId");
  const itemId = typeof posted === "string" ? posted.slice(0, 128) : "";
  if (submission.status !== "success") {
    return data<ReviewResult>({ state: "invalid", itemId, reply: replyForAll(submission.reply()) }, { status: 400 });
  }
  try {
    await context.get(upstreamsContext).mainApi.accountExtras.writeReview(submission.value);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const code = mainApiCode(error);
    if (code === 3300) {
      const fieldErrors = errorsFromApiFields(Object.keys(invalidFields(error)));
      return data<ReviewResult>(
        { state: "invalid", itemId, reply: replyForAll(submission.reply({ fieldErrors })) },
        { status: 400 },
      );
    }
    if (code === null || !(REFUSALS as readonly number[]).includes(code)) {
      logUpstreamError(context.get(requestInfoContext).requestId, "review", error);
      return data<ReviewResult>(
        { state: "refused", itemId, failure: { code: null }, reply: submission.reply() },
        { status: 503 },
      );
    }
    return data<ReviewResult>(
      { state: "refused", itemId, failure: upstreamFailure(error), reply: submission.reply() },
      { status: error.statusCode },
    );
  }
  // The page's own path (a browser's post arrives at its `.data` URL).
  const page = hrefFor("account-reviews", context.get(requestInfoContext).locale);
  return redirect(`${page}?${new URLSearchParams({ [WRITTEN_PARAM]: submission.value.itemId })}`, 303);
}

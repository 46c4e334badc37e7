/**
 * The review form's fields, read from a plain form post with the Main API's own rules
 * (shared/contract/main-api/account-extras.ts: 1–5 stars, 10–1000 characters of plain text), so
 * a mistake is named next to its field before anything is sent. Browser-safe (app/lib/forms).
 */
import { msg } from "@lingui/core/macro";
import { z } from "zod/mini";
import { REVIEW_STARS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "~/../shared/contract/main-api/browser-values";
import { plainText } from "~/../shared/text/plain-text";
import { formText } from "~/lib/forms/form-text";
import type { FormMessages } from "~/lib/forms/submission";
import { opaqueId } from "~/lib/url-schemas";

export { REVIEW_STARS, REVIEW_TEXT_MAX };

/** The query key naming the rental whose review was just published (the action's 303 target). */
export const WRITTEN_PARAM = "written";

export type ReviewFieldError = "rating" | "text-short" | "text-long" | "rental";

export const REVIEW_FIELD_MESSAGES: FormMessages<ReviewFieldError> = {
  rating: msg`Please choose from 1 to 5 stars.`,
  "text-short": msg`Please write at least ${REVIEW_TEXT_MIN} characters about your rental.`,
  "text-long": msg`Please keep your review under ${REVIEW_TEXT_MAX} characters.`,
  rental: msg`This rental cannot be found. Please reload the page.`,
};

const STAR_VALUES = REVIEW_STARS.map(String) as [string, ...string[]];

const rentalId = z.pipe(formText, z.catch(opaqueId, "")).check(z.refine(Boolean, { message: "rental" }));

/** Every field checked at once; the output is the Main API's review body. */
export const reviewSchema = z.object({
  orderId: rentalId,
  itemId: rentalId,
  rating: z.pipe(z.pipe(formText, z.enum(STAR_VALUES, { message: "rating" })), z.transform(Number)),
  // Measured as the Main API stores it: tags removed, spaces collapsed.
  text: z
    .pipe(
      formText,
      z.transform((value: string) => plainText(value.slice(0, 5000))),
    )
    .check(
      z.superRefine((text: string, context) => {
        if (text.length < REVIEW_TEXT_MIN) context.addIssue({ code: "custom", message: "text-short" });
        else if (text.length > REVIEW_TEXT_MAX) context.addIssue({ code: "custom", message: "text-long" });
      }),
    ),
});

/** The fields the Main API refused (its 3300 details, by name) as the form's errors. */
export function errorsFromApiFields(fields: Iterable<string>): Record<string, ReviewFieldError[]> {
  const errors: Record<string, ReviewFieldError[]> = {};
  for (const field of fields) {
    if (field === "rating") errors.rating = ["rating"];
    else if (field === "text") errors.text = ["text-short"];
    else if (field === "orderId" || field === "itemId") errors[field] = ["rental"];
  }
  return errors;
}

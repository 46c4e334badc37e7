/**
 * The cancel form (docs/cancel-and-wallet.md): an optional reason (one of the Main API's reasons
 * and a bounded note), where the refund goes, and whether the traveller has confirmed. Read by
 * the action and, before sending, by the browser.
 */
import { msg } from "@lingui/core/macro";
import { z } from "zod";
import { formText } from "~/lib/forms/form-text";
import type { FormMessages } from "~/lib/forms/submission";
import { CANCEL_REASONS, REFUND_DESTINATIONS } from "~/../shared/contract/main-api";

export { CANCEL_REASONS };
export type { CancelReason, RefundDestination } from "~/../shared/contract/main-api";

/** The Main API keeps up to 500 characters of the note. */
export const NOTE_MAX = 500;

export const CANCEL_FIELDS = ["reason", "note", "destination", "confirmed"] as const;

export type CancelFieldError = "reason" | "note-long" | "destination";

export const CANCEL_FIELD_MESSAGES: FormMessages<CancelFieldError> = {
  reason: msg`Please choose one of the reasons, or none.`,
  "note-long": msg`Please keep your note under ${NOTE_MAX} characters.`,
  destination: msg`Please choose where the refund should go.`,
};

/** A field as typed, cut at a sensible length before any rule reads it. */
const typed = (max: number) => formText.transform((value) => value.slice(0, max));

export const cancelFormSchema = z.object({
  // No reason chosen is fine: the Main API records it as "other".
  reason: typed(40)
    .pipe(z.union([z.literal(""), z.enum(CANCEL_REASONS)], { message: "reason" }))
    .transform((reason) => reason || "other"),
  note: typed(NOTE_MAX * 4)
    .transform((note) => note.trim())
    .refine((note) => note.length <= NOTE_MAX, { message: "note-long" })
    .transform((note) => note || undefined),
  destination: typed(10).pipe(z.enum(REFUND_DESTINATIONS, { message: "destination" })),
  // "yes" once the traveller has confirmed (the dialog with JavaScript, the confirm step without).
  confirmed: typed(5).transform((value) => value === "yes"),
});

export type CancelFormValues = z.output<typeof cancelFormSchema>;

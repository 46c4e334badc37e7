/**
 * The cancel form (docs/cancel-and-wallet.md): an optional reason (one of the Main API's reasons
 * and a bounded note), where the refund goes, and whether the traveller has confirmed. Read by
 * the action and, before sending, by the browser.
 */
import { msg } from "@lingui/core/macro";
import { z } from "zod/mini";
import { formText } from "~/lib/forms/form-text";
import type { FormMessages } from "~/lib/forms/submission";
import { CANCEL_REASONS, REFUND_DESTINATIONS } from "~/../shared/contract/main-api/browser-values";
import type { CancelReason } from "~/../shared/contract/main-api";

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
const typed = (max: number) =>
  z.pipe(
    formText,
    z.transform((value: string) => value.slice(0, max)),
  );

export const cancelFormSchema = z.object({
  // No reason chosen is fine: the Main API records it as "other".
  reason: z.pipe(
    z.pipe(typed(40), z.union([z.literal(""), z.enum(CANCEL_REASONS)], { message: "reason" })),
    z.transform((reason: "" | CancelReason) => reason || "other"),
  ),
  note: z.pipe(
    z
      .pipe(
        typed(NOTE_MAX * 4),
        z.transform((note: string) => note.trim()),
      )
      .check(z.refine((note: string) => note.length <= NOTE_MAX, { message: "note-long" })),
    z.transform((note: string) => note || undefined),
  ),
  destination: z.pipe(typed(10), z.enum(REFUND_DESTINATIONS, { message: "destination" })),
  // "yes" once the traveller has confirmed (the dialog with JavaScript, the confirm step without).
  confirmed: z.pipe(
    typed(5),
    z.transform((value: string) => value === "yes"),
  ),
});

export type CancelFormValues = z.output<typeof cancelFormSchema>;

/**
 * "Find my reservation": the reservation number and the e-mail address given when booking, read
 * from a plain form post (app/lib/forms). Spellings people type are accepted: "rg 7k3m 9qxd",
 * upper-case e-mail.
 */
import { msg } from "@lingui/core/macro";
import { z } from "zod/mini";
import { emailSchema } from "~/../shared/contract/main-api/browser-values";
import { normaliseReservationId } from "~/../shared/reservation-id";
import { checkedText } from "~/lib/forms/form-text";
import type { FormMessages } from "~/lib/forms/submission";

export type FindFieldError = "required" | "reservation-id" | "email";

export const FIND_FIELD_MESSAGES: FormMessages<FindFieldError> = {
  required: msg`Please fill in this field.`,
  "reservation-id": msg`A reservation number looks like RG-7K3M-9QXD.`,
  email: msg`Please enter a valid e-mail address, like name@example.com.`,
};

export const findSchema = z.object({
  reservationId: z.pipe(
    checkedText((value) => normaliseReservationId(value) !== undefined, "reservation-id", "required"),
    z.transform((value: string) => normaliseReservationId(value) ?? value),
  ),
  email: z.pipe(
    checkedText((value) => emailSchema.safeParse(value).success, "email", "required"),
    z.transform((value: string) => emailSchema.parse(value)),
  ),
});

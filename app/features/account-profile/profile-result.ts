import type { FormReply } from "~/lib/forms/submission";
import type { UpstreamFailure } from "~/lib/upstream-error-messages";
import type { ContactField } from "~/upstream/main-api-account";
import type { ProfileFieldError } from "./profile-forms";

/** What a refused post of one of the page's forms brings back, beside that form. */
export interface ProfileFormResult {
  readonly form: "name" | "contact" | "contact-code" | "address" | "password" | "consents";
  readonly reply: FormReply<ProfileFieldError> | null;
  readonly failure: UpstreamFailure | null;
  /** The contact form it was (e-mail or phone), for the contact steps. */
  readonly field?: ContactField;
  /** A code went to this new address or number: the code step shows. */
  readonly sent: { readonly field: ContactField; readonly destination: string } | null;
}

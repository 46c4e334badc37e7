import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FormField, type FormControlProps } from "~/components/form-field";
import { errorText } from "~/lib/forms/error-text";
import { type ProfileFieldError, PROFILE_FIELD_MESSAGES } from "./profile-forms";

/**
 * A labelled field of one of the page's forms, its error tied to the control. Ids carry the
 * form's id: several forms on the page post fields of the same name.
 */
export function ProfileField({
  form,
  name,
  label,
  hint,
  error,
  children,
}: {
  form: string;
  name: string;
  label: string;
  hint?: string;
  error: ProfileFieldError | undefined;
  children: (props: FormControlProps) => ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <FormField
      id={`${form}-${name}`}
      name={name}
      label={label}
      hint={hint}
      error={error ? errorText(i18n, PROFILE_FIELD_MESSAGES, error) : undefined}
    >
      {children}
    </FormField>
  );
}

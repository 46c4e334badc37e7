import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { errorText } from "~/lib/forms/error-text";
import { type ProfileFieldError, PROFILE_FIELD_MESSAGES } from "./profile-forms";

interface ProfileControlProps {
  readonly id: string;
  readonly name: string;
  readonly "aria-invalid": true | undefined;
  readonly "aria-describedby": string | undefined;
}

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
  children: (props: ProfileControlProps) => ReactNode;
}) {
  const { i18n } = useLingui();
  const id = `${form}-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children({ id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {errorText(i18n, PROFILE_FIELD_MESSAGES, error)}
        </p>
      ) : null}
    </div>
  );
}

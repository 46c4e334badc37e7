import { useLingui } from "@lingui/react/macro";
import { type ReactNode, type RefObject, useEffect } from "react";
import { type FieldErrorCode, fieldErrorMessage } from "./field-errors";

export interface FieldControlProps {
  readonly id: string;
  readonly name: string;
  readonly "aria-invalid": boolean | undefined;
  readonly "aria-describedby": string | undefined;
}

/** A labelled form field with its hint and error, tied to the control for screen readers. */
export function Field({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string;
  label: string;
  error?: FieldErrorCode | undefined;
  hint?: string | undefined;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const { i18n } = useLingui();
  const id = `field-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {fieldErrorMessage(i18n, error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * After a post comes back with errors, focus moves to the first field named in them, so keyboard
 * and screen reader users land on what needs fixing (its error is its description).
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: Readonly<Record<string, unknown>>) {
  const names = Object.keys(errors).join(",");
  useEffect(() => {
    if (!names || !form.current) return;
    const invalid = form.current.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [names, form, errors]);
}

/** First and last name side by side, as in the identity document (driver and invoice steps). */
export function NameFields({
  values,
  errors,
}: {
  values: Readonly<Record<string, string | undefined>>;
  errors: Readonly<Record<string, FieldErrorCode | undefined>>;
}) {
  const { t } = useLingui();
  return (
    <div className="field-row">
      <Field name="firstName" label={t`First name`} error={errors.firstName}>
        {(props) => <input {...props} defaultValue={values.firstName} autoComplete="given-name" required />}
      </Field>
      <Field name="lastName" label={t`Last name`} error={errors.lastName}>
        {(props) => <input {...props} defaultValue={values.lastName} autoComplete="family-name" required />}
      </Field>
    </div>
  );
}

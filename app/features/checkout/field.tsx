import { useLingui } from "@lingui/react/macro";
import { type ReactNode, type RefObject, useEffect } from "react";
import { FormField, type FormControlProps } from "~/components/form-field";
import { type FieldErrorCode, fieldErrorMessage } from "./field-errors";

/** A labelled checkout field with its hint and error (the checkout's error codes, `field-{name}` ids). */
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
  children: (props: FormControlProps) => ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <FormField
      id={`field-${name}`}
      name={name}
      label={label}
      hint={hint}
      error={error ? fieldErrorMessage(i18n, error) : undefined}
    >
      {children}
    </FormField>
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

import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, type RefObject, useEffect, useState } from "react";
import { FormField, type FormControlProps } from "~/components/form-field";
import { type FieldErrorCode, fieldErrorMessage } from "./field-errors";
import { TR_MOBILE_MASK } from "./input-mask";
import { MaskedInput } from "./masked-input";

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

/**
 * The mobile phone: the country's dialling code and the number, masked as a Turkish mobile for
 * +90 (driver and flight contact). Posts `dialCode` and `phone`.
 */
export function PhoneFields({
  values,
  errors,
  countries,
}: {
  values: Readonly<Record<string, string | undefined>>;
  errors: Readonly<Record<string, FieldErrorCode | undefined>>;
  countries: readonly { readonly code: string; readonly dial: string; readonly name: string }[];
}) {
  const { t } = useLingui();
  const [dialCode, setDialCode] = useState(values.dialCode || "+90");
  return (
    <fieldset className="phone">
      <legend>
        <Trans>Mobile phone</Trans>
      </legend>
      <div className="field-row">
        <div className="field field--narrow">
          <label htmlFor="field-dialCode">
            <Trans>Country code</Trans>
          </label>
          <select
            id="field-dialCode"
            name="dialCode"
            value={dialCode}
            onChange={(event) => setDialCode(event.target.value)}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.dial}>
                {country.dial} {country.name}
              </option>
            ))}
          </select>
        </div>
        <Field name="phone" label={t`Mobile number`} error={errors.phone}>
          {(props) =>
            dialCode === "+90" ? (
              <MaskedInput
                {...props}
                mask={TR_MOBILE_MASK}
                defaultValue={values.phone}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="(5__) ___ __ __"
                required
              />
            ) : (
              <input
                {...props}
                defaultValue={values.phone}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                required
              />
            )
          }
        </Field>
      </div>
    </fieldset>
  );
}

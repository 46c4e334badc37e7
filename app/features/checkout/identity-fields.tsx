import { Trans, useLingui } from "@lingui/react/macro";
import { PageDate } from "~/components/date-range/page-date";
import { type ReactNode, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { PASSENGER_TITLES } from "~/../shared/contract/main-api/browser-values";
import type { countryOptions } from "~/lib/countries";
import { Field } from "./field";
import { type FieldErrorCode, fieldErrorMessage } from "./field-errors";
import { TCKN_MASK } from "~/lib/input-mask";
import { MaskedInput } from "~/components/masked-input";

type Country = ReturnType<typeof countryOptions>[number];
export type IdentityField =
  "title" | "firstName" | "lastName" | "birthDate" | "nationality" | "tckn" | "passportNo" | "passportExpiry";

/**
 * A traveller as on the identity card or passport: title, names, birth date, nationality, and the
 * T.C. identity number (Turkish citizens) or the passport (everyone else). Shared by the flight
 * checkout's passengers and the account's registered passengers; `name` gives each field's post name.
 */
export function IdentityFields({
  name,
  values,
  errors,
  countries,
  birthDateHint,
}: {
  name: (field: IdentityField) => string;
  values: Readonly<Record<string, string | undefined>>;
  errors: Readonly<Record<string, FieldErrorCode | undefined>>;
  countries: readonly Country[];
  birthDateHint?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const [nationality, setNationality] = useState(values[name("nationality")] || "TR");
  const titleError = errors[name("title")];
  const titleLabels = { mr: t`Mr`, mrs: t`Mrs`, ms: t`Ms` } as const;
  const hintId = `${name("birthDate")}-age`;
  // A saved nationality the list does not have stays choosable.
  const choices = countries.some((country) => country.code === nationality)
    ? countries
    : [...countries, { code: nationality, dial: "", name: nationality }];
  // Without JavaScript both identity fields show: the server reads the one the nationality needs.
  const showTckn = !hydrated || nationality === "TR";
  const showPassport = !hydrated || nationality !== "TR";
  return (
    <>
      <fieldset className="choice" aria-describedby={titleError ? `field-${name("title")}-error` : undefined}>
        <legend>
          <Trans>Title</Trans>
        </legend>
        {PASSENGER_TITLES.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={name("title")}
              value={value}
              defaultChecked={values[name("title")] === value}
              aria-invalid={titleError ? true : undefined}
            />{" "}
            {titleLabels[value]}
          </label>
        ))}
        {titleError ? (
          <p className="field__error" id={`field-${name("title")}-error`}>
            {fieldErrorMessage(i18n, titleError)}
          </p>
        ) : null}
      </fieldset>
      <div className="field-row">
        <Field
          name={name("firstName")}
          label={t`First name`}
          error={errors[name("firstName")]}
          hint={t`As on the passport or identity card.`}
        >
          {(props) => <input {...props} defaultValue={values[name("firstName")]} autoComplete="off" required />}
        </Field>
        <Field name={name("lastName")} label={t`Last name`} error={errors[name("lastName")]}>
          {(props) => <input {...props} defaultValue={values[name("lastName")]} autoComplete="off" required />}
        </Field>
      </div>
      <Field name={name("birthDate")} label={t`Date of birth`} error={errors[name("birthDate")]}>
        {(props) => (
          <>
            {birthDateHint ? (
              <p className="field__hint" id={hintId}>
                {birthDateHint}
              </p>
            ) : null}
            <PageDate>
              <input
                {...props}
                aria-describedby={
                  [birthDateHint ? hintId : null, props["aria-describedby"]].filter(Boolean).join(" ") || undefined
                }
                type="date"
                defaultValue={values[name("birthDate")]}
                required
              />
            </PageDate>
          </>
        )}
      </Field>
      <Field name={name("nationality")} label={t`Nationality`} error={errors[name("nationality")]}>
        {(props) => (
          <select {...props} value={nationality} onChange={(event) => setNationality(event.target.value)}>
            {choices.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {showTckn ? (
        <Field
          name={name("tckn")}
          label={t`T.C. identity number`}
          error={errors[name("tckn")]}
          hint={
            hydrated ? t`11 digits, as on the identity card.` : t`Turkish citizens: 11 digits, as on the identity card.`
          }
        >
          {(props) => (
            <MaskedInput {...props} mask={TCKN_MASK} defaultValue={values[name("tckn")]} inputMode="numeric" />
          )}
        </Field>
      ) : null}
      {showPassport ? (
        <div className="field-row">
          <Field
            name={name("passportNo")}
            label={t`Passport number`}
            error={errors[name("passportNo")]}
            hint={hydrated ? undefined : t`Other nationalities.`}
          >
            {(props) => <input {...props} defaultValue={values[name("passportNo")]} autoCapitalize="characters" />}
          </Field>
          <Field name={name("passportExpiry")} label={t`Passport expiry date`} error={errors[name("passportExpiry")]}>
            {(props) => (
              <PageDate>
                <input {...props} type="date" defaultValue={values[name("passportExpiry")]} />
              </PageDate>
            )}
          </Field>
        </div>
      ) : null}
    </>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { countryOptions } from "~/features/checkout/countries";
import { Field, PhoneFields, useFocusFirstError } from "~/features/checkout/field";
import { FIELD_ERROR_MESSAGES, type FieldErrorCode, fieldErrorMessage } from "~/features/checkout/field-errors";
import { TCKN_MASK } from "~/features/checkout/input-mask";
import { MaskedInput } from "~/features/checkout/masked-input";
import type { FormReply } from "~/lib/forms/submission";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import { passengerTypeName } from "./passenger-labels";
import { AGE_RANGES, type PassengerType } from "./passenger-rules";
import { fieldName, type PartyDates, passengersSchema } from "./passengers-schema";

type Values = Readonly<Record<string, string | undefined>>;
type Errors = Readonly<Record<string, FieldErrorCode | undefined>>;
type Country = ReturnType<typeof countryOptions>[number];

/** The age rule of a type, said next to its birth date. */
function AgeHint({ type }: { type: PassengerType }) {
  const { min, max } = AGE_RANGES[type];
  switch (type) {
    case "adult":
      return <Trans>{min} or older on the day of the last flight.</Trans>;
    case "infant":
      return <Trans>Under 2 on the day of the last flight; travels on an adult's lap.</Trans>;
    default:
      return (
        <Trans>
          {min} to {max} years old on the day of the last flight.
        </Trans>
      );
  }
}

/** One traveller as on the identity card or passport. */
function TravellerFields({
  index,
  type,
  values,
  errors,
  countries,
}: {
  index: number;
  type: PassengerType;
  values: Values;
  errors: Errors;
  countries: readonly Country[];
}) {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const name = (field: Parameters<typeof fieldName>[1]) => fieldName(index, field);
  const [nationality, setNationality] = useState(values[name("nationality")] || "TR");
  const typeName = passengerTypeName(i18n, type);
  const titleError = errors[name("title")];
  const number = index + 1;
  const ageHint = `${name("birthDate")}-age`;
  // Without JavaScript both identity fields show: the server reads the one the nationality needs.
  const showTckn = !hydrated || nationality === "TR";
  const showPassport = !hydrated || nationality !== "TR";
  return (
    <fieldset className="passenger" data-testid="passenger" data-type={type}>
      <legend>
        <Trans>
          Passenger {number}: {typeName}
        </Trans>
      </legend>
      <fieldset
        className="choice"
        aria-describedby={errors[name("title")] ? `field-${name("title")}-error` : undefined}
      >
        <legend>
          <Trans>Title</Trans>
        </legend>
        {(
          [
            ["mr", t`Mr`],
            ["mrs", t`Mrs`],
            ["ms", t`Ms`],
          ] as const
        ).map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name={name("title")}
              value={value}
              defaultChecked={values[name("title")] === value}
              aria-invalid={errors[name("title")] ? true : undefined}
            />{" "}
            {label}
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
            <p className="field__hint" id={ageHint}>
              <AgeHint type={type} />
            </p>
            <input
              {...props}
              aria-describedby={[ageHint, props["aria-describedby"]].filter(Boolean).join(" ")}
              type="date"
              defaultValue={values[name("birthDate")]}
              required
            />
          </>
        )}
      </Field>
      <Field name={name("nationality")} label={t`Nationality`} error={errors[name("nationality")]}>
        {(props) => (
          <select {...props} value={nationality} onChange={(event) => setNationality(event.target.value)}>
            {countries.map((country) => (
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
            {(props) => <input {...props} type="date" defaultValue={values[name("passportExpiry")]} />}
          </Field>
        </div>
      ) : null}
    </fieldset>
  );
}

/** Step 1: every traveller of the booked party, and who to contact about the booking. */
export function PassengersForm({
  partyDates,
  defaultValues,
  lastResult,
}: {
  partyDates: PartyDates;
  defaultValues: Values;
  lastResult: FormReply<FieldErrorCode> | undefined;
}) {
  const { t } = useLingui();
  const { formProps, errors, values } = useShopForm({
    id: "passengers",
    schema: () => passengersSchema(partyDates),
    messages: FIELD_ERROR_MESSAGES,
    fallback: "required",
    lastResult,
    defaultValue: defaultValues,
  });
  const countries = countryOptions(LOCALE_TAGS[useLocale()]);
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);
  return (
    <Form
      ref={form}
      method="post"
      className="checkout-form"
      noValidate
      {...formProps}
      aria-labelledby="passengers-title"
    >
      <input type="hidden" name="intent" value="passengers" />
      <h2 id="passengers-title">
        <Trans>Passenger information</Trans>
      </h2>
      <p>
        <Trans>Names exactly as on the passport or identity card the passengers travel with.</Trans>
      </p>
      {partyDates.party.map((type, index) => (
        <TravellerFields key={index} index={index} type={type} values={values} errors={errors} countries={countries} />
      ))}
      <fieldset className="contact">
        <legend>
          <Trans>Contact details</Trans>
        </legend>
        <Field name="email" label={t`E-mail`} error={errors.email} hint={t`Your e-ticket is sent here.`}>
          {(props) => <input {...props} type="email" defaultValue={values.email} autoComplete="email" required />}
        </Field>
        <PhoneFields values={values} errors={errors} countries={countries} />
      </fieldset>
      <button type="submit" className="button button--primary" disabled={navigation.state !== "idle"}>
        <Trans>Continue to invoice information</Trans>
      </button>
    </Form>
  );
}

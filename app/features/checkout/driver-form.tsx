import { Trans, useLingui } from "@lingui/react/macro";
import { PageDate } from "~/components/date-range/page-date";
import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import { type FormReply } from "~/lib/forms/submission";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { driverSchema } from "./checkout-forms";
import { countryOptions } from "~/lib/countries";
import { Field, NameFields, useFocusFirstError } from "./field";
import { FIELD_ERROR_MESSAGES, type FieldErrorCode, fieldErrorMessage } from "./field-errors";
import { TCKN_MASK } from "~/lib/input-mask";
import { MaskedInput } from "~/components/masked-input";
import { PhoneFields } from "~/components/phone-fields";
import { DataProtectionNotice } from "~/components/data-protection-notice";

/** Step 1: the driver as on the driving licence (spec: driver information). */
export function DriverForm({
  defaultValues,
  lastResult,
  minimumAge,
}: {
  defaultValues: Readonly<Record<string, string | undefined>>;
  lastResult: FormReply<FieldErrorCode> | undefined;
  minimumAge: number;
}) {
  const { t, i18n } = useLingui();
  const { formProps, errors, values } = useShopForm({
    id: "driver",
    schema: driverSchema,
    messages: FIELD_ERROR_MESSAGES,
    fallback: "required",
    lastResult,
    defaultValue: defaultValues,
  });
  const localeTag = LOCALE_TAGS[useLocale()];
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);
  const countries = countryOptions(localeTag);
  const [nationality, setNationality] = useState(values.nationality || "TR");
  const busy = navigation.state !== "idle";
  return (
    <Form ref={form} method="post" className="checkout-form" noValidate {...formProps} aria-labelledby="driver-title">
      <input type="hidden" name="intent" value="driver" />
      <h2 id="driver-title">
        <Trans>Driver information</Trans>
      </h2>
      <p>
        <Trans>As written on the driving licence. The driver must be at least {minimumAge} on the pickup day.</Trans>
      </p>
      <Field name="nationality" label={t`Nationality`} error={errors.nationality}>
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
      <NameFields values={values} errors={errors} />
      <Field name="birthDate" label={t`Date of birth`} error={errors.birthDate}>
        {(props) => (
          <PageDate>
            <input {...props} type="date" defaultValue={values.birthDate} autoComplete="bday" required />
          </PageDate>
        )}
      </Field>
      {nationality === "TR" ? (
        <Field
          name="tckn"
          label={t`T.C. identity number`}
          error={errors.tckn}
          hint={t`11 digits, as on the identity card.`}
        >
          {(props) => (
            <MaskedInput {...props} mask={TCKN_MASK} defaultValue={values.tckn} inputMode="numeric" required />
          )}
        </Field>
      ) : (
        <Field name="passportNo" label={t`Passport number`} error={errors.passportNo}>
          {(props) => <input {...props} defaultValue={values.passportNo} autoCapitalize="characters" required />}
        </Field>
      )}
      <Field name="email" label={t`E-mail`} error={errors.email} hint={t`Your voucher is sent here.`}>
        {(props) => <input {...props} type="email" defaultValue={values.email} autoComplete="email" required />}
      </Field>
      <PhoneFields
        values={values}
        error={errors.phone ? fieldErrorMessage(i18n, errors.phone) : undefined}
        countries={countries}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        <Trans>Continue to invoice information</Trans>
      </button>
      <DataProtectionNotice />
    </Form>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { PhoneFields } from "~/components/phone-fields";
import { countryOptions } from "~/lib/countries";
import { Field, useFocusFirstError } from "~/features/checkout/field";
import { FIELD_ERROR_MESSAGES, type FieldErrorCode, fieldErrorMessage } from "~/features/checkout/field-errors";
import { IdentityFields } from "~/features/checkout/identity-fields";
import type { FormReply } from "~/lib/forms/submission";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import type { RegisteredPassenger } from "~/../shared/contract/main-api/passengers";
import { FillFromSaved } from "./fill-from-saved";
import { passengerTypeName } from "./passenger-labels";
import { AGE_RANGES, type PassengerType } from "./passenger-rules";
import { fieldName, type PartyDates, passengersSchema } from "./passengers-schema";
import { travellerValues } from "./registered-fill";
import { DataProtectionNotice } from "~/components/data-protection-notice";

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

/** One traveller of the booked party: the fill from saved passengers, then the identity fields. */
function TravellerFields({
  index,
  type,
  values,
  errors,
  countries,
  saved,
}: {
  index: number;
  type: PassengerType;
  values: Values;
  errors: Errors;
  countries: readonly Country[];
  saved: readonly RegisteredPassenger[];
}) {
  const { i18n } = useLingui();
  // A fill in the browser shows the identity fields again with the saved passenger's values.
  const [filled, setFilled] = useState<{ key: number; values: Values } | null>(null);
  const typeName = passengerTypeName(i18n, type);
  const number = index + 1;
  return (
    <fieldset className="passenger" data-testid="passenger" data-type={type}>
      <legend>
        <Trans>
          Passenger {number}: {typeName}
        </Trans>
      </legend>
      {saved.length > 0 ? (
        <FillFromSaved
          index={index}
          saved={saved}
          onFill={(passenger, current) =>
            setFilled((before) => ({
              key: (before?.key ?? 0) + 1,
              values: { ...current, ...travellerValues(index, passenger) },
            }))
          }
        />
      ) : null}
      <IdentityFields
        key={filled?.key ?? 0}
        name={(field) => fieldName(index, field)}
        values={filled ? { ...values, ...filled.values } : values}
        errors={errors}
        countries={countries}
        birthDateHint={<AgeHint type={type} />}
      />
    </fieldset>
  );
}

/** Step 1: every traveller of the booked party, and who to contact about the booking. */
export function PassengersForm({
  partyDates,
  defaultValues,
  lastResult,
  saved,
}: {
  partyDates: PartyDates;
  defaultValues: Values;
  lastResult: FormReply<FieldErrorCode> | undefined;
  /** Per traveller, the signed-in traveller's registered passengers that fit the seat. */
  saved: readonly (readonly RegisteredPassenger[])[];
}) {
  const { t, i18n } = useLingui();
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
        <TravellerFields
          key={index}
          index={index}
          type={type}
          values={values}
          errors={errors}
          countries={countries}
          saved={saved[index] ?? []}
        />
      ))}
      <fieldset className="contact">
        <legend>
          <Trans>Contact details</Trans>
        </legend>
        <Field name="email" label={t`E-mail`} error={errors.email} hint={t`Your e-ticket is sent here.`}>
          {(props) => <input {...props} type="email" defaultValue={values.email} autoComplete="email" required />}
        </Field>
        <PhoneFields
          values={values}
          error={errors.phone ? fieldErrorMessage(i18n, errors.phone) : undefined}
          countries={countries}
        />
      </fieldset>
      <button type="submit" className="button button--primary" disabled={navigation.state !== "idle"}>
        <Trans>Continue to invoice information</Trans>
      </button>
      <DataProtectionNotice />
    </Form>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import { type FormReply } from "~/lib/forms/submission";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { invoiceSchema } from "./checkout-forms";
import { countryOptions } from "~/lib/countries";
import { Field, NameFields, useFocusFirstError } from "./field";
import { FIELD_ERROR_MESSAGES, type FieldErrorCode } from "./field-errors";
import { POSTAL_CODE_MASK, TCKN_MASK, VKN_MASK } from "~/lib/input-mask";
import { MaskedInput } from "~/components/masked-input";
import { DataProtectionNotice } from "~/components/data-protection-notice";

/**
 * Step 2: who the e-Arşiv invoice is made out to, a person or a company. With JavaScript only the
 * chosen type's fields show; without it both sets are on the page under their own legends and the
 * server reads the set the radio names (so a company invoice needs no failed submit first).
 */
export function InvoiceForm({
  defaultValues,
  lastResult,
}: {
  defaultValues: Readonly<Record<string, string | undefined>>;
  lastResult: FormReply<FieldErrorCode> | undefined;
}) {
  const { t } = useLingui();
  const { formProps, errors, values } = useShopForm({
    id: "invoice",
    schema: invoiceSchema,
    messages: FIELD_ERROR_MESSAGES,
    fallback: "required",
    lastResult,
    defaultValue: defaultValues,
  });
  const localeTag = LOCALE_TAGS[useLocale()];
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);
  const [type, setType] = useState(values.invoiceType === "corporate" ? "corporate" : "individual");
  const [citizen, setCitizen] = useState(values.citizen === "other" ? "other" : "TR");
  const busy = navigation.state !== "idle";
  const hydrated = useHydrated();
  const showIndividual = !hydrated || type === "individual";
  const showCorporate = !hydrated || type === "corporate";
  return (
    <Form ref={form} method="post" className="checkout-form" noValidate {...formProps} aria-labelledby="invoice-title">
      <input type="hidden" name="intent" value="invoice" />
      <h2 id="invoice-title">
        <Trans>Invoice information</Trans>
      </h2>
      <fieldset className="choice">
        <legend>
          <Trans>Invoice type</Trans>
        </legend>
        <label>
          <input
            type="radio"
            name="invoiceType"
            value="individual"
            checked={type === "individual"}
            onChange={() => setType("individual")}
          />{" "}
          <Trans>Individual</Trans>
        </label>
        <label>
          <input
            type="radio"
            name="invoiceType"
            value="corporate"
            checked={type === "corporate"}
            onChange={() => setType("corporate")}
          />{" "}
          {/* The footer's "Corporate" means company information; here it is the invoice type. */}
          <Trans context="invoice type">Corporate</Trans>
        </label>
      </fieldset>
      {showIndividual ? (
        <fieldset className="invoice-details" data-testid="invoice-individual">
          {hydrated ? null : (
            <legend>
              <Trans>For an individual invoice</Trans>
            </legend>
          )}
          <NameFields values={values} errors={errors} />
          <fieldset className="choice">
            <legend>
              <Trans>Citizenship</Trans>
            </legend>
            <label>
              <input
                type="radio"
                name="citizen"
                value="TR"
                checked={citizen === "TR"}
                onChange={() => setCitizen("TR")}
              />{" "}
              <Trans>Citizen of Türkiye</Trans>
            </label>
            <label>
              <input
                type="radio"
                name="citizen"
                value="other"
                checked={citizen === "other"}
                onChange={() => setCitizen("other")}
              />{" "}
              <Trans>Other citizenship</Trans>
            </label>
          </fieldset>
          {!hydrated || citizen === "TR" ? (
            <Field name="tckn" label={t`T.C. identity number`} error={errors.tckn}>
              {(props) => (
                <MaskedInput {...props} mask={TCKN_MASK} defaultValue={values.tckn} inputMode="numeric" required />
              )}
            </Field>
          ) : null}
          {!hydrated || citizen === "other" ? (
            <Field name="passportNo" label={t`Passport number`} error={errors.passportNo}>
              {(props) => <input {...props} defaultValue={values.passportNo} autoCapitalize="characters" required />}
            </Field>
          ) : null}
        </fieldset>
      ) : null}
      {showCorporate ? (
        <fieldset className="invoice-details" data-testid="invoice-corporate">
          {hydrated ? null : (
            <legend>
              <Trans>For a corporate invoice</Trans>
            </legend>
          )}
          <Field name="companyTitle" label={t`Company title`} error={errors.companyTitle}>
            {(props) => <input {...props} defaultValue={values.companyTitle} autoComplete="organization" required />}
          </Field>
          <div className="field-row">
            <Field name="taxNumber" label={t`Tax number (VKN)`} error={errors.taxNumber}>
              {(props) => (
                <MaskedInput {...props} mask={VKN_MASK} defaultValue={values.taxNumber} inputMode="numeric" required />
              )}
            </Field>
            <Field name="taxOffice" label={t`Tax office`} error={errors.taxOffice}>
              {(props) => <input {...props} defaultValue={values.taxOffice} required />}
            </Field>
          </div>
        </fieldset>
      ) : null}
      <Field name="email" label={t`E-mail for the invoice`} error={errors.email}>
        {(props) => <input {...props} type="email" defaultValue={values.email} autoComplete="email" required />}
      </Field>
      <Field name="addressLine" label={t`Address`} error={errors.addressLine}>
        {(props) => <input {...props} defaultValue={values.addressLine} autoComplete="street-address" required />}
      </Field>
      <div className="field-row">
        <Field name="district" label={t`District (optional)`} error={errors.district}>
          {(props) => <input {...props} defaultValue={values.district} autoComplete="address-level2" />}
        </Field>
        <Field name="city" label={t`City`} error={errors.city}>
          {(props) => <input {...props} defaultValue={values.city} autoComplete="address-level1" required />}
        </Field>
      </div>
      <div className="field-row">
        <Field name="postalCode" label={t`Postal code (optional)`} error={errors.postalCode}>
          {(props) => (
            <MaskedInput
              {...props}
              mask={POSTAL_CODE_MASK}
              defaultValue={values.postalCode}
              inputMode="numeric"
              autoComplete="postal-code"
            />
          )}
        </Field>
        <Field name="country" label={t`Country`} error={errors.country}>
          {(props) => (
            <select {...props} defaultValue={values.country || "TR"} autoComplete="country">
              {countryOptions(localeTag).map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        <Trans>Continue to payment</Trans>
      </button>
      <DataProtectionNotice />
    </Form>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { PhoneFields } from "~/components/phone-fields";
import type { CountryOption } from "~/lib/countries";
import { errorText } from "~/lib/forms/error-text";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { upstreamErrorMessage } from "~/lib/upstream-error-messages";
import { useLocale } from "~/lib/use-locale";
import type { AccountAddress, AccountProfile } from "~/../shared/contract/main-api/accounts";
import type { ContactField } from "~/upstream/main-api-account";
import { ProfileField } from "./profile-field";
import {
  addressForm,
  contactCodeForm,
  contactForm,
  nameForm,
  passwordForm,
  PROFILE_FIELD_MESSAGES,
} from "./profile-forms";
import type { ProfileFormResult } from "./profile-result";

type Result = ProfileFormResult | undefined;
const replyOf = (result: Result, form: ProfileFormResult["form"]) => (result?.form === form ? result.reply : null);

/** The Main API's refusal of a form, in the page's language, beside the form. */
function Failure({ result, form }: { result: Result; form: ProfileFormResult["form"] }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (result?.form !== form || !result.failure) return null;
  return (
    <p role="alert" className="notice notice--error">
      {upstreamErrorMessage(i18n, locale, result.failure)}
    </p>
  );
}

function SaveButton({ children }: { children: React.ReactNode }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" className="button button--primary" disabled={busy}>
      {children}
    </button>
  );
}

export function NameSection({ profile, result }: { profile: AccountProfile; result: Result }) {
  const { t } = useLingui();
  const { formProps, errors, values } = useShopForm({
    id: "profile-name",
    schema: nameForm,
    messages: PROFILE_FIELD_MESSAGES,
    fallback: "required",
    lastResult: replyOf(result, "name"),
    defaultValue: { firstName: profile.firstName ?? "", lastName: profile.lastName ?? "" },
  });
  return (
    <section className="account-section" aria-labelledby="profile">
      <h2 id="profile" tabIndex={-1}>
        <Trans>Profile</Trans>
      </h2>
      <Failure result={result} form="name" />
      <Form method="post" className="account-form" {...formProps}>
        <input type="hidden" name="intent" value="name" />
        <div className="field-row">
          <ProfileField form="profile-name" name="firstName" label={t`First name`} error={errors.firstName}>
            {(props) => <input {...props} defaultValue={values.firstName} autoComplete="given-name" required />}
          </ProfileField>
          <ProfileField form="profile-name" name="lastName" label={t`Last name`} error={errors.lastName}>
            {(props) => <input {...props} defaultValue={values.lastName} autoComplete="family-name" required />}
          </ProfileField>
        </div>
        <SaveButton>
          <Trans>Save name</Trans>
        </SaveButton>
      </Form>
    </section>
  );
}

function ContactChange({
  field,
  current,
  result,
  countries,
}: {
  field: ContactField;
  current: string | null;
  result: Result;
  countries: readonly CountryOption[];
}) {
  const { t, i18n } = useLingui();
  // Only the results of this contact's own forms show here.
  const mine = result?.field === field ? result : undefined;
  const sent = mine?.sent ?? null;
  // A left-to-right island, so "+49…" keeps its plus in front in an Arabic sentence.
  const destination = sent ? `\u2066${sent.destination}\u2069` : "";
  const send = useShopForm({
    id: `contact-${field}`,
    schema: contactForm,
    messages: PROFILE_FIELD_MESSAGES,
    fallback: "required",
    lastResult: mine?.form === "contact" ? mine.reply : null,
  });
  const verify = useShopForm({
    id: `contact-code-${field}`,
    schema: contactCodeForm,
    messages: PROFILE_FIELD_MESSAGES,
    fallback: "required",
    lastResult: mine?.form === "contact-code" ? mine.reply : null,
  });
  const sentId = `contact-sent-${field}`;
  const phoneError = send.errors.phone ?? send.errors.value;
  return (
    <div className="account-contact" data-testid={`contact-${field}`}>
      <h3>{field === "email" ? <Trans>E-mail address</Trans> : <Trans>Mobile number</Trans>}</h3>
      <p className="account-contact__current">
        {current ? (
          <bdi dir="ltr">{current}</bdi>
        ) : field === "email" ? (
          <Trans>No e-mail address yet.</Trans>
        ) : (
          <Trans>No mobile number yet.</Trans>
        )}
      </p>
      <Failure result={mine} form={sent ? "contact-code" : "contact"} />
      {/* Always in the page, so a screen reader hears the message once a code is sent. */}
      <p role="status" id={sentId} className={sent ? undefined : "visually-hidden"}>
        {sent ? <Trans>We sent a 6-digit code to {destination}. Enter it to confirm the change.</Trans> : null}
      </p>
      {sent ? (
        <Form method="post" className="account-form" {...verify.formProps}>
          <input type="hidden" name="intent" value="contact-code" />
          <input type="hidden" name="field" value={field} />
          <input type="hidden" name="value" value={sent.destination} />
          <ProfileField
            form={`contact-code-${field}`}
            name="code"
            label={t`Verification code`}
            error={verify.errors.code}
          >
            {(props) => (
              <input
                {...props}
                aria-describedby={[sentId, props["aria-describedby"]].filter(Boolean).join(" ")}
                // The code is what comes next: the keyboard lands here, with and without JavaScript.
                autoFocus
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
              />
            )}
          </ProfileField>
          <SaveButton>
            <Trans>Confirm</Trans>
          </SaveButton>
        </Form>
      ) : (
        <Form method="post" className="account-form" {...send.formProps}>
          <input type="hidden" name="intent" value="contact" />
          <input type="hidden" name="field" value={field} />
          {field === "phone" ? (
            <PhoneFields
              idPrefix={`contact-${field}`}
              legend={<Trans>New mobile number</Trans>}
              values={{ dialCode: send.values.dialCode ?? dialCodeOf(current, countries), phone: send.values.phone }}
              error={phoneError ? errorText(i18n, PROFILE_FIELD_MESSAGES, phoneError) : undefined}
              countries={countries}
            />
          ) : (
            <ProfileField
              form={`contact-${field}`}
              name="value"
              label={t`New e-mail address`}
              hint={t`We send a code there to confirm it.`}
              error={send.errors.value}
            >
              {(props) => (
                <input {...props} type="email" autoComplete="email" defaultValue={send.values.value} required />
              )}
            </ProfileField>
          )}
          <SaveButton>
            <Trans>Send code</Trans>
          </SaveButton>
        </Form>
      )}
    </div>
  );
}

/** The dialling code of the traveller's current number, so a new one starts from the same country. */
function dialCodeOf(current: string | null, countries: readonly CountryOption[]): string | undefined {
  if (!current) return undefined;
  return [...countries]
    .sort((a, b) => b.dial.length - a.dial.length)
    .find((country) => current.startsWith(country.dial))?.dial;
}

export function ContactSection({
  profile,
  result,
  countries,
}: {
  profile: AccountProfile;
  result: Result;
  countries: readonly CountryOption[];
}) {
  return (
    <section className="account-section" aria-labelledby="contact">
      <h2 id="contact" tabIndex={-1}>
        <Trans>Contact details</Trans>
      </h2>
      <p>
        <Trans>A new e-mail address or mobile number is saved once you enter the code we send to it.</Trans>
      </p>
      <div className="account-contacts">
        <ContactChange field="email" current={profile.email} result={result} countries={countries} />
        <ContactChange field="phone" current={profile.phone} result={result} countries={countries} />
      </div>
    </section>
  );
}

export function AddressSection({
  address,
  countries,
  result,
}: {
  address: AccountAddress | null;
  countries: readonly CountryOption[];
  result: Result;
}) {
  const { t } = useLingui();
  const { formProps, errors, values } = useShopForm({
    id: "address",
    schema: addressForm,
    messages: PROFILE_FIELD_MESSAGES,
    fallback: "required",
    lastResult: replyOf(result, "address"),
    defaultValue: {
      line: address?.line ?? "",
      district: address?.district ?? "",
      city: address?.city ?? "",
      postalCode: address?.postalCode ?? "",
      countryCode: address?.countryCode ?? "TR",
    },
  });
  return (
    <section className="account-section" aria-labelledby="address">
      <h2 id="address" tabIndex={-1}>
        <Trans>Address</Trans>
      </h2>
      <Failure result={result} form="address" />
      <Form method="post" className="account-form" {...formProps}>
        <input type="hidden" name="intent" value="address" />
        <ProfileField form="address" name="line" label={t`Street and number`} error={errors.line}>
          {(props) => <input {...props} defaultValue={values.line} autoComplete="street-address" required />}
        </ProfileField>
        <div className="field-row">
          <ProfileField form="address" name="district" label={t`District`} error={errors.district}>
            {(props) => <input {...props} defaultValue={values.district} autoComplete="address-level2" required />}
          </ProfileField>
          <ProfileField form="address" name="city" label={t`City`} error={errors.city}>
            {(props) => <input {...props} defaultValue={values.city} autoComplete="address-level1" required />}
          </ProfileField>
        </div>
        <div className="field-row">
          <ProfileField form="address" name="postalCode" label={t`Postal code (optional)`} error={errors.postalCode}>
            {(props) => <input {...props} defaultValue={values.postalCode} autoComplete="postal-code" />}
          </ProfileField>
          <ProfileField form="address" name="countryCode" label={t`Country`} error={errors.countryCode}>
            {(props) => (
              <select {...props} defaultValue={values.countryCode} autoComplete="country">
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            )}
          </ProfileField>
        </div>
        <SaveButton>
          <Trans>Save address</Trans>
        </SaveButton>
      </Form>
    </section>
  );
}

export function PasswordSection({ result }: { result: Result }) {
  const { t } = useLingui();
  const { formProps, errors } = useShopForm({
    id: "password",
    schema: passwordForm,
    messages: PROFILE_FIELD_MESSAGES,
    fallback: "required",
    lastResult: replyOf(result, "password"),
  });
  return (
    <section className="account-section" aria-labelledby="password">
      <h2 id="password" tabIndex={-1}>
        <Trans>Password</Trans>
      </h2>
      <Failure result={result} form="password" />
      <Form method="post" className="account-form" {...formProps}>
        <input type="hidden" name="intent" value="password" />
        <ProfileField form="password" name="currentPassword" label={t`Current password`} error={errors.currentPassword}>
          {(props) => <input {...props} type="password" autoComplete="current-password" required />}
        </ProfileField>
        <div className="field-row">
          <ProfileField
            form="password"
            name="newPassword"
            label={t`New password`}
            hint={t`At least 8 characters.`}
            error={errors.newPassword}
          >
            {(props) => <input {...props} type="password" autoComplete="new-password" minLength={8} required />}
          </ProfileField>
          <ProfileField
            form="password"
            name="repeatPassword"
            label={t`New password again`}
            error={errors.repeatPassword}
          >
            {(props) => <input {...props} type="password" autoComplete="new-password" required />}
          </ProfileField>
        </div>
        <SaveButton>
          <Trans>Change password</Trans>
        </SaveButton>
      </Form>
    </section>
  );
}

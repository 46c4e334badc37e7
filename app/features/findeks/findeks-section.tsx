import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { z } from "zod/mini";
import { errorText } from "~/lib/forms/error-text";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { upstreamErrorMessage } from "~/lib/upstream-error-messages";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import { SHOP_TIME_ZONE } from "~/lib/dates";
import { checkSchema, FINDEKS_FIELD_MESSAGES, type FindeksIntent, phoneSchema, pinSchema } from "./findeks-fields";
import type { FindeksResult, FindeksView } from "./findeks.server";
import { dateTimeFormat } from "~/lib/intl-formats";
import { DataProtectionNotice } from "~/components/data-protection-notice";

const attemptsDetails = z.object({ attemptsLeft: z.int().check(z.nonnegative()) });

/** The reply of the step a post was for, if the post was for this step. */
function replyFor(result: FindeksResult | undefined, intent: FindeksIntent) {
  return result && result.intent === intent && "reply" in result ? result.reply : undefined;
}

/**
 * The findeks credit check on a booking whose rental company asks for one: identity number and
 * birth date, the bureau's phones, the PIN (and a new one), then the result and what it means for
 * the booking. Each step is a plain form post to the page's action; focus goes to the step that
 * follows, or to what went wrong.
 */
export function FindeksSection({ view, result }: { view: FindeksView; result: FindeksResult | undefined }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const focusRef = useRef<HTMLDivElement>(null);
  const supplier = view.supplier;
  // "Check another driver", or a check that did not go through: the identity form again.
  const note = result && "note" in result ? result.note : null;
  const restart = note === "restart" || (result?.intent === "findeks-check" && note !== "done");
  const state = restart ? ({ step: "start", previous: null } as const) : view.state;

  useEffect(() => {
    if (!result) return;
    const invalid = focusRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [aria-invalid="true"] input');
    (invalid ?? focusRef.current)?.focus();
  }, [result]);

  const failure = result && "failure" in result ? result.failure : null;
  const attempts = failure?.code === 3501 ? attemptsDetails.safeParse(failure.details).data?.attemptsLeft : undefined;

  return (
    <section className="reservation-section findeks" aria-labelledby="findeks-title" id="findeks">
      <h2 id="findeks-title">
        <Trans>Credit check (Findeks)</Trans>
      </h2>
      <p>
        <Trans>
          {supplier} asks for an approved Findeks credit report for this car. The check takes a minute: your identity
          number, a PIN that Findeks sends to your phone, and the result.
        </Trans>
      </p>
      <div ref={focusRef} tabIndex={-1} className="findeks__step" data-testid="findeks-step">
        {failure ? (
          <p className="form-error" role="alert">
            {upstreamErrorMessage(i18n, locale, failure)}{" "}
            {attempts !== undefined ? <Plural value={attempts} one="# attempt left." other="# attempts left." /> : null}
          </p>
        ) : null}
        {result && "note" in result && result.note === "unknown-person" ? (
          <p className="form-error" role="alert">
            <Trans>
              Findeks has no record for this identity number. Please check the number and the date of birth.
            </Trans>
          </p>
        ) : null}
        <Step view={{ ...view, state }} result={result} />
      </div>
    </section>
  );
}

function Step({ view, result }: { view: FindeksView; result: FindeksResult | undefined }) {
  const locale = useLocale();
  const supplier = view.supplier;
  const state = view.state;
  switch (state.step) {
    case "sign-in":
      return (
        <p>
          <Trans>Please log in to run the credit check: the report is kept in your account.</Trans>{" "}
          <Link to={state.loginHref}>
            <Trans>Log in</Trans>
          </Link>
        </p>
      );
    case "start":
      return <CheckForm result={result} expired={state.previous === "expired"} />;
    case "phone":
      return <PhoneForm phones={state.phones} result={result} />;
    case "pin":
      return <PinForms phone={state.phone} result={result} />;
    case "approved": {
      const until = dateTimeFormat(LOCALE_TAGS[locale], {
        dateStyle: "long",
        timeZone: SHOP_TIME_ZONE,
      }).format(new Date(state.validUntil));
      return (
        <p className="notice notice--success" data-testid="findeks-result">
          <Trans>
            Approved: your credit report is valid until {until}. {supplier} will see it; bring your identity card to the
            pickup.
          </Trans>
        </p>
      );
    }
    case "rejected":
      return (
        <div className="notice notice--error" data-testid="findeks-result">
          <p>
            <Trans>
              Declined: Findeks did not approve the credit report. {supplier} may refuse to hand over this car at
              pickup. You can cancel the booking under its cancellation terms, check another driver, or call us.
            </Trans>
          </p>
          <Form method="post" preventScrollReset>
            <button type="submit" name="intent" value="findeks-restart" className="button button--secondary">
              <Trans>Check another driver</Trans>
            </button>
          </Form>
        </div>
      );
  }
}

function useBusy(intent: FindeksIntent) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function FieldError({ id, code }: { id: string; code: keyof typeof FINDEKS_FIELD_MESSAGES | undefined }) {
  const { i18n } = useLingui();
  return code ? (
    <p className="field__error" id={id}>
      {errorText(i18n, FINDEKS_FIELD_MESSAGES, code)}
    </p>
  ) : null;
}

function CheckForm({ result, expired }: { result: FindeksResult | undefined; expired: boolean }) {
  const busy = useBusy("findeks-check");
  const { formProps, errors, values } = useShopForm({
    id: "findeks-check-form",
    schema: checkSchema,
    messages: FINDEKS_FIELD_MESSAGES,
    fallback: "tckn",
    lastResult: replyFor(result, "findeks-check"),
  });
  return (
    <Form method="post" className="findeks__form" noValidate preventScrollReset {...formProps}>
      {expired ? (
        <p>
          <Trans>Your last credit report has expired. Please run the check again.</Trans>
        </p>
      ) : null}
      <div className="field-row">
        <div className={errors.tckn ? "field field--invalid" : "field"}>
          <label htmlFor="findeks-tckn">
            <Trans>T.C. identity number</Trans>
          </label>
          <input
            id="findeks-tckn"
            name="tckn"
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            defaultValue={values.tckn}
            aria-invalid={errors.tckn ? true : undefined}
            aria-describedby={errors.tckn ? "findeks-tckn-error" : undefined}
          />
          <FieldError id="findeks-tckn-error" code={errors.tckn} />
        </div>
        <div className={errors.birthDate ? "field field--invalid" : "field"}>
          <label htmlFor="findeks-birth-date">
            <Trans>Date of birth</Trans>
          </label>
          <input
            id="findeks-birth-date"
            name="birthDate"
            type="date"
            autoComplete="bday"
            defaultValue={values.birthDate}
            aria-invalid={errors.birthDate ? true : undefined}
            aria-describedby={errors.birthDate ? "findeks-birth-date-error" : undefined}
          />
          <FieldError id="findeks-birth-date-error" code={errors.birthDate} />
        </div>
      </div>
      <button type="submit" name="intent" value="findeks-check" className="button button--primary" disabled={busy}>
        <Trans>Start the credit check</Trans>
      </button>
      <DataProtectionNotice />
    </Form>
  );
}

function PhoneForm({
  phones,
  result,
}: {
  phones: readonly { readonly id: string; readonly phone: string }[];
  result: FindeksResult | undefined;
}) {
  const busy = useBusy("findeks-phone");
  const { formProps, errors } = useShopForm({
    id: "findeks-phone-form",
    schema: phoneSchema,
    messages: FINDEKS_FIELD_MESSAGES,
    fallback: "phone",
    lastResult: replyFor(result, "findeks-phone"),
  });
  return (
    <Form method="post" className="findeks__form" noValidate preventScrollReset {...formProps}>
      <fieldset
        className="findeks__phones"
        aria-invalid={errors.phoneId ? true : undefined}
        aria-describedby={errors.phoneId ? "findeks-phone-error" : "findeks-phone-hint"}
      >
        <legend>
          <Trans>Which phone should Findeks send the PIN to?</Trans>
        </legend>
        <p className="field__hint" id="findeks-phone-hint">
          <Trans>These are the numbers registered for you at the credit bureau.</Trans>
        </p>
        {phones.map((phone, index) => (
          <label key={phone.id}>
            <input type="radio" name="phoneId" value={phone.id} defaultChecked={index === 0} />
            <span dir="ltr">{phone.phone}</span>
          </label>
        ))}
      </fieldset>
      <FieldError id="findeks-phone-error" code={errors.phoneId} />
      <button type="submit" name="intent" value="findeks-phone" className="button button--primary" disabled={busy}>
        <Trans>Send the PIN</Trans>
      </button>
    </Form>
  );
}

function PinForms({ phone, result }: { phone: string; result: FindeksResult | undefined }) {
  const busy = useBusy("findeks-pin");
  const renewing = useBusy("findeks-renew");
  const renewed = result?.intent === "findeks-renew" && "note" in result;
  const { formProps, errors } = useShopForm({
    id: "findeks-pin-form",
    schema: pinSchema,
    messages: FINDEKS_FIELD_MESSAGES,
    fallback: "pin",
    lastResult: replyFor(result, "findeks-pin"),
  });
  return (
    <>
      <p role={renewed ? "status" : undefined}>
        {renewed ? (
          <Trans>
            Findeks sent a new PIN to <span dir="ltr">{phone}</span>. It is valid for 3 minutes.
          </Trans>
        ) : (
          <Trans>
            Findeks sent a PIN to <span dir="ltr">{phone}</span>. It is valid for 3 minutes.
          </Trans>
        )}
      </p>
      <Form method="post" className="findeks__form" noValidate preventScrollReset {...formProps}>
        <div className={errors.pin ? "field field--invalid" : "field"}>
          <label htmlFor="findeks-pin">
            <Trans>PIN from the SMS</Trans>
          </label>
          <input
            id="findeks-pin"
            name="pin"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            aria-invalid={errors.pin ? true : undefined}
            aria-describedby={errors.pin ? "findeks-pin-error" : undefined}
          />
          <FieldError id="findeks-pin-error" code={errors.pin} />
        </div>
        <button type="submit" name="intent" value="findeks-pin" className="button button--primary" disabled={busy}>
          <Trans>Confirm the PIN</Trans>
        </button>
      </Form>
      <Form method="post" className="findeks__renew" preventScrollReset>
        <button type="submit" name="intent" value="findeks-renew" className="button button--link" disabled={renewing}>
          <Trans>Send a new PIN</Trans>
        </button>
      </Form>
    </>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { countryOptions } from "~/lib/countries";
import { useFocusFirstError } from "~/features/checkout/field";
import { FIELD_ERROR_MESSAGES, type FieldErrorCode } from "~/features/checkout/field-errors";
import { IdentityFields } from "~/features/checkout/identity-fields";
import type { FormReply } from "~/lib/forms/submission";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import type { RegisteredPassenger } from "~/../shared/contract/main-api/passengers";
import { passengerFormSchema, passengerFormValues } from "./passenger-form";
import { DataProtectionNotice } from "~/components/data-protection-notice";

/** Adds a passenger, or edits `passenger`; posts `intent=save` (with its `id` when editing). */
export function PassengerEditor({
  passenger,
  today,
  lastResult,
  focusOnOpen,
  cancelHref,
}: {
  passenger: RegisteredPassenger | null;
  today: string;
  lastResult: FormReply<FieldErrorCode> | undefined;
  focusOnOpen: boolean;
  /** Back to the list; none when the list is empty. */
  cancelHref: string | null;
}) {
  const { t } = useLingui();
  const { formProps, errors, values } = useShopForm({
    id: passenger ? `passenger-${passenger.id}` : "passenger-new",
    schema: () => passengerFormSchema(today),
    messages: FIELD_ERROR_MESSAGES,
    fallback: "required",
    lastResult,
    defaultValue: passenger ? passengerFormValues(passenger) : { nationality: "TR" },
  });
  const name = passenger ? `${passenger.firstName} ${passenger.lastName}` : null;
  const countries = countryOptions(LOCALE_TAGS[useLocale()]);
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFirstError(form, errors);
  // Opened from the list (a link): the keyboard lands on the form, not back at the page's top.
  useEffect(() => {
    if (focusOnOpen && !lastResult) heading.current?.focus();
  }, [focusOnOpen, passenger?.id, lastResult]);
  return (
    <Form
      ref={form}
      method="post"
      className="checkout-form passenger-editor"
      noValidate
      {...formProps}
      aria-labelledby="passenger-editor-title"
    >
      <input type="hidden" name="intent" value="save" />
      {passenger ? <input type="hidden" name="id" value={passenger.id} /> : null}
      <h2 id="passenger-editor-title" ref={heading} tabIndex={-1}>
        {name ? t`Edit ${name}` : t`Add a passenger`}
      </h2>
      <p>
        <Trans>Names exactly as on the passport or identity card the passenger travels with.</Trans>
      </p>
      <IdentityFields name={(field) => field} values={values} errors={errors} countries={countries} />
      <div className="passenger-editor__actions">
        <button type="submit" className="button button--primary" disabled={navigation.state !== "idle"}>
          <Trans>Save passenger</Trans>
        </button>
        {cancelHref ? (
          <Link to={cancelHref} className="button button--secondary">
            <Trans>Cancel</Trans>
          </Link>
        ) : null}
      </div>
      <DataProtectionNotice />
    </Form>
  );
}

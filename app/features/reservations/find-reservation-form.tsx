import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { errorText } from "~/lib/forms/error-text";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { FIND_FIELD_MESSAGES, type FindFieldError, findSchema } from "./find-form";
import type { FindResult } from "./find.server";
import { DataProtectionNotice } from "~/components/data-protection-notice";

type Field = "reservationId" | "email";

/**
 * The reservation number and e-mail form: a plain post to the page's action. A miss says one
 * neutral thing; after a post, focus goes to the first field to fix, or to the answer.
 */
export function FindReservationForm({
  result,
  reservationId,
}: {
  result: FindResult | undefined;
  /** Pre-filled from a link (`?reservationId=`), e.g. the confirmation e-mail's. */
  reservationId: string;
}) {
  const { i18n } = useLingui();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const { formProps, errors, values } = useShopForm({
    id: "find-reservation",
    schema: findSchema,
    messages: FIND_FIELD_MESSAGES,
    fallback: "required",
    lastResult: result?.reply,
    defaultValue: { reservationId },
  });
  useEffect(() => {
    if (!result) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? answerRef.current)?.focus();
  }, [result]);

  const fieldProps = (name: Field, hint?: boolean) => {
    const error: FindFieldError | undefined = errors[name];
    const describedBy = [hint ? `find-${name}-hint` : null, error ? `find-${name}-error` : null].filter(Boolean);
    return {
      id: `find-${name}`,
      name,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy.join(" ") || undefined,
    };
  };
  const fieldError = (name: Field) => {
    const error = errors[name];
    return error ? (
      <p className="field__error" id={`find-${name}-error`}>
        {errorText(i18n, FIND_FIELD_MESSAGES, error)}
      </p>
    ) : null;
  };
  return (
    <Form method="post" className="find-form" ref={formRef} noValidate {...formProps}>
      <div ref={answerRef} tabIndex={-1}>
        {result?.state === "not-found" ? (
          <p className="form-error" role="alert" data-testid="find-not-found">
            <Trans>
              We could not find a booking with this reservation number and e-mail address. Please check both and try
              again.
            </Trans>
          </p>
        ) : null}
        {result?.state === "throttled" ? (
          <p className="form-error" role="alert" data-testid="find-throttled">
            <Trans>Too many attempts. Please try again in {result.retryAfterMinutes} minutes.</Trans>
          </p>
        ) : null}
      </div>
      <div className={errors.reservationId ? "field field--invalid" : "field"}>
        <label htmlFor="find-reservationId">
          <Trans>Reservation number</Trans>
        </label>
        <input
          {...fieldProps("reservationId", true)}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={values.reservationId}
        />
        <p className="field__hint" id="find-reservationId-hint">
          <Trans>As on your confirmation e-mail, e.g. RG-7K3M-9QXD.</Trans>
        </p>
        {fieldError("reservationId")}
      </div>
      <div className={errors.email ? "field field--invalid" : "field"}>
        <label htmlFor="find-email">
          <Trans>E-mail address</Trans>
        </label>
        <input {...fieldProps("email", true)} type="email" autoComplete="email" defaultValue={values.email} />
        <p className="field__hint" id="find-email-hint">
          <Trans>The driver's, the contact's or the invoice e-mail address given when booking.</Trans>
        </p>
        {fieldError("email")}
      </div>
      <button className="button button--primary" type="submit" disabled={navigation.state === "submitting"}>
        <Trans>Show my booking</Trans>
      </button>
      <DataProtectionNotice />
    </Form>
  );
}

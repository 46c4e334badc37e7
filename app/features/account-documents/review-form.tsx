import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { errorText } from "~/lib/forms/error-text";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { upstreamErrorMessage } from "~/lib/upstream-error-messages";
import type { Rental } from "~/lib/upstream-types";
import { useLocale } from "~/lib/use-locale";
import { REVIEW_FIELD_MESSAGES, REVIEW_STARS, REVIEW_TEXT_MAX, reviewSchema } from "./review-fields";
import type { ReviewResult } from "./reviews.server";

/**
 * The review of one finished rental: 1–5 stars and a text, a plain post to the page's action.
 * After a refused post, focus goes to the first field to fix, or to the reason.
 */
export function ReviewForm({ rental, result }: { rental: Rental; result: ReviewResult | undefined }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const id = `review-${rental.itemId}`;
  const { formProps, errors, values } = useShopForm({
    id,
    schema: reviewSchema,
    messages: REVIEW_FIELD_MESSAGES,
    fallback: "rental",
    lastResult: result?.reply,
  });
  const busy = navigation.state === "submitting" && navigation.formData?.get("itemId") === rental.itemId;

  useEffect(() => {
    if (!result) return;
    const invalid = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"] input, textarea[aria-invalid="true"]',
    );
    (invalid ?? problemRef.current)?.focus();
  }, [result]);

  const fieldError = (name: "rating" | "text") => {
    const error = errors[name];
    return error ? (
      <p className="field__error" id={`${id}-${name}-error`}>
        {errorText(i18n, REVIEW_FIELD_MESSAGES, error)}
      </p>
    ) : null;
  };
  const rentalError = errors.orderId ?? errors.itemId;
  const supplier = rental.supplier.name;

  return (
    <Form
      method="post"
      className="review-form"
      ref={formRef}
      noValidate
      {...formProps}
      aria-label={t`Review of ${supplier}`}
    >
      <input type="hidden" name="orderId" value={rental.orderId} />
      <input type="hidden" name="itemId" value={rental.itemId} />
      <div ref={problemRef} tabIndex={-1}>
        {result?.state === "refused" ? (
          <p className="form-error" role="alert">
            {upstreamErrorMessage(i18n, locale, result.failure)}
          </p>
        ) : null}
        {rentalError ? (
          <p className="form-error" role="alert">
            {errorText(i18n, REVIEW_FIELD_MESSAGES, rentalError)}
          </p>
        ) : null}
      </div>
      <fieldset
        className={errors.rating ? "stars field--invalid" : "stars"}
        aria-invalid={errors.rating ? true : undefined}
        aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
      >
        <legend>
          <Trans>Your rating</Trans>
        </legend>
        {REVIEW_STARS.map((stars) => (
          <label key={stars}>
            <input type="radio" name="rating" value={stars} defaultChecked={values.rating === String(stars)} />
            {t`${stars} of 5 stars`}
          </label>
        ))}
      </fieldset>
      {fieldError("rating")}
      <div className={errors.text ? "field field--invalid" : "field"}>
        <label htmlFor={`${id}-text`}>
          <Trans>Your review</Trans>
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          defaultValue={values.text}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={[`${id}-text-hint`, errors.text ? `${id}-text-error` : null].filter(Boolean).join(" ")}
        />
        <p className="field__hint" id={`${id}-text-hint`}>
          <Trans>
            Shown on the pages of {supplier} with your first name, the initial of your last name and today&apos;s date.
          </Trans>
        </p>
        {fieldError("text")}
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        <Trans>Publish review</Trans>
      </button>
    </Form>
  );
}

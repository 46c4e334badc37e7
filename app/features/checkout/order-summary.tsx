import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { VatIncluded } from "~/components/vat-included";
import { useRef } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { CancellationBadge, CancellationPolicyText } from "~/components/cancellation-policy";
import { CarPicture } from "~/components/car-picture";
import { formatMoney } from "~/lib/currency";
import { upstreamErrorMessage, type UpstreamFailure } from "~/lib/upstream-error-messages";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import { confirmDialog } from "~/stores/confirm-dialog";
import type { BasketSummary } from "./basket-summary";
import type { FieldErrors } from "./field-errors";
import { useFocusFirstError } from "./field";
import { fieldErrorMessage } from "./field-errors";
import { TripPeriod } from "./trip-period";

function CampaignCode({
  summary,
  errors,
  refusal,
}: {
  summary: BasketSummary;
  errors: FieldErrors;
  refusal: UpstreamFailure | undefined;
}) {
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const busy = useNavigation().state !== "idle";
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);
  if (summary.campaignCode) {
    const code = summary.campaignCode;
    return (
      <Form
        method="post"
        className="campaign-code"
        onSubmit={(event) => {
          // Removing a discount is easy to regret: ask first (the form posts directly without JavaScript).
          event.preventDefault();
          const form = event.currentTarget;
          void confirmDialog({
            title: t`Remove the campaign code?`,
            description: t`The discount of ${code} will no longer apply to this booking.`,
            confirmText: t`Remove code`,
            cancelText: t`Keep the code`,
          }).then((confirmed) => {
            if (confirmed) void submit(form);
          });
        }}
      >
        <input type="hidden" name="intent" value="campaign-remove" />
        <p>
          <Trans>
            Campaign code <strong>{summary.campaignCode}</strong> applied.
          </Trans>
        </p>
        {refusal ? (
          <p className="field__error" role="alert" data-testid="campaign-refusal">
            {upstreamErrorMessage(i18n, locale, refusal)}
          </p>
        ) : null}
        <button type="submit" className="button button--link" disabled={busy}>
          <Trans>Remove code</Trans>
        </button>
      </Form>
    );
  }
  return (
    <Form ref={form} method="post" className="campaign-code">
      <input type="hidden" name="intent" value="campaign" />
      <label htmlFor="field-campaign">
        <Trans>Campaign code</Trans>
      </label>
      <div className="campaign-code__row">
        <input
          id="field-campaign"
          name="campaignCode"
          autoCapitalize="characters"
          maxLength={32}
          aria-invalid={errors.campaign ? true : undefined}
          aria-describedby={errors.campaign ? "campaign-error" : undefined}
        />
        <button
          type="submit"
          className="button button--secondary"
          disabled={busy}
          aria-label={t`Apply the campaign code`}
        >
          <Trans>Apply</Trans>
        </button>
      </div>
      {errors.campaign ? (
        <p className="field__error" id="campaign-error">
          {refusal ? upstreamErrorMessage(i18n, locale, refusal) : fieldErrorMessage(i18n, errors.campaign)}
        </p>
      ) : null}
    </Form>
  );
}

/** The basket beside the checkout steps: the car, the period, extras, discounts and what is due. */
export function OrderSummary({
  summary,
  errors,
  campaignRefusal,
}: {
  summary: BasketSummary;
  errors: FieldErrors;
  /** Why the campaign code was refused (the API's code and the condition's values). */
  campaignRefusal?: UpstreamFailure | undefined;
}) {
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, summary.currency, LOCALE_TAGS[locale]);
  const { car } = summary;
  return (
    <aside className="order-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">
        <Trans>Your booking</Trans>
      </h2>
      {car.picture ? <CarPicture car={car.picture} width={320} className="order-summary__picture" /> : null}
      <p className="order-summary__car">
        <strong>{car.name}</strong> · {car.carClass}
        <br />
        {car.vendor} · {car.carPackage}
      </p>
      <TripPeriod car={car} className="order-summary__period" />
      <dl className="order-summary__prices">
        <div>
          <dt>
            <Trans>
              Rental, <Plural value={car.days} one="# day" other="# days" />
            </Trans>
          </dt>
          <dd>{money(summary.rental)}</dd>
        </div>
        {summary.extras.map((extra) => (
          <div key={extra.code}>
            <dt>
              {extra.name} × {extra.quantity}
            </dt>
            <dd>{money(extra.total)}</dd>
          </div>
        ))}
        {/* Always, as on the product page: the fee is part of the price even when it is nil. */}
        <div>
          <dt>
            <Trans>Service fee</Trans>
          </dt>
          <dd data-testid="checkout-service-fee">{money(summary.serviceFee)}</dd>
        </div>
        {summary.discount > 0 ? (
          <div>
            <dt>
              <Trans>Campaign discount</Trans>
            </dt>
            <dd>−{money(summary.discount)}</dd>
          </div>
        ) : null}
        {summary.credit > 0 ? (
          <div>
            <dt>
              <Trans>Already paid</Trans>
            </dt>
            <dd>−{money(summary.credit)}</dd>
          </div>
        ) : null}
        <div className="order-summary__total">
          <dt>
            <Trans>Total to pay</Trans> <VatIncluded />
          </dt>
          <dd data-testid="checkout-total">{money(summary.due)}</dd>
        </div>
      </dl>
      {summary.cancellationPolicy ? (
        <div className="order-summary__policy">
          <h3>
            <Trans>Cancellation</Trans>
          </h3>
          <CancellationBadge policy={summary.cancellationPolicy} />
          <p>
            <CancellationPolicyText policy={summary.cancellationPolicy} />
          </p>
        </div>
      ) : null}
      <CampaignCode summary={summary} errors={errors} refusal={campaignRefusal} />
      <p>
        <Link to={summary.changeHref}>
          <Trans>Change extras or package</Trans>
        </Link>
      </p>
    </aside>
  );
}

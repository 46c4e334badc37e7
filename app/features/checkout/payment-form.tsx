import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { formatMoney } from "~/lib/currency";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import { cardBrand } from "./card-brand";
import type { FieldErrors, FormValues } from "./checkout-forms.server";
import { Field, useFocusFirstError } from "./field";
import { fieldErrorMessage } from "./field-errors";
import { cardNumberMaskFor, EXPIRY_MASK, unmask, CARD_NUMBER_MASK } from "./input-mask";
import { MaskedInput } from "./masked-input";

const BRAND_NAMES = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  troy: "Troy",
  maestro: "Maestro",
  unknown: "",
} as const;

export interface InstallmentAnswer {
  readonly bin: string;
  readonly bank: string | null;
  readonly options: readonly { count: number; perInstallment: number; total: number }[];
}

export interface Agreement {
  readonly id: "pre-information-form" | "distance-sales-contract";
  readonly title: string;
  readonly text: ReactNode;
}

/** The installment plans for the card's first six digits, asked for as soon as they are typed. */
function Installments({
  orderId,
  bin,
  due,
  currency,
  chosen,
}: {
  orderId: string;
  bin: string | null;
  due: number;
  currency: string;
  chosen: string;
}) {
  const { t } = useLingui();
  const localeTag = LOCALE_TAGS[useLocale()];
  const fetcher = useFetcher<InstallmentAnswer>();
  const load = useEffectEvent((forBin: string) => {
    void fetcher.load(`/api/installments?${new URLSearchParams({ orderId, bin: forBin })}`);
  });
  useEffect(() => {
    if (bin) load(bin);
  }, [bin]);
  const answer = bin && fetcher.data?.bin === bin ? fetcher.data : null;
  const plans = answer && answer.options.length > 0 ? answer.options : [{ count: 1, perInstallment: due, total: due }];
  const money = (amount: number) => formatMoney(amount, currency, localeTag);
  return (
    <fieldset className="installments" aria-busy={fetcher.state !== "idle"}>
      <legend>
        <Trans>Installments</Trans>
      </legend>
      {answer?.bank ? <p className="installments__bank">{answer.bank}</p> : null}
      <table>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Plan</Trans>
            </th>
            <th scope="col">
              <Trans>Monthly</Trans>
            </th>
            <th scope="col">
              <Trans>Total</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.count}>
              <td>
                <label>
                  <input
                    type="radio"
                    name="installments"
                    value={plan.count}
                    defaultChecked={String(plan.count) === chosen || (plan.count === 1 && chosen === "")}
                  />{" "}
                  {plan.count === 1 ? t`Single payment` : t`${plan.count} installments`}
                </label>
              </td>
              <td>{money(plan.perInstallment)}</td>
              <td>{money(plan.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {answer && plans.length === 1 ? (
        <p className="field__hint">
          <Trans>Installments are offered on credit cards of Turkish banks.</Trans>
        </p>
      ) : null}
    </fieldset>
  );
}

/** Step 3: the contracts to read and accept, the card, and the pay button (once only). */
export function PaymentForm({
  orderId,
  idempotencyKey,
  due,
  currency,
  agreements,
  values,
  errors,
  onPay,
}: {
  onPay?: (installments: number) => void;
  orderId: string;
  idempotencyKey: string;
  due: number;
  currency: string;
  agreements: readonly Agreement[];
  values: FormValues;
  errors: FieldErrors;
}) {
  const { t, i18n } = useLingui();
  const localeTag = LOCALE_TAGS[useLocale()];
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);
  const [number, setNumber] = useState("");
  const digits = unmask(CARD_NUMBER_MASK, number);
  const brand = cardBrand(digits);
  // The pay button stays disabled from the first click until the bank or the page answers.
  const paying = navigation.state !== "idle" && navigation.formData?.get("intent") === "pay";
  return (
    <Form
      ref={form}
      method="post"
      className="checkout-form"
      noValidate
      aria-labelledby="payment-title"
      onSubmit={(event) => onPay?.(Number(new FormData(event.currentTarget).get("installments") ?? 1))}
    >
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <h2 id="payment-title">
        <Trans>Payment</Trans>
      </h2>
      <fieldset className="agreements" aria-describedby={errors.agreements ? "agreements-error" : undefined}>
        <legend>
          <Trans>Contracts</Trans>
        </legend>
        {agreements.map((agreement) => (
          <div key={agreement.id} className="agreement">
            <details>
              <summary>{agreement.title}</summary>
              <div className="agreement__text" role="region" aria-label={agreement.title} tabIndex={0}>
                {agreement.text}
              </div>
            </details>
            <label>
              <input type="checkbox" name={agreement.id} required aria-invalid={errors.agreements ? true : undefined} />{" "}
              <Trans>I have read and accept the {agreement.title}.</Trans>
            </label>
          </div>
        ))}
        <label>
          <input type="checkbox" name="marketing" />{" "}
          <Trans>Send me campaigns and offers by e-mail and SMS (optional).</Trans>
        </label>
        {errors.agreements ? (
          <p className="field__error" id="agreements-error">
            {fieldErrorMessage(i18n, errors.agreements)}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="card">
        <legend>
          <Trans>Card details</Trans>
        </legend>
        <Field name="holderName" label={t`Name on the card`} error={errors.holderName}>
          {(props) => <input {...props} defaultValue={values.holderName} autoComplete="cc-name" required />}
        </Field>
        <Field name="cardNumber" label={t`Card number`} error={errors.cardNumber}>
          {(props) => (
            <div className="card__number">
              <MaskedInput
                {...props}
                // Uncontrolled, so a number typed before hydration stays; the brand follows the input.
                mask={cardNumberMaskFor}
                onChange={(event) => setNumber(event.target.value)}
                inputMode="numeric"
                autoComplete="cc-number"
                required
              />
              <span className={`card__brand card__brand--${brand}`} data-testid="card-brand" aria-live="polite">
                {BRAND_NAMES[brand]}
              </span>
            </div>
          )}
        </Field>
        <div className="field-row">
          <Field name="expiry" label={t`Expiry date (MM/YY)`} error={errors.expiry}>
            {(props) => (
              <MaskedInput
                {...props}
                mask={EXPIRY_MASK}
                defaultValue={values.expiry}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={t`MM/YY`}
                required
              />
            )}
          </Field>
          <Field name="cvc" label={t`Security code (CVC)`} error={errors.cvc}>
            {(props) => (
              <input
                {...props}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={brand === "amex" ? 4 : 3}
                pattern="\d{3,4}"
                required
              />
            )}
          </Field>
        </div>
      </fieldset>
      <Installments
        orderId={orderId}
        bin={digits.length >= 6 ? digits.slice(0, 6) : null}
        due={due}
        currency={currency}
        chosen={values.installments ?? ""}
      />
      <p className="secure-note">
        <Trans>
          Your card is checked by your bank with 3-D Secure. We do not store your card number or security code.
        </Trans>
      </p>
      <button type="submit" className="button button--primary button--large" disabled={paying}>
        {paying ? t`Processing payment…` : t`Pay ${formatMoney(due, currency, localeTag)}`}
      </button>
    </Form>
  );
}

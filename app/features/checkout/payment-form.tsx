import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { formatMoney } from "~/lib/currency";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import { cardBrand } from "./card-brand";
import { type FormReply } from "~/lib/forms/submission";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { paymentSchema } from "./checkout-forms";
import { Field, useFocusFirstError } from "./field";
import { FIELD_ERROR_MESSAGES, type FieldErrorCode, fieldErrorMessage } from "./field-errors";
import { MaskedInput } from "~/components/masked-input";
import { unmask } from "~/lib/input-mask";
import { cardNumberMaskFor, expiryMaskFor, CARD_NUMBER_MASK } from "./input-mask";
import { WalletChoice, type WalletOffer } from "./wallet-choice";
import { DataProtectionNotice } from "~/components/data-protection-notice";

const BRAND_NAMES = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  troy: "Troy",
  maestro: "Maestro",
  unknown: "",
} as const;

export interface Agreement {
  readonly id: "pre-information-form" | "distance-sales-contract";
  readonly title: string;
  readonly text: ReactNode;
}

/** The installment plans of one card (by its first six digits), as the payment form shows them. */
export interface InstallmentAnswer {
  readonly bin: string;
  readonly bank: string | null;
  /** The Main API's plans for what the card pays: never recomputed in the shop. */
  readonly options: readonly { count: number; perInstallment: number; total: number }[];
  /** The wallet's part the plans leave out (0: the card pays the whole total). */
  readonly walletAmount: number;
}

type Plan = InstallmentAnswer["options"][number];

/**
 * The installment plans for the card's first six digits: asked for as soon as they are typed (with
 * JavaScript), or the plans the page's action answered for "Show installment options" (without).
 */
function useInstallmentPlans(
  orderId: string,
  bin: string | null,
  shown: InstallmentAnswer | null,
  due: number,
  walletAmount: number,
) {
  const fetcher = useFetcher<InstallmentAnswer>();
  const load = useEffectEvent((forBin: string, wallet: number) => {
    const query = new URLSearchParams({ orderId, bin: forBin });
    if (wallet > 0) query.set("wallet", String(wallet));
    void fetcher.load(`/api/installments?${query}`);
  });
  useEffect(() => {
    if (bin) load(bin, walletAmount);
  }, [bin, walletAmount]);
  const matches = (answer: InstallmentAnswer | null | undefined) =>
    answer && (bin === null || answer.bin === bin) && answer.walletAmount === walletAmount ? answer : null;
  const answer = (bin ? matches(fetcher.data) : null) ?? matches(shown);
  const plans: readonly Plan[] =
    answer && answer.options.length > 0 ? answer.options : [{ count: 1, perInstallment: due, total: due }];
  return { answer, plans, busy: fetcher.state !== "idle" };
}

/** The plans as a table to choose from: per installment, the total the bank charges and what it adds. */
function Installments({
  answer,
  plans,
  busy,
  due,
  chosen,
  onChoose,
  money,
}: {
  answer: InstallmentAnswer | null;
  plans: readonly Plan[];
  busy: boolean;
  due: number;
  chosen: Plan;
  onChoose: (count: number) => void;
  money: (amount: number) => string;
}) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  return (
    <fieldset className="installments" aria-busy={busy} data-testid="installments">
      <legend>
        <Trans>Installments</Trans>
      </legend>
      {answer?.bank ? <p className="installments__bank">{answer.bank}</p> : null}
      {!hydrated && answer ? (
        <p className="field__hint" data-testid="installments-for">
          <Trans>
            Plans for the card starting {answer.bin}. For your security, please type the card number and security code
            again before paying.
          </Trans>
        </p>
      ) : null}
      <div className="installments__scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Plan</Trans>
              </th>
              <th scope="col">
                <Trans>Per installment</Trans>
              </th>
              <th scope="col">
                <Trans>Total charged</Trans>
              </th>
              <th scope="col">
                <Trans>Difference</Trans>
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
                      checked={plan.count === chosen.count}
                      onChange={() => onChoose(plan.count)}
                    />{" "}
                    {plan.count === 1 ? t`Single payment` : t`${plan.count} installments`}
                  </label>
                </td>
                <td>{money(plan.perInstallment)}</td>
                <td>{money(plan.total)}</td>
                <td>{plan.total > due ? `+${money(plan.total - due)}` : t`No extra cost`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hydrated && chosen.count > 1 ? (
        <p className="installments__chosen" aria-live="polite" data-testid="installment-summary">
          <Trans>
            {chosen.count} installments of {money(chosen.perInstallment)}: {money(chosen.total)} charged in total,{" "}
            {money(chosen.total - due)} more than a single payment.
          </Trans>
        </p>
      ) : null}
      {answer && plans.length === 1 ? (
        <p className="field__hint">
          <Trans>Installments are offered on credit cards of Turkish banks.</Trans>
        </p>
      ) : null}
      {hydrated ? null : (
        <button
          type="submit"
          name="intent"
          value="installments"
          className="button button--secondary"
          formNoValidate
          data-testid="show-installments"
        >
          <Trans>Show installment options</Trans>
        </button>
      )}
    </fieldset>
  );
}

/** Step 3: the contracts to read and accept, the card, and the pay button (once only). */
export function PaymentForm({
  orderId,
  idempotencyKey,
  due,
  currency,
  wallet,
  agreements,
  lastResult,
  shownPlans,
  onPay,
}: {
  onPay?: (installments: number, paymentType: "creditCard" | "wallet") => void;
  /** The signed-in traveller's wallet, when it has a balance for this order (else null). */
  wallet: WalletOffer | null;
  /** Plans the action answered for "Show installment options" (the no-JavaScript round trip). */
  shownPlans: InstallmentAnswer | null;
  orderId: string;
  idempotencyKey: string;
  due: number;
  currency: string;
  agreements: readonly Agreement[];
  /** The action's answer to "pay" or "Show installment options". */
  lastResult: FormReply<FieldErrorCode> | undefined;
}) {
  const { t, i18n } = useLingui();
  const { formProps, errors, values } = useShopForm({
    id: "payment",
    // The expiry is checked against the month of the moment the traveller pays.
    schema: () => paymentSchema(new Date()),
    messages: FIELD_ERROR_MESSAGES,
    fallback: "required",
    lastResult,
  });
  const localeTag = LOCALE_TAGS[useLocale()];
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);
  const [number, setNumber] = useState("");
  const digits = unmask(CARD_NUMBER_MASK, number);
  const brand = cardBrand(digits);
  const hydrated = useHydrated();
  const money = (amount: number) => formatMoney(amount, currency, localeTag);
  const [walletUsed, setWalletUsed] = useState(values.useWallet === "on");
  const walletPart = wallet && walletUsed ? wallet.amount : 0;
  // Paid from the wallet alone: the card, its plans and its checks step aside.
  const walletOnly = wallet !== null && walletUsed && wallet.amount >= due;
  const cardDue = due - walletPart;
  const { answer, plans, busy } = useInstallmentPlans(
    orderId,
    digits.length >= 6 ? digits.slice(0, 6) : null,
    shownPlans,
    cardDue,
    walletPart,
  );
  const [chosenCount, setChosenCount] = useState(Number(values.installments ?? 1) || 1);
  // A new card with fewer plans falls back to the single payment.
  const chosen = plans.find((plan) => plan.count === chosenCount) ?? plans[0]!;
  // The pay button stays disabled from the first click until the bank or the page answers.
  const paying = navigation.state !== "idle" && navigation.formData?.get("intent") === "pay";
  return (
    <Form ref={form} method="post" className="checkout-form" noValidate {...formProps} aria-labelledby="payment-title">
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
              <input
                type="checkbox"
                name={agreement.id}
                defaultChecked={values[agreement.id] === "on"}
                required
                aria-invalid={errors.agreements ? true : undefined}
              />{" "}
              <Trans>I have read and accept the {agreement.title}.</Trans>
            </label>
          </div>
        ))}
        {/* Per channel and unticked (ETK): each ticked box becomes a permission record on the account. */}
        <fieldset className="agreements__marketing">
          <legend>
            <Trans>Campaigns and offers (optional)</Trans>
          </legend>
          <label>
            <input type="checkbox" name="marketing-email" defaultChecked={values["marketing-email"] === "on"} />{" "}
            <Trans>Send me campaigns and offers by e-mail.</Trans>
          </label>
          <label>
            <input type="checkbox" name="marketing-sms" defaultChecked={values["marketing-sms"] === "on"} />{" "}
            <Trans>Send me campaigns and offers by SMS.</Trans>
          </label>
        </fieldset>
        {errors.agreements ? (
          <p className="field__error" id="agreements-error">
            {fieldErrorMessage(i18n, errors.agreements)}
          </p>
        ) : null}
      </fieldset>
      {wallet ? <WalletChoice wallet={wallet} due={due} used={walletUsed} onUse={setWalletUsed} money={money} /> : null}
      {hydrated && walletOnly ? null : (
        <>
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
                    mask={expiryMaskFor}
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
            answer={answer}
            plans={plans}
            busy={busy}
            due={due}
            chosen={chosen}
            onChoose={setChosenCount}
            money={money}
          />
          <p className="secure-note">
            <Trans>
              Your card is checked by your bank with 3-D Secure. We do not store your card number or security code.
            </Trans>
          </p>
        </>
      )}
      <button
        type="submit"
        name="intent"
        value="pay"
        className="button button--primary button--large"
        disabled={paying}
        onClick={() => onPay?.(walletOnly ? 1 : chosen.count, walletOnly ? "wallet" : "creditCard")}
        data-testid="pay"
      >
        {paying
          ? t`Processing payment…`
          : hydrated && walletOnly
            ? t`Pay ${money(due)} from my wallet`
            : // Without JavaScript the label cannot follow the radio or the wallet box: it names no amount.
              hydrated || (plans.length === 1 && !wallet)
              ? t`Pay ${money(chosen.total + walletPart)}`
              : t`Pay the chosen plan's total`}
      </button>
      <DataProtectionNotice />
    </Form>
  );
}

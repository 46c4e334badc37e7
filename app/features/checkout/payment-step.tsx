import { Trans, useLingui } from "@lingui/react/macro";
import { RichText } from "~/lib/cms/rich-text";
import type { SafeHtml } from "~/lib/cms/safe-html";
import type { FormReply } from "~/lib/forms/submission";
import type { FieldErrorCode } from "./field-errors";
import { type InstallmentAnswer, PaymentForm } from "./payment-form";
import { paymentErrorMessage, type PaymentProblem } from "./payment-errors";
import type { LoadedAgreement } from "./payment-step.server";
import type { WalletOffer } from "./wallet-choice";

/**
 * The route `handle` (a FrameHandle) of a page with a payment step: that step hides the header's
 * menus and shows the secure-payment notice (spec section 2).
 */
export function paymentStepHandle(paymentStep: string) {
  return {
    headerVariant: (loaderData: unknown): "payment" | "full" =>
      typeof loaderData === "object" && loaderData !== null && "step" in loaderData && loaderData.step === paymentStep
        ? "payment"
        : "full",
  };
}

/** What the page's action answered to the payment step's own posts ("installments", "pay"). */
export interface PaymentStepReply {
  readonly intent: string;
  readonly reply?: FormReply<FieldErrorCode>;
  readonly plans?: InstallmentAnswer;
}

/** Why the last payment attempt did not go through, announced above the step. */
export function PaymentProblemNotice({ problem }: { problem: PaymentProblem | null | undefined }) {
  const { i18n } = useLingui();
  if (!problem) return null;
  return (
    <p role="alert" className="notice notice--error" data-testid="payment-problem">
      {paymentErrorMessage(i18n, problem)}
    </p>
  );
}

/**
 * The checkout's payment step: the contracts to accept, the wallet (when the traveller has a
 * balance), the card, the installment plans and the pay button, posting `intent=pay` (or
 * `installments` without JavaScript) to the page's action.
 */
export function PaymentStep({
  orderId,
  idempotencyKey,
  due,
  currency,
  wallet,
  agreements,
  result,
  onPay,
}: {
  orderId: string;
  /** Each showing of the page brings a new key, so a retry after a decline is a new attempt. */
  idempotencyKey: string;
  due: number;
  currency: string;
  /** The signed-in traveller's wallet for this order (`walletOffer`), or null: card only. */
  wallet: WalletOffer | null;
  agreements: readonly LoadedAgreement[];
  result: PaymentStepReply | undefined;
  onPay: (installments: number, paymentType: "creditCard" | "wallet") => void;
}) {
  const ours = result && (result.intent === "pay" || result.intent === "installments") ? result : undefined;
  return (
    <PaymentForm
      orderId={orderId}
      idempotencyKey={idempotencyKey}
      due={due}
      currency={currency}
      wallet={wallet}
      agreements={agreements.map((agreement) => ({
        id: agreement.id,
        title: agreement.title,
        text: (
          <>
            {agreement.text ? (
              <RichText
                html={agreement.text.body}
                lang={agreement.text.lang}
                // A text in another language than the page's is the English one: left to right.
                dir={agreement.text.lang ? "ltr" : undefined}
              />
            ) : (
              <p>
                <Trans>This text cannot be shown right now. Please try again in a moment.</Trans>
              </p>
            )}
            {agreement.turkish ? <BindingText html={agreement.turkish.body} /> : null}
          </>
        ),
      }))}
      lastResult={ours?.reply}
      shownPlans={ours?.intent === "installments" ? (ours.plans ?? null) : null}
      onPay={onPay}
    />
  );
}

/** The contract's Turkish text, the binding one, after the translation a page in another language shows. */
function BindingText({ html }: { html: SafeHtml }) {
  return (
    <section className="agreement__binding">
      <p className="agreement__binding-note">
        <strong>
          <Trans>Turkish text (binding)</Trans>
        </strong>{" "}
        <Trans>
          The contract is concluded in Turkish: the text below is binding, the text above is its translation for your
          information.
        </Trans>
      </p>
      <RichText html={html} lang="tr" dir="ltr" />
    </section>
  );
}

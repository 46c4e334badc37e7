import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";

export type CheckoutStep = "driver" | "invoice" | "payment";

const CHECKOUT_STEPS: readonly CheckoutStep[] = ["driver", "invoice", "payment"];

/** The step to show: the one asked for when the steps before it are done, else the first one missing. */
export function stepOf(
  wanted: CheckoutStep | undefined,
  done: { readonly driver: boolean; readonly invoice: boolean },
): CheckoutStep {
  const firstMissing: CheckoutStep = !done.driver ? "driver" : !done.invoice ? "invoice" : "payment";
  if (!wanted) return firstMissing;
  return CHECKOUT_STEPS.indexOf(wanted) <= CHECKOUT_STEPS.indexOf(firstMissing) ? wanted : firstMissing;
}

/** The progress list at the top of the car checkout; finished steps link back for changes. */
export function CheckoutSteps({
  current,
  done,
  orderId,
}: {
  current: CheckoutStep;
  done: { readonly driver: boolean; readonly invoice: boolean };
  orderId: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <StepsNav
      steps={CHECKOUT_STEPS}
      labels={{ driver: t`Driver`, invoice: t`Invoice`, payment: t`Payment` }}
      current={current}
      reachable={(step) => stepOf(step, done) === step}
      href={(step) => `${hrefFor("checkout", locale)}?${new URLSearchParams({ orderId, step })}`}
    />
  );
}

/** A checkout's numbered steps (car or flight): the current one marked, the reachable ones linked. */
export function StepsNav<Step extends string>({
  steps,
  labels,
  current,
  reachable,
  href,
}: {
  steps: readonly Step[];
  labels: Readonly<Record<Step, string>>;
  current: Step;
  reachable: (step: Step) => boolean;
  href: (step: Step) => string;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Checkout steps`}>
      <ol className="checkout-steps">
        {steps.map((step, index) => (
          <li key={step} className={step === current ? "checkout-steps__current" : undefined}>
            {step !== current && reachable(step) ? (
              <Link to={href(step)}>
                {index + 1}. {labels[step]}
              </Link>
            ) : (
              <span aria-current={step === current ? "step" : undefined}>
                {index + 1}. {labels[step]}
              </span>
            )}
          </li>
        ))}
      </ol>
      <p className="visually-hidden">
        <Trans>
          Step {steps.indexOf(current) + 1} of {steps.length}
        </Trans>
      </p>
    </nav>
  );
}

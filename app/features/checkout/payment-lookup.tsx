import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { PageShell } from "~/components/page-shell";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";

/** What anyone holding a payment's id may learn without its session (docs/api/orders-and-payments.md). */
export type PublicPaymentStatus =
  | { readonly kind: "payment-unknown" }
  | {
      readonly kind: "payment-status-only";
      readonly paymentId: string;
      readonly status: "processing" | "challenge" | "succeeded" | "failed";
      readonly reservationId: string | null;
    };

/**
 * The confirmation address opened without the payment's session (lost on the way back from the
 * bank, another browser, another account) or for a payment that does not exist: a 404 that says
 * whether the payment went through, when it exists, and where to go next: look the booking up
 * with its number and e-mail, or sign in to the account it was made with.
 */
export function PaymentLookup({ lookup }: { lookup: PublicPaymentStatus }) {
  const { t } = useLingui();
  const locale = useLocale();
  const here =
    lookup.kind === "payment-status-only"
      ? `${hrefFor("checkout-control", locale)}?${new URLSearchParams({ payment: lookup.paymentId })}`
      : hrefFor("account", locale);
  const login = `${hrefFor("login", locale)}?${new URLSearchParams({ redirect: here })}`;
  const find = hrefFor("reservation-find", locale);
  return (
    <PageShell
      title={lookup.kind === "payment-unknown" ? t`Payment not found` : t`Your payment`}
      lead={
        lookup.kind === "payment-unknown"
          ? t`We could not find this payment for you. Look your booking up, or sign in to the account you booked with.`
          : t`This payment is not linked to the session in this browser, so we can only tell you how it ended.`
      }
    >
      {lookup.kind === "payment-status-only" ? (
        <p role="status">
          {lookup.status === "succeeded" ? (
            lookup.reservationId ? (
              <Trans>
                The payment went through and your booking is confirmed. Reservation number:{" "}
                <strong data-testid="reservation-id">{lookup.reservationId}</strong>
              </Trans>
            ) : (
              <Trans>The payment went through and your booking is confirmed.</Trans>
            )
          ) : lookup.status === "failed" ? (
            <Trans>The payment did not go through. Nothing was charged for this attempt.</Trans>
          ) : (
            <Trans>Your bank has not confirmed the payment yet. Please check again in a minute.</Trans>
          )}
        </p>
      ) : null}
      <ul>
        <li>
          <Link to={find}>
            <Trans>Find your booking with its reservation number and e-mail address</Trans>
          </Link>
        </li>
        <li>
          <Link to={login}>
            <Trans>Sign in to see your bookings</Trans>
          </Link>
        </li>
      </ul>
    </PageShell>
  );
}

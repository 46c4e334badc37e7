import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { formatMoney } from "~/lib/currency";
import { formatLocalDateTime } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import type { ChangeFigures } from "./change-figures";
import type { Rental } from "./rental";

/** One rental: car and company, pickup and return with their offices. */
export function RentalSummary({ rental, titleId, title }: { rental: Rental; titleId: string; title: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <section className="change-rental" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <dl className="change-rental__lines">
        <dt>{t`Car`}</dt>
        <dd>
          {rental.car}, {rental.vendor}
        </dd>
        <dt>{t`Pickup`}</dt>
        <dd data-testid={`${titleId}-pickup`}>
          {formatLocalDateTime(rental.pickup, locale)}, {rental.pickupOffice}
        </dd>
        <dt>{t`Return`}</dt>
        <dd data-testid={`${titleId}-return`}>
          {formatLocalDateTime(rental.dropoff, locale)}, {rental.returnOffice}
        </dd>
      </dl>
    </section>
  );
}

/**
 * The new price against the old total paid, and what that means: pay more, or get money back.
 * Once the change is `done`, a difference that was paid reads as paid (nothing is left to pay).
 */
export function ChangeComparison({ figures, done = false }: { figures: ChangeFigures; done?: boolean }) {
  const localeTag = LOCALE_TAGS[useLocale()];
  const money = (amount: number) => formatMoney(amount, figures.currency, localeTag);
  return (
    <section className="change-comparison" aria-labelledby="change-comparison-title">
      <h2 id="change-comparison-title">
        <Trans>Price difference</Trans>
      </h2>
      <dl className="change-comparison__lines">
        <dt>
          <Trans>New price</Trans>
        </dt>
        <dd data-testid="change-new-price">{money(figures.newPrice)}</dd>
        <dt>
          <Trans>Already paid</Trans>
        </dt>
        <dd data-testid="change-old-paid">{money(figures.oldPaid)}</dd>
        {figures.refund > 0 ? (
          <>
            <dt>
              <Trans>To be refunded</Trans>
            </dt>
            <dd data-testid="change-difference">{money(figures.refund)}</dd>
          </>
        ) : done ? (
          <>
            <dt>
              <Trans>Paid</Trans>
            </dt>
            <dd data-testid="change-difference">{money(figures.paid)}</dd>
          </>
        ) : (
          <>
            <dt>
              <Trans>To pay now</Trans>
            </dt>
            <dd data-testid="change-difference">{money(figures.due)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** The way back to the booking's own page, at the foot of every change page. */
export function BackToBooking({ href }: { href: string }) {
  return (
    <p>
      <Link to={href}>
        <Trans>Back to your booking</Trans>
      </Link>
    </p>
  );
}

import { Plural, Trans } from "@lingui/react/macro";
import { VatIncluded } from "~/components/vat-included";
import { useEffect } from "react";
import { Link } from "react-router";
import { formatMoney } from "~/lib/currency";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS, localePrefix } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import type { ChargedAmount } from "./after-payment";
import type { Booking } from "./summary.server";
import { BookedCar } from "./trip-period";

/**
 * The post-purchase page's body (spec section 2): what was booked, the travel document, the trip
 * in the visitor's calendar, and an offer to search cars for the same trip. "Paid" is what was
 * charged (an installment plan's total with its interest, as on the voucher and the invoice), with
 * the plan; the times are the offices' local times with their zone named.
 */
export function BookingConfirmation({
  booking,
  charged,
  onShown,
}: {
  booking: Booking;
  charged?: ChargedAmount | null;
  onShown?: () => void;
}) {
  useEffect(() => {
    onShownOnce(booking.reservationId, onShown);
  }, [booking.reservationId, onShown]);
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, booking.currency, LOCALE_TAGS[locale]);
  const { car } = booking;
  return (
    <div className="confirmation">
      <section aria-labelledby="booked-title" className="confirmation__summary">
        <h2 id="booked-title">
          <Trans>Your car rental</Trans>
        </h2>
        <BookedCar car={car} extras={booking.extras}>
          <div>
            <dt>
              <Trans>Paid</Trans> <VatIncluded />
            </dt>
            <dd data-testid="paid-total">{money(charged?.total ?? booking.paid)}</dd>
            {charged && charged.installments > 1 ? (
              <dd data-testid="paid-plan">
                <InstallmentPlan count={charged.installments} each={money(charged.perInstallment)} />
              </dd>
            ) : null}
          </div>
        </BookedCar>
      </section>
      <ul className="confirmation__actions">
        <li>
          <a
            className="button button--primary"
            href={`/api/v1/order-api/order/${booking.orderId}/documents/voucher.pdf`}
            download={`${booking.reservationId}.pdf`}
          >
            <Trans>Download your voucher (PDF)</Trans>
          </a>
        </li>
        <li>
          <a
            className="button button--secondary"
            href={`${localePrefix(locale)}/api/calendar/${booking.orderId}`}
            download={`${booking.reservationId}.ics`}
          >
            <Trans>Add to calendar</Trans>
          </a>
        </li>
        <li>
          <a href={`/api/v1/order-api/order/${booking.orderId}/documents/invoice.pdf`} download>
            <Trans>Download the invoice (PDF)</Trans>
          </a>
        </li>
      </ul>
      {booking.searchQuery ? (
        <section aria-labelledby="car-offer-title" className="confirmation__offer">
          <h2 id="car-offer-title">
            <Trans>Travelling with more people?</Trans>
          </h2>
          <p>
            <Trans>See the other cars available for the same place and dates.</Trans>
          </p>
          <Link to={`${hrefFor("car-search", locale)}?${booking.searchQuery}`}>
            <Trans>Show car offers for this trip</Trans>
          </Link>
        </section>
      ) : null}
    </div>
  );
}

/** "3 installments of ₺1,202.45": the plan the card was charged in. */
function InstallmentPlan({ count, each }: { count: number; each: string }) {
  return <Plural value={count} one={`# installment of ${each}`} other={`# installments of ${each}`} />;
}

/**
 * Runs `report` once per reservation in this browser, even across reloads of the confirmation
 * (a purchase reported twice would count twice).
 */
export function onShownOnce(reservationId: string, report: (() => void) | undefined) {
  if (!report) return;
  const key = `purchase-reported:${reservationId}`;
  try {
    if (localStorage.getItem(key)) return;
    localStorage.setItem(key, new Date().toISOString());
  } catch {
    // Storage blocked (private mode): report for this page view only.
  }
  report();
}

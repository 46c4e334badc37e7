import { Trans, useLingui } from "@lingui/react/macro";
import { VatIncluded } from "~/components/vat-included";
import type { ReactNode } from "react";
import { Link, redirect } from "react-router";
import { PageShell } from "~/components/page-shell";
import { RentalOffices } from "~/components/rental-offices";
import { valueLabel } from "~/features/car-search/option-labels";
import type { BasketSummary } from "~/features/checkout/basket-summary";
import { basketSummary } from "~/features/checkout/summary.server";
import { BookedCar } from "~/features/checkout/trip-period";
import { bookedCarItem, type CarReservation, carReservationOf } from "~/features/reservations/car-reservation";
import { bookingPaid } from "~/features/reservations/reservation-entries";
import { CarActions, CarDeadlines, CarDocuments } from "~/features/reservations/reservation-sections";
import { ReservationStatus } from "~/features/reservations/reservation-status";
import { FindeksSection } from "~/features/findeks/findeks-section";
import { findeksAction, loadFindeks } from "~/features/findeks/findeks.server";
import { requestedBooking } from "~/lib/booking-access.server";
import { formatMoney } from "~/lib/currency";
import { i18nContext, requestInfoContext } from "~/lib/request-context";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import type { Route } from "./+types/reservation";
import reservationStylesheet from "~/styles/reservation.css?url";
import findeksStylesheet from "~/styles/account-documents.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: reservationStylesheet },
  { rel: "stylesheet", href: findeksStylesheet },
];

/**
 * The car booking `?orderId=` names, for its owner or the holder of its find-my-reservation grant
 * (404 for anyone else); a flight booking's id opens the flight booking page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const booking = await requestedBooking(request, context);
  if (!booking) return { view: null };
  const { order } = booking;
  if (booking.kind === "flight") {
    const { locale } = context.get(requestInfoContext);
    throw redirect(`${hrefFor("reservation-flight", locale)}?${new URLSearchParams({ orderId: order.id })}`);
  }
  const item = bookedCarItem(order);
  const reservation = carReservationOf(order, Date.now());
  if (!item || !reservation) return { view: null };
  const i18n = context.get(i18nContext);
  const summary = basketSummary(order, item, "", (code) => valueLabel(i18n, code));
  return {
    view: {
      reservation,
      car: summary.car,
      extras: summary.extras,
      paid: bookingPaid(order),
      currency: order.currency,
    },
    // The credit check (findeks) a company asks for, while the rental is still ahead.
    findeks: reservation.group === "upcoming" ? await loadFindeks(request, context, order) : null,
  };
}

/** The findeks steps' posts (docs/invoices-reviews-findeks.md). */
export function action({ request, context }: Route.ActionArgs) {
  return findeksAction(request, context);
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function ReservationPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.view) return <NoBookingNamed />;
  const findeks = loaderData.findeks ? <FindeksSection view={loaderData.findeks} result={actionData} /> : null;
  return <CarBookingPage {...loaderData.view} findeks={findeks} />;
}

/** Opened without a booking (an old bookmark, a cut link): where to find one. */
function NoBookingNamed() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <PageShell
      title={t`Reservation details`}
      lead={t`Enter your reservation number and e-mail address to see your booking.`}
    >
      <ul className="reservation-actions">
        <li>
          <Link className="button button--primary" to={hrefFor("reservation-find", locale)}>
            <Trans>Find your booking</Trans>
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to={hrefFor("account-reservations", locale)}>
            <Trans>My reservations</Trans>
          </Link>
        </li>
      </ul>
    </PageShell>
  );
}

function CarBookingPage({
  reservation,
  car,
  extras,
  paid,
  currency,
  findeks,
}: {
  findeks: ReactNode;
  reservation: CarReservation;
  car: BasketSummary["car"];
  extras: BasketSummary["extras"];
  paid: number;
  currency: string;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  return (
    <PageShell
      title={t`Reservation details`}
      lead={t`Your car rental reservation, its documents and what you can change.`}
    >
      <dl className="reservation-facts">
        <div>
          <dt>
            <Trans>Reservation number</Trans>
          </dt>
          <dd data-testid="reservation-id">{reservation.reservationId}</dd>
        </div>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>
            <ReservationStatus group={reservation.group} />
          </dd>
        </div>
        {reservation.driverName ? (
          <div>
            <dt>
              <Trans>Driver</Trans>
            </dt>
            <dd>{reservation.driverName}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Paid</Trans> <VatIncluded />
          </dt>
          <dd data-testid="paid-total">{formatMoney(paid, currency, LOCALE_TAGS[locale])}</dd>
        </div>
      </dl>
      <section className="reservation-section" aria-labelledby="car-title">
        <h2 id="car-title">
          <Trans>Your car rental</Trans>
        </h2>
        <BookedCar car={car} extras={extras} className="reservation-facts" />
      </section>
      {findeks}
      <section className="reservation-section" aria-labelledby="actions-title">
        <h2 id="actions-title">
          <Trans>What you can do now</Trans>
        </h2>
        <CarActions reservation={reservation} />
        <CarDeadlines reservation={reservation} />
      </section>
      <section className="reservation-section" aria-labelledby="documents-title">
        <h2 id="documents-title">
          <Trans>Documents</Trans>
        </h2>
        <CarDocuments reservation={reservation} />
      </section>
      <section className="reservation-section" aria-labelledby="office-title">
        <h2 id="office-title">
          <Trans>Rental office</Trans>
        </h2>
        <RentalOffices appointment={reservation.appointment} deliveryLabel={(type) => valueLabel(i18n, type)} />
      </section>
    </PageShell>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { VatIncluded } from "~/components/vat-included";
import { PageShell } from "~/components/page-shell";
import { ChooseBooking } from "~/features/checkout/flight/choose-booking";
import { type FlightBooking, requestedFlightBooking } from "~/features/checkout/flight/flight-booking.server";
import { FlightDocuments } from "~/features/checkout/flight/flight-confirmation";
import { FlightItinerary } from "~/features/checkout/flight/flight-itinerary";
import { TravellersTable } from "~/features/checkout/flight/travellers-table";
import { instantOf } from "~/features/reservations/reservation-entries";
import { FlightActions } from "~/features/reservations/reservation-sections";
import { formatMoney } from "~/lib/currency";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import type { Route } from "./+types/reservation-flight";
import flightStylesheet from "~/styles/flight-checkout.css?url";

import reservationStylesheet from "~/styles/reservation.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: flightStylesheet },
  { rel: "stylesheet", href: reservationStylesheet },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const booking = await requestedFlightBooking(request, context);
  const departure = booking?.flights[0]?.segments[0]?.departure;
  const departsAt = departure ? instantOf(departure) : null;
  // Cancel is offered while the booking stands and until the first departure.
  const open = booking?.status === "completed" && departsAt !== null && Date.now() < departsAt;
  return { booking, open };
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

/** A flight booking for its owner: status, passengers and tickets, the flights and the documents. */
export default function ReservationFlightPage({ loaderData }: Route.ComponentProps) {
  return loaderData.booking ? (
    <FlightBookingPage booking={loaderData.booking} open={loaderData.open} />
  ) : (
    <ChooseBooking />
  );
}

function FlightBookingPage({ booking, open }: { booking: FlightBooking; open: boolean }) {
  const { t } = useLingui();
  const localeTag = LOCALE_TAGS[useLocale()];
  const status = booking.status === "cancelled" ? t`Cancelled` : t`Confirmed`;
  return (
    <PageShell title={t`Flight reservation details`} lead={t`Your flight ticket, passengers and documents.`}>
      <dl className="booking-facts">
        <div>
          <dt>
            <Trans>Reservation number</Trans>
          </dt>
          <dd data-testid="reservation-id">{booking.reservationId}</dd>
        </div>
        {booking.pnr ? (
          <div>
            <dt>
              <Trans>Airline booking reference (PNR)</Trans>
            </dt>
            <dd data-testid="pnr">{booking.pnr}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd data-testid="booking-status">{status}</dd>
        </div>
        <div>
          <dt>
            <Trans>Paid</Trans> <VatIncluded />
          </dt>
          <dd>{formatMoney(booking.paid, "TRY", localeTag)}</dd>
        </div>
      </dl>
      <section aria-labelledby="travellers-title">
        <h2 id="travellers-title">
          <Trans>Passengers and tickets</Trans>
        </h2>
        <TravellersTable travellers={booking.travellers} />
      </section>
      <section aria-labelledby="flights-title">
        <h2 id="flights-title">
          <Trans>Flights</Trans>
        </h2>
        <FlightItinerary flights={booking.flights} />
      </section>
      <section aria-labelledby="actions-title">
        <h2 id="actions-title">
          <Trans>What you can do now</Trans>
        </h2>
        <FlightActions
          orderId={booking.orderId}
          open={open}
          refundable={booking.flights.every((flight) => flight.brand.refundable)}
          changeable={booking.flights.every((flight) => flight.brand.changeable)}
        />
      </section>
      <section aria-labelledby="documents-title">
        <h2 id="documents-title">
          <Trans>Documents</Trans>
        </h2>
        <FlightDocuments booking={booking} />
      </section>
    </PageShell>
  );
}

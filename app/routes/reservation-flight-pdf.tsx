import { Trans, useLingui } from "@lingui/react/macro";
import { ChooseBooking } from "~/features/checkout/flight/choose-booking";
import { type FlightBooking, requestedFlightBooking } from "~/features/checkout/flight/flight-booking.server";
import { ticketPdfHref } from "~/features/checkout/flight/flight-confirmation";
import { FlightItinerary } from "~/features/checkout/flight/flight-itinerary";
import { TravellersTable } from "~/features/checkout/flight/travellers-table";
import { SITE_NAME } from "~/lib/site";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/reservation-flight-pdf";
import flightStylesheet from "~/styles/flight-checkout.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: flightStylesheet }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return { booking: await requestedFlightBooking(request, context) };
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

/**
 * The e-ticket as a printable page (empty layout, spec section 2): the booking reference, every
 * passenger with the ticket number, every leg. The PDF is the Main API's document for the owner.
 */
export default function ReservationFlightPdfPage({ loaderData }: Route.ComponentProps) {
  return loaderData.booking ? <PrintableTicket booking={loaderData.booking} /> : <ChooseBooking />;
}

function PrintableTicket({ booking }: { booking: FlightBooking }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  return (
    <article className="e-ticket">
      <title>{`${t`E-ticket`} ${booking.reservationId} | ${SITE_NAME}`}</title>
      <header className="e-ticket__header">
        <p className="e-ticket__brand">{SITE_NAME}</p>
        <h1>
          <Trans>E-ticket</Trans>
        </h1>
        <dl className="e-ticket__references">
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
        </dl>
      </header>
      <section aria-labelledby="ticket-passengers">
        <h2 id="ticket-passengers">
          <Trans>Passengers and tickets</Trans>
        </h2>
        <TravellersTable travellers={booking.travellers} />
      </section>
      <section aria-labelledby="ticket-flights">
        <h2 id="ticket-flights">
          <Trans>Flights</Trans>
        </h2>
        <FlightItinerary flights={booking.flights} />
      </section>
      <p className="e-ticket__note">
        <Trans>
          Please be at the airport at least 2 hours before departure with the identity card or passport named here.
        </Trans>
      </p>
      <p className="e-ticket__actions no-print">
        {hydrated ? (
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            <Trans>Print</Trans>
          </button>
        ) : null}{" "}
        <a className="button button--secondary" href={ticketPdfHref(booking.orderId, booking.manageToken)} download>
          <Trans>Download the e-ticket (PDF)</Trans>
        </a>
      </p>
    </article>
  );
}

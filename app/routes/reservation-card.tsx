import { Trans, useLingui } from "@lingui/react/macro";
import { data, Link } from "react-router";
import { PageShell } from "~/components/page-shell";
import { type FlightBooking, flightBookingOf } from "~/features/checkout/flight/flight-booking.server";
import { FlightItinerary } from "~/features/checkout/flight/flight-itinerary";
import { TravellersTable } from "~/features/checkout/flight/travellers-table";
import { CarTripCard } from "~/features/trip-card/car-trip-card";
import { bookedCar, bookingDocumentHref } from "~/features/trip-card/trip-entries";
import { requestedBooking } from "~/lib/booking-access.server";
import { SITE_NAME } from "~/lib/site";
import { useLocale } from "~/lib/use-locale";
import type { Order, StoredCarProduct } from "~/lib/upstream-types";
import { hrefFor } from "~/routing/route-table";
import type { Route } from "./+types/reservation-card";
import flightStylesheet from "~/styles/flight-checkout.css?url";
import tripCardStylesheet from "~/styles/trip-card.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: flightStylesheet },
  { rel: "stylesheet", href: tripCardStylesheet },
];

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

type Card =
  | { readonly kind: "car"; readonly order: Order; readonly car: StoredCarProduct }
  | { readonly kind: "flight"; readonly order: Order; readonly flight: FlightBooking };

/**
 * `/reservation/card?orderId=` (empty layout): a booking's trip card, for its owner or the holder
 * of its "find my reservation" grant (app/lib/booking-access.server.ts; anyone else: 404). The
 * service worker keeps the cards of upcoming bookings readable offline (docs/offline-trip-card.md).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<{ card: Card | null }> {
  const booking = await requestedBooking(request, context);
  if (!booking) return { card: null };
  const { order } = booking;
  if (booking.kind === "flight") {
    const flight = await flightBookingOf(context, order);
    if (!flight) throw data(null, { status: 404 });
    return { card: { kind: "flight", order, flight } };
  }
  const car = bookedCar(order, { cancelled: true });
  if (!car) throw data(null, { status: 404 });
  return { card: { kind: "car", order, car } };
}

export default function ReservationCardPage({ loaderData }: Route.ComponentProps) {
  const { card } = loaderData;
  return card ? <TripCard card={card} /> : <ChooseCard />;
}

function TripCard({ card }: { card: Card }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { order } = card;
  const reservationId = order.reservationId ?? "";
  const bookingPage = hrefFor(card.kind === "car" ? "reservation" : "reservation-flight", locale);
  return (
    <article className="trip-card" aria-labelledby="card-title" data-testid="trip-card">
      <title>{`${t`Trip card`} ${reservationId} | ${SITE_NAME}`}</title>
      <header className="trip-card__header">
        <p className="trip-card__brand">
          {SITE_NAME} · <Trans>Trip card</Trans>
        </p>
        <h1 id="card-title">{card.kind === "car" ? <Trans>Car rental</Trans> : <Trans>Flight</Trans>}</h1>
        <dl className="trip-card__references">
          <div>
            <dt>
              <Trans>Reservation number</Trans>
            </dt>
            <dd data-testid="card-reservation-id">{reservationId}</dd>
          </div>
          {card.kind === "flight" && card.flight.pnr ? (
            <div>
              <dt>
                <Trans>Airline booking reference (PNR)</Trans>
              </dt>
              <dd data-testid="card-pnr">{card.flight.pnr}</dd>
            </div>
          ) : null}
        </dl>
        {order.status === "cancelled" ? (
          <p className="trip-card__cancelled" role="status">
            <Trans>This booking is cancelled.</Trans>
          </p>
        ) : null}
      </header>
      {card.kind === "car" ? <CarTripCard order={order} car={card.car} /> : <FlightCard flight={card.flight} />}
      <nav className="trip-card__links no-print" aria-label={t`Trip card`}>
        <Link to={`${bookingPage}?${new URLSearchParams({ orderId: order.id })}`}>
          <Trans>Booking details and changes</Trans>
        </Link>
        <Link to={hrefFor("reservation-cards", locale)}>
          <Trans>All trip cards</Trans>
        </Link>
      </nav>
    </article>
  );
}

/** The flight's card: PNR above, every passenger with the ticket, every leg, the e-ticket. */
function FlightCard({ flight }: { flight: FlightBooking }) {
  return (
    <>
      <section className="trip-card__section" aria-labelledby="card-passengers">
        <h2 id="card-passengers">
          <Trans>Passengers and tickets</Trans>
        </h2>
        <TravellersTable travellers={flight.travellers} />
      </section>
      <section className="trip-card__section" aria-labelledby="card-flights">
        <h2 id="card-flights">
          <Trans>Flights</Trans>
        </h2>
        <FlightItinerary flights={flight.flights} />
      </section>
      <p className="trip-card__bring">
        <Trans>
          Please be at the airport at least 2 hours before departure with the identity card or passport named here.
        </Trans>
      </p>
      <p className="trip-card__document">
        <a
          className="button button--primary"
          href={bookingDocumentHref(flight.orderId, "ticket.pdf")}
          data-testid="card-document"
        >
          <Trans>E-ticket (PDF)</Trans>
        </a>
      </p>
    </>
  );
}

function ChooseCard() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <PageShell title={t`Trip card`} lead={t`Choose a booking to see its trip card.`}>
      <p>
        <Link className="button button--primary" to={hrefFor("reservation-cards", locale)}>
          <Trans>Your trip cards</Trans>
        </Link>
      </p>
    </PageShell>
  );
}

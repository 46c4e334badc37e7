import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { z } from "zod";
import { visitorTrips } from "~/features/trip-card/trip-cards.server";
import { formatLocalDateTime } from "~/lib/format";
import { SITE_NAME } from "~/lib/site";
import { useLocale } from "~/lib/use-locale";
import { parseQuery } from "~/lib/validate-request.server";
import { hrefFor } from "~/routing/route-table";
import type { Route } from "./+types/reservation-cards";
import tripCardStylesheet from "~/styles/trip-card.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: tripCardStylesheet }];

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

/** `offline=1`: the copy the service worker shows for any page while there is no connection. */
const cardsQuery = z.object({ offline: z.literal("1").optional() });

/**
 * `/reservation/cards` (empty layout): the visitor's upcoming bookings, each linking to its trip
 * card. The service worker stores its `?offline=1` copy as the page for a navigation without a
 * connection (docs/offline-trip-card.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { offline } = parseQuery(request, cardsQuery);
  const { trips } = await visitorTrips(request, context);
  return { offline: offline === "1", trips };
}

export default function ReservationCardsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { offline, trips } = loaderData;
  return (
    <div className="trip-cards">
      <title>{`${t`Your trip cards`} | ${SITE_NAME}`}</title>
      <p className="trip-card__brand">{SITE_NAME}</p>
      <h1>
        <Trans>Your trip cards</Trans>
      </h1>
      {offline ? (
        <p className="trip-cards__offline" role="status" data-testid="offline-notice">
          <Trans>You are offline. This page needs a connection; your trip cards are saved on this device.</Trans>
        </p>
      ) : null}
      <p>
        <Trans>
          Each card has what the rental desk or the airport asks for. Once opened with a connection, the cards of your
          upcoming trips stay readable on this device without one.
        </Trans>
      </p>
      {trips.length > 0 ? (
        <ul className="trip-cards__list">
          {trips.map((trip) => (
            <li key={trip.orderId} className="trip-cards__item">
              <Link
                to={`${hrefFor("reservation-card", locale)}?${new URLSearchParams({ orderId: trip.orderId })}`}
                data-testid="trip-card-link"
              >
                <strong>{trip.title}</strong>
              </Link>
              <span>
                {trip.kind === "car" ? <Trans>Car rental</Trans> : <Trans>Flight</Trans>} · {trip.reservationId}
              </span>
              <span>{formatLocalDateTime(trip.startsAt, locale)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p data-testid="no-trip-cards">
          <Trans>No upcoming trips.</Trans>{" "}
          {offline ? null : (
            <Link to={hrefFor("reservation-find", locale)}>
              <Trans>Find a booking</Trans>
            </Link>
          )}
        </p>
      )}
    </div>
  );
}

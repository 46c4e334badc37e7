import { data } from "react-router";
import { bookingDocumentHref } from "~/features/trip-card/trip-entries";
import { visitorTrips } from "~/features/trip-card/trip-cards.server";
import { requestInfoContext } from "~/lib/request-context";
import { hrefFor } from "~/routing/route-table";
import type { Route } from "./+types/trip-cards";

/**
 * `GET /api/trip-cards`, `/{lang}/api/trip-cards` (resource route, JSON): what the service worker
 * keeps on the device for this visitor (docs/offline-trip-card.md): who they are (a hash), the
 * trip card and document of each upcoming booking, and the page to show without a connection,
 * in the language of the path. Personal: never stored by any cache but the service worker's.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  // The prefix names the language (Turkish has none); anything else on that segment is no route.
  if (params.lang !== undefined && (params.lang !== locale || locale === "tr")) throw data(null, { status: 404 });
  const { owner, trips } = await visitorTrips(request, context);
  const cardPage = hrefFor("reservation-card", locale);
  return data(
    {
      owner,
      offlinePage: `${hrefFor("reservation-cards", locale)}?offline=1`,
      cards: trips.map((trip) => ({
        orderId: trip.orderId,
        page: `${cardPage}?${new URLSearchParams({ orderId: trip.orderId })}`,
        document: bookingDocumentHref(trip.orderId, trip.kind === "car" ? "voucher.pdf" : "ticket.pdf"),
      })),
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

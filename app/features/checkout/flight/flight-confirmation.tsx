import { Trans, useLingui } from "@lingui/react/macro";
import { VatIncluded } from "~/components/vat-included";
import { useEffect } from "react";
import { Link } from "react-router";
import { onShownOnce } from "~/features/checkout/booking-confirmation";
import { formatMoney } from "~/lib/currency";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS, localePrefix } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import type { FlightBooking } from "./flight-booking.server";
import { FlightItinerary } from "./flight-itinerary";
import { TravellersTable } from "./travellers-table";

/** The e-ticket PDF of a booking (the Main API's document, for its owner). */
export const ticketPdfHref = (orderId: string, manageToken: string | null = null) =>
  documentHref(orderId, "ticket.pdf", manageToken);

/** A document of the booking; a manage token opens it for someone who found the booking. */
const documentHref = (orderId: string, file: string, manageToken: string | null) =>
  `/api/v1/order-api/order/${encodeURIComponent(orderId)}/documents/${file}${manageToken ? `?${new URLSearchParams({ manageToken })}` : ""}`;

/** Links to the booking's documents and each leg in the calendar. */
export function FlightDocuments({ booking }: { booking: FlightBooking }) {
  const { t } = useLingui();
  const locale = useLocale();
  const segments = booking.flights.flatMap((flight) => flight.segments);
  return (
    <>
      <ul className="confirmation__actions">
        <li>
          <a
            className="button button--primary"
            href={ticketPdfHref(booking.orderId, booking.manageToken)}
            download={`${booking.reservationId}-e-ticket.pdf`}
            data-testid="ticket-pdf"
          >
            <Trans>Download your e-ticket (PDF)</Trans>
          </a>
        </li>
        <li>
          <Link
            className="button button--secondary"
            to={`${hrefFor("reservation-flight-pdf", locale)}?${new URLSearchParams({
              orderId: booking.orderId,
              ...(booking.manageToken ? { manageToken: booking.manageToken } : {}),
            })}`}
          >
            <Trans>Print the e-ticket</Trans>
          </Link>
        </li>
        <li>
          <a href={documentHref(booking.orderId, "invoice.pdf", booking.manageToken)} download>
            <Trans>Download the invoice (PDF)</Trans>
          </a>
        </li>
      </ul>
      <ul className="confirmation__calendar" aria-label={t`Add to calendar`}>
        {segments.map((segment, index) => {
          const flightNumber = segment.flightNumber;
          const route = `${segment.origin.code}–${segment.destination.code}`;
          return (
            <li key={`${flightNumber}-${segment.departure}`}>
              <a
                href={`${localePrefix(locale)}/api/calendar/${encodeURIComponent(booking.orderId)}?segment=${index}`}
                download={`${booking.reservationId}-${flightNumber}.ics`}
              >
                <Trans>
                  Add {flightNumber} {route} to calendar
                </Trans>
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * The post-purchase page of a flight (spec section 2): the airline's booking reference (PNR),
 * each passenger's ticket number, the flights, the e-ticket, the calendar, and a car at the
 * destination for the stay.
 */
export function FlightConfirmation({
  booking,
  charged,
  onShown,
}: {
  booking: FlightBooking;
  /** What the card was charged (an installment plan's total with its interest), as the e-ticket prints it. */
  charged?: { readonly total: number } | null;
  onShown?: () => void;
}) {
  useEffect(() => {
    onShownOnce(booking.reservationId, onShown);
  }, [booking.reservationId, onShown]);
  const localeTag = LOCALE_TAGS[useLocale()];
  const locale = useLocale();
  const destination = booking.flights[0]?.segments.at(-1)?.destination;
  return (
    <div className="confirmation">
      {booking.pnr ? (
        <p>
          <Trans>
            Airline booking reference (PNR): <strong data-testid="pnr">{booking.pnr}</strong>
          </Trans>
        </p>
      ) : null}
      <section aria-labelledby="travellers-title">
        <h2 id="travellers-title">
          <Trans>Passengers and tickets</Trans>
        </h2>
        <TravellersTable travellers={booking.travellers} />
      </section>
      <section aria-labelledby="booked-title" className="confirmation__summary">
        <h2 id="booked-title">
          <Trans>Your flights</Trans>
        </h2>
        <FlightItinerary flights={booking.flights} />
        <p>
          <Trans>Paid</Trans>:{" "}
          <strong data-testid="paid-total">{formatMoney(charged?.total ?? booking.paid, "TRY", localeTag)}</strong>{" "}
          <VatIncluded />
        </p>
      </section>
      <FlightDocuments booking={booking} />
      {booking.carSearchQuery && destination ? (
        <section aria-labelledby="car-offer-title" className="confirmation__offer">
          <h2 id="car-offer-title">
            <Trans>Need a car in {destination.cityName}?</Trans>
          </h2>
          <p>
            <Trans>Rent a car at {destination.name} for your stay, ready when you land.</Trans>
          </p>
          <Link to={`${hrefFor("car-search", locale)}?${booking.carSearchQuery}`} data-testid="car-offer">
            <Trans>Show cars at {destination.name}</Trans>
          </Link>
        </section>
      ) : null}
    </div>
  );
}

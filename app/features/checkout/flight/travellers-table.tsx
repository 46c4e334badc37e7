import { Trans, useLingui } from "@lingui/react/macro";
import type { FlightBooking } from "./flight-booking.server";
import { passengerTypeName } from "./passenger-labels";

/** Every passenger with their type and ticket number. */
export function TravellersTable({ travellers }: { travellers: FlightBooking["travellers"] }) {
  const { i18n, t } = useLingui();
  return (
    // Scrolls sideways on a narrow phone: keyboard users reach it (a focusable, named region).
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t`Passengers`}>
      <table className="travellers" data-testid="travellers">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Passenger</Trans>
            </th>
            <th scope="col">
              <Trans>Type</Trans>
            </th>
            <th scope="col">
              <Trans>Ticket number</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {travellers.map((traveller, index) => (
            <tr key={index}>
              <th scope="row">{traveller.name}</th>
              <td>{passengerTypeName(i18n, traveller.type)}</td>
              <td data-testid="ticket-number">{traveller.ticketNumber ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

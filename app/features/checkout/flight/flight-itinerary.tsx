import { Trans, useLingui } from "@lingui/react/macro";
import { formatLocalDateTime } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import type { ChosenFlight } from "./flight-basket";

/**
 * The chosen flights leg by leg: flight number and airline, airports with their codes, local
 * departure and arrival times, and the fare brand with its baggage. Checkout, confirmation, the
 * booking page and the printable ticket all show the journey this way.
 */
export function FlightItinerary({
  flights,
  headingLevel = 3,
}: {
  flights: readonly ChosenFlight[];
  headingLevel?: 2 | 3;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="flight-itinerary">
      {flights.map((flight) => (
        <section
          key={flight.itemId}
          className="flight-itinerary__flight"
          aria-label={flight.direction === "inbound" ? t`Return flight` : t`Outbound flight`}
        >
          <Heading className="flight-itinerary__direction">
            {flight.direction === "inbound" ? <Trans>Return flight</Trans> : <Trans>Outbound flight</Trans>}
          </Heading>
          <ol className="flight-itinerary__segments">
            {flight.segments.map((segment) => (
              <li
                key={`${segment.flightNumber}-${segment.departure}`}
                className="flight-itinerary__segment"
                data-testid="flight-segment"
              >
                <p className="flight-itinerary__number">
                  <strong>{segment.flightNumber}</strong> · {segment.marketingAirline.displayName}
                </p>
                <dl className="flight-itinerary__times">
                  <div>
                    <dt>
                      <Trans>Departure</Trans>
                    </dt>
                    <dd>
                      {segment.origin.cityName} ({segment.origin.code}), {segment.origin.name}
                      <br />
                      <time dateTime={segment.departure}>{formatLocalDateTime(segment.departure, locale)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Arrival</Trans>
                    </dt>
                    <dd>
                      {segment.destination.cityName} ({segment.destination.code}), {segment.destination.name}
                      <br />
                      <time dateTime={segment.arrival}>{formatLocalDateTime(segment.arrival, locale)}</time>
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
          <p className="flight-itinerary__brand">
            <Trans>
              Fare: {flight.brand.name} · cabin baggage {flight.brand.cabinBaggageKg} kg · checked baggage{" "}
              {flight.brand.checkedBaggageKg} kg
            </Trans>
          </p>
        </section>
      ))}
    </div>
  );
}

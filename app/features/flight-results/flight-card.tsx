import { Plural, Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { FlightItem } from "~/../shared/contract/main-api/flight";
import { CompanyLogo } from "~/components/company-logo";
import { airlineLogo } from "~/lib/car-images";
import { formatMoney } from "~/lib/currency";
import { airlineOf } from "./flight-filters";
import { airlineInitials, clockOf, daysLater, formatDuration, formatFlightDate, minutesBetween } from "./flight-format";

/**
 * The airline's wordmark (its name as the text alternative); an airline without one gets its
 * letters in a badge and its name beside it.
 */
function AirlineName({ name, code }: { name: string; code: string }) {
  const logo = airlineLogo(code);
  if (logo) return <CompanyLogo logo={logo} name={name} height={28} />;
  return (
    <>
      <span className="flight__badge" aria-hidden="true">
        {airlineInitials(name, code)}
      </span>
      {name}
    </>
  );
}

/** Checked and cabin baggage of a fare brand. */
export function BaggageText({ checkedKg, cabinKg }: { checkedKg: number; cabinKg: number }) {
  return checkedKg > 0 ? (
    <Trans>
      {checkedKg} kg checked bag, {cabinKg} kg cabin bag
    </Trans>
  ) : (
    <Trans>No checked bag, {cabinKg} kg cabin bag</Trans>
  );
}

function CabinText({ cabin }: { cabin: "economy" | "business" }) {
  return cabin === "business" ? <Trans>Business</Trans> : <Trans>Economy</Trans>;
}

/**
 * One itinerary (spec section 3, "Flight item"): airline, flight numbers, local times and airports,
 * duration, stops with the layover, the brand's baggage, cabin, the fare per adult and the party's
 * total in TRY. `action` is what the traveller can do with it (select, change).
 */
export function FlightCard({
  flight,
  localeTag,
  passengers,
  action,
  headingLevel = 2,
}: {
  flight: FlightItem;
  localeTag: string;
  passengers: number;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const airline = airlineOf(flight);
  const first = flight.segments[0]!;
  const last = flight.segments.at(-1)!;
  const later = daysLater(first.departure, last.arrival);
  const total = flight.pricing.payment.total;
  const perAdult = flight.pricing.payment.perPassenger.find((fare) => fare.type === "adult")?.fare;
  const headingId = `flight-${flight.direction}-${flight.code}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const numbers = flight.segments.map((segment) => segment.flightNumber).join(", ");
  return (
    <article className="flight" aria-labelledby={headingId} data-testid="flight">
      <div className="flight__main">
        <Heading className="flight__title" id={headingId}>
          <span className="flight__airline">
            <AirlineName name={airline.displayName} code={airline.code} />{" "}
            <span className="flight__numbers">{numbers}</span>
          </span>
        </Heading>
        <div className="flight__route">
          <p className="flight__end">
            <time className="flight__time" dateTime={first.departure}>
              {clockOf(first.departure)}
            </time>
            <span className="flight__airport" title={first.origin.name}>
              {first.origin.code}
            </span>
            <span className="flight__place">{first.origin.cityName}</span>
          </p>
          <p className="flight__middle">
            <span className="flight__duration">{formatDuration(flight.durationMinutes, localeTag)}</span>
            <span className="flight__stops">
              {flight.stop === 0 ? (
                <Trans>Non-stop</Trans>
              ) : (
                <Plural value={flight.stop} one="# stop" other="# stops" />
              )}
            </span>
          </p>
          <p className="flight__end">
            <time className="flight__time" dateTime={last.arrival}>
              {clockOf(last.arrival)}
              {later > 0 ? (
                <>
                  <sup className="flight__later" aria-hidden="true">
                    +{later}
                  </sup>
                  <span className="visually-hidden">
                    <Plural value={later} one="arrives # day later" other="arrives # days later" />
                  </span>
                </>
              ) : null}
            </time>
            <span className="flight__airport" title={last.destination.name}>
              {last.destination.code}
            </span>
            <span className="flight__place">{last.destination.cityName}</span>
          </p>
        </div>
        <ul className="flight__facts">
          <li>{formatFlightDate(first.departure, localeTag)}</li>
          {flight.segments.slice(1).map((segment, index) => {
            const before = flight.segments[index]!;
            const layover = formatDuration(minutesBetween(before.arrival, segment.departure), localeTag);
            const airport = `${before.destination.cityName} (${before.destination.code})`;
            return (
              <li key={segment.flightNumber}>
                <Trans>
                  Change planes in {airport}, {layover} layover
                </Trans>
              </li>
            );
          })}
          <li>
            <BaggageText
              checkedKg={flight.selectedBrand.checkedBaggageKg}
              cabinKg={flight.selectedBrand.cabinBaggageKg}
            />
          </li>
          <li>
            <CabinText cabin={flight.cabinType} /> · {flight.selectedBrand.name}
          </li>
        </ul>
      </div>
      <div className="flight__price">
        {perAdult ? (
          <p className="flight__per-person">
            <Trans>{formatMoney(perAdult.amount, perAdult.currency, localeTag)} per adult</Trans>
          </p>
        ) : null}
        <p className="flight__total">
          <span className="flight__amount" data-testid="flight-total">
            {formatMoney(total.amount, total.currency, localeTag)}
          </span>{" "}
          <span className="flight__party">
            <Plural value={passengers} one="total for # passenger" other="total for # passengers" />
          </span>
        </p>
        {action}
      </div>
    </article>
  );
}

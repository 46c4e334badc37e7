import { Trans } from "@lingui/react/macro";
import type { FlightSearchProblem } from "./flight-search-request";

/** What is wrong with the search and what to change; the search form above keeps the search. */
export function SearchProblemMessage({
  problem,
  origin,
  destination,
}: {
  problem: FlightSearchProblem;
  origin: string;
  destination: string;
}) {
  return (
    <p role="alert" className="notice notice--error" data-testid="flight-search-problem">
      <SearchProblemText problem={problem} origin={origin} destination={destination} />
    </p>
  );
}

function SearchProblemText({
  problem,
  origin,
  destination,
}: {
  problem: FlightSearchProblem;
  origin: string;
  destination: string;
}) {
  switch (problem.kind) {
    case "same-place":
      return <Trans>You are flying from and to {origin}. Please choose a different destination.</Trans>;
    case "departure-past":
      return <Trans>The departure date has already passed. Please choose a later date.</Trans>;
    case "return-before-departure":
      return <Trans>The return is before the departure. Please choose a later return date.</Trans>;
    case "too-far": {
      const limit = problem.limitDays;
      return <Trans>Flights can be booked at most {limit} days ahead. Please choose an earlier date.</Trans>;
    }
    case "bad-dates":
      return <Trans>These dates cannot be searched. Please choose the dates again.</Trans>;
    case "unknown-airport":
      return (
        <Trans>
          We do not fly from {origin} to {destination}: one of these airport codes is unknown. Please choose the
          airports from the list.
        </Trans>
      );
    case "unavailable":
      return <Trans>We could not search for flights right now. Please try again in a moment.</Trans>;
  }
}

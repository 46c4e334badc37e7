import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { FlightItem } from "~/../shared/contract/main-api/flight";
import { flightSearchEvent, viewFlightListEvent } from "~/lib/analytics/flight-search-events";
import { usePushOnce } from "~/lib/analytics/use-push-once";
import { useHydrated } from "~/lib/use-hydrated";
import { withParams } from "./flight-choice";
import { FlightCard } from "./flight-card";
import { FlightFilterPanel } from "./flight-filter-panel";
import {
  applyFlightFilters,
  FILTER_LIST_KEYS,
  flightFilterOptions,
  flightFiltersSchema,
  sortFlights,
} from "./flight-filters";
import { partySize, type ReadySearch } from "./flight-search-request";
import { RESULTS_ID } from "~/lib/skip-links";

/** Flights shown at first, and added by each "show more". */
const PAGE_SIZE = 20;

/** The URL's filters as the browser reads them (repeated list keys joined), invalid ones ignored. */
function useFilters() {
  const [searchParams] = useSearchParams();
  return useMemo(() => {
    const record: Record<string, string> = {};
    for (const [key, value] of searchParams) {
      if (!(key in record)) record[key] = value;
      else if ((FILTER_LIST_KEYS as readonly string[]).includes(key) && value) record[key] += `,${value}`;
    }
    const parsed = flightFiltersSchema.safeParse(record);
    return parsed.success ? parsed.data : {};
  }, [searchParams]);
}

export function FlightList({
  flights,
  direction,
  query,
  localeTag,
  mobile,
  searchID,
}: {
  flights: readonly FlightItem[];
  direction: "outbound" | "inbound";
  query: ReadySearch;
  localeTag: string;
  mobile: boolean;
  searchID: string;
}) {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const filters = useFilters();
  const hydrated = useHydrated();
  const [limit, setLimit] = useState(PAGE_SIZE);
  const showAll = searchParams.has("all");
  const shown = sortFlights(applyFlightFilters(flights, filters), filters.so);
  const listed = shown.slice(0, showAll ? undefined : limit);
  const passengers = partySize(query);
  usePushOnce(`${searchID}:${direction}`, () => {
    const first = flights[0]?.segments[0];
    const last = flights[0]?.segments.at(-1);
    return [
      ...(direction === "outbound"
        ? [
            flightSearchEvent({
              from: first?.origin.cityName ?? query.p_p,
              to: last?.destination.cityName ?? query.d_p,
              departDate: query.p_d,
              returnDate: query.d_d ?? null,
              passengers,
              cabin: query.fc,
              nonStop: filters.st?.length === 1 && filters.st[0] === "0",
            }),
          ]
        : []),
      ...(listed.length > 0 ? [viewFlightListEvent(listed, direction)] : []),
    ];
  });
  if (flights.length === 0) {
    return (
      <p className="notice" role="status" data-testid="no-flights">
        {direction === "outbound" ? (
          <Trans>No flights on this date. Try one of the days above, or change your search.</Trans>
        ) : (
          <Trans>No return flights on this date. Please change the return date.</Trans>
        )}
      </p>
    );
  }
  const select = (flight: FlightItem) =>
    direction === "outbound"
      ? withParams(searchParams, { ob: flight.code, obb: null, ib: null })
      : withParams(searchParams, { ib: flight.code });
  const listLabel = direction === "outbound" ? t`Outbound flights` : t`Return flights`;
  return (
    <div className="results">
      <FlightFilterPanel
        groups={flightFilterOptions(flights, filters)}
        filters={filters}
        localeTag={localeTag}
        phone={mobile}
      />
      <section id={RESULTS_ID} tabIndex={-1} className="results__list" aria-label={listLabel}>
        <p className="results__count" role="status">
          <Trans>
            {shown.length} of {flights.length} flights
          </Trans>
        </p>
        <p className="results__note">
          <Trans>Prices include taxes, VAT and fees.</Trans>
        </p>
        {shown.length === 0 ? (
          <p>
            <Trans>No flight matches these filters.</Trans>
          </p>
        ) : (
          listed.map((flight) => (
            <FlightCard
              key={flight.code}
              flight={flight}
              localeTag={localeTag}
              passengers={passengers}
              action={
                <Link
                  className="button button--primary"
                  to={select(flight)}
                  aria-describedby={`flight-${flight.direction}-${flight.code}`}
                  data-testid="select-flight"
                >
                  <Trans>Select</Trans>
                </Link>
              }
            />
          ))
        )}
        {!showAll && shown.length > limit ? (
          hydrated ? (
            <button type="button" className="button" onClick={() => setLimit((current) => current + PAGE_SIZE)}>
              <Trans>Show more flights</Trans>
            </button>
          ) : (
            <a className="button" href={withParams(searchParams, { all: "1" })}>
              <Trans>Show all flights</Trans>
            </a>
          )
        ) : null}
      </section>
    </div>
  );
}

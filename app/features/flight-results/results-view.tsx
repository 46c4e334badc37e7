import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { Await } from "react-router";
import type { ChoiceStep } from "./flight-choice";
import type { ChoiceData, FlightSearchOutcome } from "./flight-results.server";
import { partySize, type ReadySearch } from "./flight-search-request";
import { SearchProblemMessage } from "./search-problem-message";
import { BrandStep, OutboundSummary, type BasketProblem } from "./brand-step";
import { FlightList } from "./flight-list";

export function ResultsFallback() {
  const { t } = useLingui();
  return (
    <p role="alert" className="notice notice--error">
      {t`We could not search for flights right now. Please try again in a moment.`}
    </p>
  );
}

function Loading() {
  const { t } = useLingui();
  return <div className="flight-step flight-step--loading" role="status" aria-label={t`Loading fares…`} />;
}

/** The results area for the step the URL describes. */
export function FlightResultsView({
  outcome,
  step,
  choice,
  query,
  localeTag,
  mobile,
  basketProblem,
}: {
  outcome: FlightSearchOutcome;
  step: ChoiceStep;
  /** The brands of the flight being chosen and of the chosen outbound, when the step shows them. */
  choice: Promise<ChoiceData> | ChoiceData | null;
  query: ReadySearch;
  localeTag: string;
  mobile: boolean;
  basketProblem: BasketProblem | null;
}) {
  if (!outcome.ok) return <SearchProblemMessage problem={outcome.problem} origin={query.p_p} destination={query.d_p} />;
  const passengers = partySize(query);
  const roundTrip = query.d_d !== undefined;
  const common = { localeTag, passengers };
  switch (step.kind) {
    case "outbound-list":
      return (
        <FlightList
          flights={outcome.outbound}
          direction="outbound"
          query={query}
          localeTag={localeTag}
          mobile={mobile}
          searchID={outcome.searchID}
        />
      );
    case "inbound-list":
      return (
        <>
          <Suspense fallback={<Loading />}>
            <Await resolve={choice}>
              {(resolved) =>
                resolved?.outbound ? (
                  <OutboundSummary outcome={resolved.outbound} brand={step.outboundBrand} {...common} />
                ) : null
              }
            </Await>
          </Suspense>
          <h2 className="flight-step__title">
            <Trans>Choose your return flight</Trans>
          </h2>
          <FlightList
            flights={outcome.inbound}
            direction="inbound"
            query={query}
            localeTag={localeTag}
            mobile={mobile}
            searchID={outcome.searchID}
          />
        </>
      );
    case "outbound-brand":
    case "inbound-brand":
      return (
        <Suspense fallback={<Loading />}>
          <Await resolve={choice}>
            {(resolved) =>
              resolved?.brands ? (
                <>
                  {step.kind === "inbound-brand" && resolved.outbound ? (
                    <OutboundSummary outcome={resolved.outbound} brand={step.outboundBrand} {...common} />
                  ) : null}
                  <BrandStep
                    outcome={resolved.brands}
                    step={step}
                    searchID={outcome.searchID}
                    outboundOutcome={resolved.outbound}
                    roundTrip={roundTrip}
                    basketProblem={basketProblem}
                    {...common}
                  />
                </>
              ) : null
            }
          </Await>
        </Suspense>
      );
  }
}

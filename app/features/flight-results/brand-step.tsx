import { Trans, useLingui } from "@lingui/react/macro";
import { VatIncluded } from "~/components/vat-included";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useNavigationType, useSearchParams } from "react-router";
import { addFlightsToCartEvent, viewFlightEvent } from "~/lib/analytics/flight-search-events";
import { pushDataLayer } from "~/lib/analytics/data-layer";
import { usePushOnce } from "~/lib/analytics/use-push-once";
import { formatMoney } from "~/lib/currency";
import { NO_SCRIPT_PARAM } from "~/lib/no-script";
import { useHydrated } from "~/lib/use-hydrated";
import { BrandChoice } from "./brand-choice";
import { type ChoiceStep, withParams } from "./flight-choice";
import { FlightCard } from "./flight-card";
import type { BrandsOutcome, FlightBrand } from "./flight-results.server";
import { RESULTS_ID } from "~/lib/skip-links";

/** Why the basket refused the flights (the action's answer). */
export type BasketProblem = "gone" | "expired" | "unavailable";

/** A heading that takes focus when it appears after a choice, so keyboard and screen reader users follow. */
function StepHeading({ children, id }: { children: ReactNode; id: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();
  // Back or forward keeps the page where the browser (or the return from the checkout) puts it.
  const returning = useNavigationType() === "POP";
  useEffect(() => {
    if (hydrated) ref.current?.focus({ preventScroll: returning });
  }, [hydrated, returning]);
  return (
    <h2 className="flight-step__title" id={id} tabIndex={-1} ref={ref}>
      {children}
    </h2>
  );
}

/** Brands or the flight itself could not be read: say why and go back to the list. */
function BrandsProblem({ reason, back }: { reason: "gone" | "expired" | "unavailable"; back: string }) {
  return (
    <div role="alert" className="notice notice--error" data-testid="flight-gone">
      <p>
        {reason === "gone" ? (
          <Trans>This flight is no longer available with enough seats. Please choose another flight.</Trans>
        ) : reason === "expired" ? (
          <Trans>These search results have expired. Please look at the flights again.</Trans>
        ) : (
          <Trans>We could not load the fares of this flight right now. Please try again in a moment.</Trans>
        )}
      </p>
      <Link className="button" to={back}>
        <Trans>Back to the flights</Trans>
      </Link>
    </div>
  );
}

/** The chosen outbound at the top of the return step, with its brand, and a way to change it. */
export function OutboundSummary({
  outcome,
  brand,
  localeTag,
  passengers,
}: {
  outcome: BrandsOutcome;
  brand: string;
  localeTag: string;
  passengers: number;
}) {
  const [searchParams] = useSearchParams();
  const change = withParams(searchParams, { ob: null, obb: null, ib: null });
  if (!outcome.ok) return <BrandsProblem reason={outcome.reason} back={change} />;
  const chosen = outcome.brands.find((candidate) => candidate.code === brand);
  if (!chosen) return <BrandsProblem reason="gone" back={withParams(searchParams, { obb: null, ib: null })} />;
  const total = formatMoney(chosen.total.amount, chosen.total.currency, localeTag);
  const brandName = chosen.name;
  return (
    <section className="flight-chosen" aria-labelledby="flight-chosen-outbound">
      <h2 id="flight-chosen-outbound" className="flight-chosen__title">
        <Trans>Your outbound flight</Trans>
      </h2>
      <FlightCard
        flight={outcome.flight}
        localeTag={localeTag}
        passengers={passengers}
        headingLevel={3}
        action={
          <>
            <p className="flight-chosen__brand">
              <Trans>
                {brandName} fare: {total}
              </Trans>
            </p>
            <Link className="button" to={change} data-testid="change-outbound">
              <Trans>Change outbound flight</Trans>
            </Link>
          </>
        }
      />
    </section>
  );
}

/** The hidden fields that carry the rest of the URL through a GET form. */
function KeptParams({ drop }: { drop: readonly string[] }) {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const kept = [...searchParams].filter(([key]) => !drop.includes(key) && key !== NO_SCRIPT_PARAM);
  return (
    <>
      {kept.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      {hydrated && !searchParams.has(NO_SCRIPT_PARAM) ? null : <input type="hidden" name={NO_SCRIPT_PARAM} value="1" />}
    </>
  );
}

function SubmitButton({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <button type="submit" className="button button--primary flight-step__submit" disabled={busy} aria-disabled={busy}>
      {children}
    </button>
  );
}

/**
 * The fare brands of the chosen flight: its card, the brands side by side, their rules, and the
 * next step (round trip outbound: the return list through a GET form; otherwise the basket).
 */
export function BrandStep({
  outcome,
  step,
  searchID,
  outboundOutcome,
  localeTag,
  passengers,
  roundTrip,
  basketProblem,
}: {
  outcome: BrandsOutcome;
  step: Extract<ChoiceStep, { kind: "outbound-brand" | "inbound-brand" }>;
  searchID: string;
  outboundOutcome: BrandsOutcome | null;
  localeTag: string;
  passengers: number;
  roundTrip: boolean;
  basketProblem: BasketProblem | null;
}) {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const inbound = step.kind === "inbound-brand";
  const back = inbound
    ? withParams(searchParams, { ib: null })
    : withParams(searchParams, { ob: null, obb: null, ib: null });
  const outboundBrand =
    inbound && outboundOutcome?.ok
      ? outboundOutcome.brands.find((brand) => brand.code === step.outboundBrand)
      : undefined;
  const initial = inbound ? null : step.brand;
  const ready = outcome.ok ? outcome : null;
  const [chosen, setChosen] = useState<FlightBrand | null>(
    ready ? (ready.brands.find((brand) => brand.code === initial) ?? ready.brands[0]!) : null,
  );
  usePushOnce(ready ? `${searchID}:brands:${ready.flight.code}` : null, () =>
    ready ? [viewFlightEvent(ready.flight)] : [],
  );
  if (!ready) return <BrandsProblem reason={outcome.ok ? "unavailable" : outcome.reason} back={back} />;
  if (inbound && !outboundBrand) {
    return <BrandsProblem reason="gone" back={withParams(searchParams, { obb: null, ib: null })} />;
  }
  const toReturnList = roundTrip && !inbound;
  const bothTotal = (chosen?.total.amount ?? 0) + (outboundBrand?.total.amount ?? 0);
  const pushCart = () => {
    if (!chosen) return;
    const lines = [
      ...(inbound && outboundOutcome?.ok && outboundBrand
        ? [{ flight: outboundOutcome.flight, brand: { code: outboundBrand.code, total: outboundBrand.total.amount } }]
        : []),
      { flight: ready.flight, brand: { code: chosen.code, total: chosen.total.amount } },
    ];
    pushDataLayer(addFlightsToCartEvent(lines));
  };
  const choice = (
    <BrandChoice
      name={toReturnList ? "obb" : inbound ? "inboundBrand" : "outboundBrand"}
      brands={ready.brands}
      rules={ready.rules}
      initial={initial}
      localeTag={localeTag}
      legend={t`Fares for this flight`}
      onChoose={setChosen}
    />
  );
  return (
    <section id={RESULTS_ID} tabIndex={-1} className="flight-step" aria-labelledby="flight-step-title">
      <StepHeading id="flight-step-title">
        {inbound ? <Trans>Choose the fare of your return flight</Trans> : <Trans>Choose your fare</Trans>}
      </StepHeading>
      <FlightCard
        flight={ready.flight}
        localeTag={localeTag}
        passengers={passengers}
        headingLevel={3}
        action={
          <Link className="button" to={back} data-testid="change-flight">
            <Trans>Change flight</Trans>
          </Link>
        }
      />
      {basketProblem ? <BasketProblemMessage problem={basketProblem} /> : null}
      {toReturnList ? (
        <Form method="get" className="flight-step__form">
          {/* Time windows and the price limit were the outbound's; stops, airlines, bags and the sort carry over. */}
          <KeptParams drop={["obb", "ib", "dtw", "atw", "pmax", "all"]} />
          {choice}
          <SubmitButton>
            <Trans>Choose your return flight</Trans>
          </SubmitButton>
        </Form>
      ) : (
        <Form method="post" className="flight-step__form" onSubmit={pushCart}>
          <input type="hidden" name="searchId" value={searchID} />
          <input type="hidden" name="outbound" value={step.outbound} />
          {inbound ? (
            <>
              <input type="hidden" name="outboundBrand" value={step.outboundBrand} />
              <input type="hidden" name="inbound" value={step.inbound} />
            </>
          ) : null}
          {choice}
          {inbound && chosen ? (
            <p className="flight-step__total">
              <Trans>Total for both flights: {formatMoney(bothTotal, "TRY", localeTag)}</Trans> <VatIncluded />
            </p>
          ) : null}
          <SubmitButton>
            <Trans>Continue to passenger details</Trans>
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}

function BasketProblemMessage({ problem }: { problem: BasketProblem }) {
  const [searchParams] = useSearchParams();
  const restart = withParams(searchParams, { ob: null, obb: null, ib: null });
  return (
    <div role="alert" className="notice notice--error" data-testid="basket-problem">
      <p>
        {problem === "gone" ? (
          <Trans>Sorry, this fare has just sold out or changed. Please choose your flight again.</Trans>
        ) : problem === "expired" ? (
          <Trans>These search results have expired. Please search again to see current fares.</Trans>
        ) : (
          <Trans>We could not add the flight to your basket right now. Please try again in a moment.</Trans>
        )}
      </p>
      <Link className="button" to={restart}>
        <Trans>Back to the search results</Trans>
      </Link>
    </div>
  );
}

import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { isbot } from "isbot";
import { type ReactNode, Suspense, useEffect, useMemo, useState } from "react";
import {
  Await,
  data,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useSearchParams,
} from "react-router";
import { PageShell } from "~/components/page-shell";
import { MetaDescription } from "~/features/content-pages/page-parts";
import { carSearchEvent, searchSettingsUpdateEvent, viewCarListEvent } from "~/lib/analytics/car-search-events";
import { pushDataLayer } from "~/lib/analytics/data-layer";
import { usePushOnce } from "~/lib/analytics/use-push-once";
import {
  DEFAULT_DRIVER_AGE,
  dropoffPoint,
  LIST_KEYS,
  readCarSearchQuery,
  searchRecord,
} from "~/features/car-search/car-search-query";
import { carSearchQuerySchema } from "~/features/car-search/car-search-query-schema.server";
import { FilterPanel } from "~/features/car-search/filter-panel";
import { activeFilters, applyFilters, filterOptions, sortOffers } from "~/features/car-search/filters";
import { OfferCard } from "~/features/car-search/offer-card";
import { compactSummary } from "~/features/car-search/compact-summary";
import { canonicalSearch } from "~/features/car-search/canonical-search.server";
import { loadLocationOverrides } from "~/features/car-search/location-overrides.server";
import { SearchForm } from "~/features/car-search/search-form";
import { type SearchReport, searchReport } from "~/features/car-search/search-report";
import { SearchSettings } from "~/features/car-search/search-settings";
import { carSearchBody, isSearchable, keptEntries, KEPT_KEYS } from "~/features/car-search/search-request";
import { PageAddressLinks } from "~/components/page-address-links";
import { type SearchProblem, searchProblem } from "~/features/car-search/search-problem";
import { currencyFor } from "~/lib/currency";
import { formatDashedDate, formatPoint } from "~/lib/format";
import { NO_SCRIPT_PARAM, withNoScript } from "~/lib/no-script";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { type ListOffer, listOffer } from "~/lib/list-offer";
import { decodeOfferList, encodeOfferList, ListCodecError } from "~/features/car-search/list-codec";
import { ageCookieFor } from "~/lib/age-preference";
import { previousPage } from "~/lib/previous-page";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocale } from "~/lib/use-locale";
import { useRootData } from "~/lib/use-root-data";
import { parseQuery } from "~/lib/validate-request.server";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import type { Route } from "./+types/car-search";
import { logUpstreamError } from "~/lib/upstream-error-messages";
import { shopToday } from "~/lib/dates";
import offersStylesheet from "~/styles/offers.css?url";
import phoneStylesheet from "~/styles/results-phone.css?url";
import { RESULTS_ID } from "~/lib/skip-links";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: phoneStylesheet },
  { rel: "stylesheet", href: offersStylesheet },
];

/** Cars shown at first, and added by each "show more". */
const PAGE_SIZE = 30;
/** Result cards whose pictures load eagerly with high priority: what the first screen shows. */
const FIRST_SCREEN_OFFERS = 3;

const withAll = (params: URLSearchParams) => {
  const next = new URLSearchParams(params);
  next.set("all", "1");
  return next.toString();
};

/**
 * What the page gets of a search: the offers as the list reads them, encoded (list-codec.ts,
 * docs/decisions/0021-slim-results.md); the product page reads a whole offer by its code.
 */
type SearchOutcome = { ok: true; searchID: string; offers: string } | { ok: false; problem: SearchProblem };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale: formLocale } = context.get(requestInfoContext);
  const canonical = await canonicalSearch(new URL(request.url), (text) =>
    context.get(upstreamsContext).maps.autocomplete(text, formLocale),
  );
  if (typeof canonical === "string") throw redirect(canonical);
  const query = parseQuery(request, carSearchQuerySchema, { lists: LIST_KEYS });
  const { locale, country, requestId } = context.get(requestInfoContext);
  const currency = currencyFor(request, locale);
  // The search is not awaited: the page shell streams first, the results when they arrive.
  const results: Promise<SearchOutcome> | null = isSearchable(query)
    ? (query.pid || query.did ? loadLocationOverrides(context) : Promise.resolve(undefined))
        .then((overrides) =>
          context
            .get(upstreamsContext)
            .mainApi.searchCars(carSearchBody(query, { currency, language: locale, country }, overrides)),
        )
        .then((response): SearchOutcome => ({
          ok: true,
          searchID: response.searchID,
          offers: encodeOfferList(response.results.map(listOffer)),
        }))
        .catch((error: unknown): SearchOutcome => {
          const problem = searchProblem(error, { age: query.a });
          // What the page cannot explain goes to the log; the visitor gets "try again" in their language.
          if (problem.kind === "unavailable") logUpstreamError(requestId, "car search", error);
          return { ok: false, problem };
        })
    : null;
  // Crawlers and browsers without JavaScript cannot reveal a streamed part: they get it inline.
  const inline =
    isbot(request.headers.get("user-agent") ?? "") || new URL(request.url).searchParams.has(NO_SCRIPT_PARAM);
  // The chosen places, for the summary, the form (coordinates alone say little) and analytics.
  const maps = context.get(upstreamsContext).maps;
  const placeOf = async (placeId: string | undefined) =>
    placeId
      ? maps.geocode(placeId, locale).then(
          (place) => place,
          () => null,
        )
      : null;
  const [pickupPlace, dropoffPlace] = await Promise.all([placeOf(query.pid), placeOf(query.did)]);
  // A search that names the driver's age makes it the visitor's preference for the next form.
  const searchedAge = new URL(request.url).searchParams.has("a") && query.p_p ? query.a : undefined;
  const remembered = searchedAge === undefined ? undefined : ageCookieFor(request, searchedAge);
  const headers = remembered === undefined ? undefined : { "Set-Cookie": remembered };
  return data(
    {
      query,
      pickupName: pickupPlace?.name ?? null,
      dropoffName: dropoffPlace?.name ?? null,
      pickupCountry: pickupPlace?.countryCode ?? null,
      unresolvedPlace: canonical?.unresolved ?? null,
      today: shopToday(),
      dropoff: dropoffPoint(query),
      currency,
      country,
      results: inline && results ? await results : results,
    },
    { headers },
  );
}

/** Filters and sorting change the URL but not the cars found: no new search for them. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  // The place ids too: they name the places in the summary and the form.
  const changed = KEPT_KEYS.some((key) => currentUrl.searchParams.get(key) !== nextUrl.searchParams.get(key));
  return changed ? defaultShouldRevalidate : false;
}

function ResultsSkeleton() {
  const { t } = useLingui();
  const location = useLocation();
  return (
    <div id={RESULTS_ID} tabIndex={-1} className="results__skeleton" role="status" aria-label={t`Searching for cars…`}>
      <noscript>
        <a href={withNoScript(`${location.pathname}${location.search}`)}>
          <Trans>Show results</Trans>
        </a>
      </noscript>
      {[0, 1, 2].map((index) => (
        <div key={index} className="skeleton-card" aria-hidden="true" />
      ))}
    </div>
  );
}

function SearchFailure({ problem }: { problem: SearchProblem }) {
  const locale = useLocale();
  if (problem.kind === "pickup-unserved" || problem.kind === "dropoff-unserved") {
    return (
      <div
        role="alertdialog"
        aria-modal="false"
        aria-labelledby="location-error-title"
        className="notice notice--error"
      >
        <h2 id="location-error-title">
          <Trans>Pickup and return locations</Trans>
        </h2>
        <p>
          {problem.kind === "dropoff-unserved" ? (
            <Trans>There is no rental office near the return location you chose.</Trans>
          ) : (
            <Trans>There is no rental office near the pickup location you chose.</Trans>
          )}
        </p>
        <Link className="button button--primary" to={hrefFor("car-home", locale)} replace>
          <Trans>OK</Trans>
        </Link>
      </div>
    );
  }
  return (
    <p role="alert" className="notice notice--error">
      <SearchProblemText problem={problem} />
    </p>
  );
}

/** What is wrong with the search, and what to change (the form above keeps the search). */
function SearchProblemText({
  problem,
}: {
  problem: Exclude<SearchProblem, { kind: "pickup-unserved" | "dropoff-unserved" }>;
}) {
  if (problem.kind === "driver-age") {
    const { age, minimumAge } = problem;
    return (
      <Trans>
        No rental company here rents cars to drivers aged {age}. Cars can be rented from the age of {minimumAge}.
      </Trans>
    );
  }
  if (problem.kind === "unavailable") {
    return <Trans>We could not search for cars right now. Please try again in a moment.</Trans>;
  }
  const limit = problem.limitDays;
  switch (problem.reason) {
    case "pickup_in_past":
      return <Trans>The pickup date and time have already passed. Please choose a later pickup.</Trans>;
    case "return_before_pickup":
      return <Trans>The return must be after the pickup. Please choose a later return date or time.</Trans>;
    case "pickup_too_far_ahead":
      return <Trans>Cars can be booked at most {limit} days ahead. Please choose an earlier pickup date.</Trans>;
    case "rental_too_long":
      return <Trans>A rental can last at most {limit} days. Please choose an earlier return date.</Trans>;
    case "malformed":
      return <Trans>These dates cannot be searched. Please choose the pickup and return dates again.</Trans>;
  }
}

/** Reports a search once its results show in the browser (spec section 7); filter changes do not. */
function ReportSearch({
  searchID,
  report,
  offers,
}: {
  searchID: string;
  report: SearchReport | null;
  offers: readonly ListOffer[];
}) {
  usePushOnce(searchID, () => [
    ...(report ? [carSearchEvent(report, new Date())] : []),
    ...(offers.length > 0 ? [viewCarListEvent(offers)] : []),
  ]);
  return null;
}

function Results({
  outcome,
  currency,
  country,
  mobile,
  report,
  bar,
}: {
  outcome: SearchOutcome;
  currency: string;
  country: string;
  mobile: boolean;
  report: SearchReport | null;
  /** On phones: the search in one line, at the start of the sticky bar with sorting and filters. */
  bar: ReactNode;
}) {
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const query = useMemo(() => readCarSearchQuery(searchRecord(searchParams)), [searchParams]);
  const { t } = useLingui();
  const hydrated = useHydrated();
  // A long list is shown in pages: lighter pages on phones; `all` (without JavaScript) shows every car.
  const [limit, setLimit] = useState(PAGE_SIZE);
  const showAll = searchParams.has("all");
  const offers = useMemo(() => {
    if (!outcome.ok) return null;
    try {
      return decodeOfferList(outcome.offers);
    } catch (error) {
      // A list this build cannot read (never a wrong card): the visitor is asked to try again.
      if (error instanceof ListCodecError) return null;
      throw error;
    }
  }, [outcome]);
  if (!outcome.ok || offers === null)
    return (
      <>
        {bar ? <div className="results-bar">{bar}</div> : null}
        <SearchFailure problem={outcome.ok ? { kind: "unavailable" } : outcome.problem} />
      </>
    );
  const parsed = query ?? { a: DEFAULT_DRIVER_AGE };
  const active = activeFilters(parsed, country, currency);
  const shown = sortOffers(applyFilters(offers, active), parsed.sb);
  const groups = filterOptions(offers, active, country, currency);
  const visible = shown.length;
  const listed = shown.slice(0, showAll ? undefined : limit);
  const localeTag = LOCALE_TAGS[locale];
  const detail = (offer: ListOffer) =>
    `${hrefFor("detail", locale)}?${new URLSearchParams({ code: offer.code, searchId: outcome.searchID })}`;
  return (
    <div className={mobile ? "results results--phone" : "results"}>
      <ReportSearch searchID={outcome.searchID} report={report} offers={listed} />
      {mobile ? (
        <div className="results-bar">
          {bar}
          <FilterPanel groups={groups} currency={currency} localeTag={localeTag} phone />
        </div>
      ) : (
        <FilterPanel groups={groups} currency={currency} localeTag={localeTag} phone={false} />
      )}
      <section id={RESULTS_ID} tabIndex={-1} className="results__list" aria-label={t`Cars`}>
        <p className="results__count" role="status">
          <Plural value={offers.length} one={`${visible} of # car`} other={`${visible} of # cars`} />
        </p>
        <p className="results__note">
          <Trans>Prices include VAT and the service fee.</Trans>
        </p>
        {shown.length === 0 ? (
          <p>
            <Trans>No car matches these filters.</Trans>
          </p>
        ) : (
          listed.map((offer, index) => (
            <OfferCard
              key={offer.code}
              offer={offer}
              detailHref={detail(offer)}
              localeTag={localeTag}
              priority={index < FIRST_SCREEN_OFFERS}
            />
          ))
        )}
        {!showAll && shown.length > limit ? (
          hydrated ? (
            <button type="button" className="button" onClick={() => setLimit((current) => current + PAGE_SIZE)}>
              <Trans>Show more cars</Trans>
            </button>
          ) : (
            <a className="button" href={`?${withAll(searchParams)}`}>
              <Trans>Show all cars</Trans>
            </a>
          )
        ) : null}
      </section>
    </div>
  );
}

export default function CarSearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { query, dropoff, results, currency, country, unresolvedPlace, today, pickupName, dropoffName, pickupCountry } =
    loaderData;
  const formValues = {
    ...(query.p_p && query.pid
      ? { pickup: { text: pickupName ?? "", point: `${query.p_p.lat},${query.p_p.lon}`, placeId: query.pid } }
      : {}),
    ...(query.d_p && query.did
      ? { dropoff: { text: dropoffName ?? "", point: `${query.d_p.lat},${query.d_p.lon}`, placeId: query.did } }
      : {}),
    ...(query.p_d ? { pickupDate: query.p_d } : {}),
    ...(query.d_d ? { dropoffDate: query.d_d } : {}),
    ...(query.p_t ? { pickupTime: query.p_t } : {}),
    ...(query.d_t ? { dropoffTime: query.d_t } : {}),
    // The age searched (21 when the URL names none); an empty search page starts from the 30–65 range.
    ...(query.p_p ? { age: query.a } : {}),
  };
  const report = searchReport(query, { pickupName, dropoffName, pickupCountry });
  const mobile = useMobile();
  // On phones the results come first: the search folds into a line of the sticky bar.
  const phoneBar = mobile && Boolean(query.p_p);
  const settings = (
    <SearchSettings
      action={hrefFor("car-search", locale)}
      today={today}
      values={formValues}
      onSearch={({ age }) => pushDataLayer(searchSettingsUpdateEvent({ countryCode: country, age }))}
      summary={
        phoneBar
          ? compactSummary(
              {
                pickupId: query.pid,
                pickupName,
                dropoffId: query.did,
                dropoffName,
                pickupDate: query.p_d,
                dropoffDate: query.d_d,
                age: query.a,
              },
              locale,
            )
          : undefined
      }
    />
  );
  const { key } = useLocation();
  const [searchParams] = useSearchParams();
  // Back from a car's page the list starts at the top (spec section 2), not where it was left.
  useEffect(() => {
    if (previousPage() === "detail") window.scrollTo({ top: 0 });
  }, [key]);
  return (
    <PageShell
      title={t`Car rental search`}
      lead={query.p_p ? undefined : t`Choose where and when you want to pick up the car to see the offers.`}
    >
      <MetaDescription
        content={t`Compare car rental offers from trusted companies side by side: prices, cars, conditions and reviews, then book online.`}
      />
      {/* One address per search: filters and sorting are views of it. */}
      <PageAddressLinks page="car-search" query={new URLSearchParams(keptEntries(searchParams)).toString()} />
      {query.p_p && !phoneBar ? (
        <dl className="summary" aria-label={t`Your search`}>
          <dt>
            <Trans>Pickup</Trans>
          </dt>
          <dd>
            {pickupName ?? formatPoint(query.p_p, locale)}
            {query.p_d ? ` · ${formatDashedDate(query.p_d, locale)}` : ""}
            {query.p_t ? ` · ${query.p_t}` : ""}
          </dd>
          <dt>
            <Trans>Return</Trans>
          </dt>
          <dd>
            {query.d_p
              ? (dropoffName ?? formatPoint(query.d_p, locale))
              : (pickupName ?? (dropoff ? formatPoint(dropoff, locale) : ""))}
            {query.d_d ? ` · ${formatDashedDate(query.d_d, locale)}` : ""}
            {query.d_t ? ` · ${query.d_t}` : ""}
          </dd>
          <dt>
            <Trans>Driver age</Trans>
          </dt>
          <dd>{query.a}</dd>
        </dl>
      ) : null}
      {unresolvedPlace ? (
        <p role="alert" className="notice notice--error">
          <Trans>We could not find “{unresolvedPlace}”. Please choose a place from the suggestions.</Trans>
        </p>
      ) : null}
      {results ? (
        <>
          {phoneBar ? null : settings}
          <Suspense
            fallback={
              <>
                {phoneBar ? <div className="results-bar">{settings}</div> : null}
                <ResultsSkeleton />
              </>
            }
          >
            <Await
              resolve={results}
              errorElement={
                <>
                  {phoneBar ? <div className="results-bar">{settings}</div> : null}
                  <SearchFailure problem={{ kind: "unavailable" }} />
                </>
              }
            >
              {(outcome) => (
                <Results
                  outcome={outcome}
                  currency={currency}
                  country={country}
                  mobile={mobile}
                  report={report}
                  bar={phoneBar ? settings : null}
                />
              )}
            </Await>
          </Suspense>
        </>
      ) : (
        <SearchForm action={hrefFor("car-search", locale)} today={today} values={formValues} />
      )}
    </PageShell>
  );
}

/** The device class the root loader detected (mobile gets the collapsible filter sheet). */
function useMobile(): boolean {
  return useRootData()?.device === "mobile";
}

import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { isbot } from "isbot";
import { Suspense } from "react";
import { Await, data, Link, redirect, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/page-shell";
import { putFlightsInBasket } from "~/features/checkout/flight-basket.server";
import { FlightSearchForm } from "~/features/flight-search/flight-search-form";
import { readFlightSearch } from "~/features/flight-search/flight-search-query";
import { loadFormAirports } from "~/features/flight-search/form-airports.server";
import { choiceStep, flightChoiceSchema, withParams } from "~/features/flight-results/flight-choice";
import { FILTER_KEYS, FILTER_LIST_KEYS, flightFiltersSchema } from "~/features/flight-results/flight-filters";
import {
  brandsOutcome,
  type ChoiceData,
  searchOutcome,
  stripOutcome,
} from "~/features/flight-results/flight-results.server";
import {
  isReady,
  partySize,
  type ReadySearch,
  searchProblemBefore,
  stripDates,
} from "~/features/flight-results/flight-search-request";
import { DateStrip, DateStripSkeleton } from "~/features/flight-results/date-strip";
import type { BasketProblem } from "~/features/flight-results/brand-step";
import { FlightResultsView, ResultsFallback } from "~/features/flight-results/results-view";
import { SearchProblemMessage } from "~/features/flight-results/search-problem-message";
import { parseSubmission } from "~/lib/forms/submission";
import { useTopAfterFlightCheckout } from "~/lib/flight-checkout-return";
import { formatDashedDate } from "~/lib/format";
import { shopToday } from "~/lib/dates";
import { NO_SCRIPT_PARAM, withNoScript } from "~/lib/no-script";
import { orderCookie } from "~/lib/order-cookie";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { isUpstreamError, mainApiCode } from "~/lib/upstream-error";
import { logUpstreamError } from "~/lib/upstream-error-messages";
import { useLocale } from "~/lib/use-locale";
import { useRootData } from "~/lib/use-root-data";
import { parseQuery } from "~/lib/validate-request.server";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/flight-results.css?url";
import phoneStylesheet from "~/styles/results-phone.css?url";
import type { Route } from "./+types/flight-search";
import { RESULTS_ID } from "~/lib/skip-links";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // The filter and sort sheets on phones.
  { rel: "stylesheet", href: phoneStylesheet },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Filters are applied while rendering (in the browser too); a malformed one is a 400 here.
  const filters = parseQuery(request, flightFiltersSchema, { lists: FILTER_LIST_KEYS });
  const choice = parseQuery(request, flightChoiceSchema);
  const today = shopToday();
  // The search keys with the form's rules: what is wrong shows on the form's fields, in the visitor's language.
  const reading = readFlightSearch(url.searchParams, today);
  const ready = reading.status === "ready" ? reading.search : null;
  const airports = await loadFormAirports(context, ready ? [ready.p_p, ready.d_p] : []);
  const form = {
    airports,
    today,
    initial: ready ? { ...ready, nonStop: filters.st?.length === 1 && filters.st[0] === "0" } : {},
    reply: reading.status === "invalid" ? reading.reply : undefined,
  };
  // A search URL that breaks the form's rules is a 400, shown as the form with its messages.
  if (reading.status === "invalid") return data({ state: "invalid" as const, form }, { status: 400 });
  if (!ready || !isReady(ready)) return { state: "prompt" as const, form };
  const query = ready;
  const problem = searchProblemBefore(query, today);
  if (problem) return { state: "problem" as const, form, query, problem };
  const { requestId } = context.get(requestInfoContext);
  const api = context.get(upstreamsContext).mainApi;
  // Nothing is awaited: the shell streams first, then the results, the fares and the date strip.
  const search = searchOutcome(api, query, (error) => logUpstreamError(requestId, "flight search", error));
  const step = choiceStep(choice, query.d_d !== undefined);
  const choiceData: Promise<ChoiceData> | null =
    step.kind === "outbound-list"
      ? null
      : Promise.all([
          step.kind === "outbound-brand" || step.kind === "inbound-brand"
            ? brandsOutcome(
                api,
                search,
                step.kind === "inbound-brand" ? step.inbound : step.outbound,
                step.kind === "inbound-brand" ? "inbound" : "outbound",
              )
            : null,
          step.kind === "inbound-list" || step.kind === "inbound-brand"
            ? brandsOutcome(api, search, step.outbound, "outbound")
            : null,
        ]).then(([brands, outbound]) => ({ brands, outbound }));
  // The strip only on the first list: it leads to other days, not to the fare of a chosen flight.
  const strip = step.kind === "outbound-list" ? stripOutcome(api, query, stripDates(query, today), search) : null;
  // Crawlers and browsers without JavaScript cannot reveal a streamed part: they get it inline.
  const inline = isbot(request.headers.get("user-agent") ?? "") || url.searchParams.has(NO_SCRIPT_PARAM);
  return {
    state: "search" as const,
    form,
    query,
    step,
    results: inline ? await search : search,
    choice: inline ? await choiceData : choiceData,
    strip: inline ? await strip : strip,
  };
}

const flightCode = z.string().regex(/^[A-Za-z0-9]{1,64}$/, { message: "required" });
const brandCode = z.string().regex(/^[A-Z0-9_]{1,32}$/, { message: "required" });
const basketForm = z
  .object({
    searchId: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, { message: "required" }),
    outbound: flightCode,
    outboundBrand: brandCode,
    inbound: flightCode.optional(),
    inboundBrand: brandCode.optional(),
  })
  .refine((form) => (form.inbound === undefined) === (form.inboundBrand === undefined), {
    path: ["inboundBrand"],
    message: "required",
  });
const BASKET_MESSAGES = { required: msg`Please choose a fare.` };

/** The chosen flight(s) in their brands go into the basket (an order in TRY), then the checkout opens. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), basketForm, BASKET_MESSAGES, "required");
  if (submission.status !== "success") throw data(null, { status: 400 });
  const form = submission.value;
  const { locale, requestId } = context.get(requestInfoContext);
  const wanted = [
    { code: form.outbound, searchID: form.searchId, brand: form.outboundBrand },
    ...(form.inbound && form.inboundBrand
      ? [{ code: form.inbound, searchID: form.searchId, brand: form.inboundBrand }]
      : []),
  ];
  try {
    const order = await putFlightsInBasket(request, context, wanted);
    return redirect(`${hrefFor("checkout-flight", locale)}?${new URLSearchParams({ orderId: order.id })}`, {
      headers: { "Set-Cookie": orderCookie(order.id) },
    });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const code = mainApiCode(error);
    const basketProblem: BasketProblem =
      code === 3306 ? "expired" : code === 2104 || code === 3305 || code === 3307 ? "gone" : "unavailable";
    if (basketProblem === "unavailable") logUpstreamError(requestId, "flight basket", error);
    return data({ basketProblem }, { status: basketProblem === "unavailable" ? 503 : 409 });
  }
}

/** Filters and sorting change the URL but not the flights found: no new search for them. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname || (formMethod && formMethod.toUpperCase() !== "GET"))
    return defaultShouldRevalidate;
  const filterKeys = new Set<string>(FILTER_KEYS);
  const rest = (url: URL) =>
    [...url.searchParams]
      .filter(([key]) => !filterKeys.has(key))
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join("&");
  return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
}

/** Result pages are per visitor and search: never indexed. */
export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

function ResultsSkeleton() {
  const { t } = useLingui();
  const location = useLocation();
  return (
    <div
      id={RESULTS_ID}
      tabIndex={-1}
      className="results__skeleton"
      role="status"
      aria-label={t`Searching for flights…`}
    >
      <noscript>
        <a href={withNoScript(`${location.pathname}${location.search}`)}>
          <Trans>Show flights</Trans>
        </a>
      </noscript>
      {[0, 1, 2].map((index) => (
        <div key={index} className="skeleton-card" aria-hidden="true" />
      ))}
    </div>
  );
}

/** "IST → AYT · 16 Dec – 21 Dec · 4 passengers": the search in one line. */
function SearchLine({ query }: { query: ReadySearch }) {
  const locale = useLocale();
  const dates = [query.p_d, query.d_d]
    .flatMap((date) => (date === undefined ? [] : [formatDashedDate(date, locale)]))
    .join(" – ");
  const passengers = partySize(query);
  return (
    <>
      {query.p_p} → {query.d_p} · {dates} · <Plural value={passengers} one="# passenger" other="# passengers" />
    </>
  );
}

export default function FlightSearchPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const localeTag = LOCALE_TAGS[locale];
  const location = useLocation();
  useTopAfterFlightCheckout(location.key);
  const mobile = useRootData()?.device === "mobile";
  const changeSearch = (
    <Link to={hrefFor("flight-home", locale)}>
      <Trans>Change your search</Trans>
    </Link>
  );
  const searchForm = (
    <FlightSearchForm
      airports={loaderData.form.airports}
      today={loaderData.form.today}
      initial={loaderData.form.initial}
      reply={loaderData.form.reply}
    />
  );
  return (
    <PageShell
      title={t`Flight search`}
      lead={
        loaderData.state === "prompt" ? t`Choose where you fly from and to, and when, to see the flights.` : undefined
      }
    >
      {mobile && loaderData.state === "search" ? (
        // On a phone the results come first: the search folds into one line that opens the form.
        <details className="flight-search-box">
          <summary className="flight-search-box__summary">
            <span className="flight-search-box__trip">
              <SearchLine query={loaderData.query} />
            </span>
            <span className="flight-search-box__change">
              <Trans>Change your search</Trans>
            </span>
          </summary>
          {searchForm}
        </details>
      ) : (
        searchForm
      )}
      {loaderData.state === "invalid" ? (
        <p role="alert" className="notice notice--error" data-testid="flight-search-problem">
          <Trans>Please correct the search above to see the flights.</Trans>
        </p>
      ) : null}
      {loaderData.state === "problem" ? (
        <>
          <SearchProblemMessage
            problem={loaderData.problem}
            origin={loaderData.query.p_p}
            destination={loaderData.query.d_p}
          />
          <p>{changeSearch}</p>
        </>
      ) : null}
      {loaderData.state === "search" ? (
        <>
          {loaderData.strip ? (
            <Suspense fallback={<DateStripSkeleton />}>
              <Await resolve={loaderData.strip} errorElement={null}>
                {(days) => (
                  <DateStrip
                    days={days}
                    current={loaderData.query.p_d}
                    localeTag={localeTag}
                    linkFor={(date) =>
                      withParams(new URLSearchParams(location.search), {
                        p_d: date,
                        ob: null,
                        obb: null,
                        ib: null,
                        all: null,
                      })
                    }
                  />
                )}
              </Await>
            </Suspense>
          ) : null}
          <Suspense fallback={<ResultsSkeleton />}>
            <Await resolve={loaderData.results} errorElement={<ResultsFallback />}>
              {(outcome) => (
                <FlightResultsView
                  outcome={outcome}
                  step={loaderData.step}
                  choice={loaderData.choice}
                  query={loaderData.query}
                  localeTag={localeTag}
                  mobile={mobile}
                  basketProblem={actionData?.basketProblem ?? null}
                />
              )}
            </Await>
          </Suspense>
        </>
      ) : null}
    </PageShell>
  );
}

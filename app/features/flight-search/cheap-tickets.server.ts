import type { RouterContextProvider } from "react-router";
import { flightSearchParams, type ReadyFlightSearch } from "./flight-search-query";
import { dashedDateAfter, dashedToIso } from "~/lib/dates";
import { type CacheContext, cacheCustom, cached } from "~/lib/cms/content-cache";
import { cloudflareContext, requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { isUpstreamError } from "~/lib/upstream-error";
import { logUpstreamError } from "~/lib/upstream-error-messages";
import { hrefFor } from "~/routing/route-table";
import type { CheapTicket, PopularRoute } from "./cheap-tickets";

/** Cheap tickets are priced for a departure this many days from today (Istanbul): the usual booking window. */
const DAYS_AHEAD = 18;

/**
 * A route's lowest fare is kept in KV for half an hour (then served for two more while one request
 * refreshes it): a "from" price on a landing page, where the results page shows the live ones. The
 * flight home then makes no searches of its own on most views; locally they ran in the page's
 * isolate and held its first byte ~150 ms (docs/performance.md).
 */
const FARE_CACHE = cacheCustom(30 * 60, 2 * 60 * 60);

/** What a route's cache entry holds: its lowest fare in TRY minor units, or null when none flies. */
function lowestFare(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/**
 * The cheapest one-way fare for one adult on each popular route, `DAYS_AHEAD` days from `today`
 * (the shop's ISO date), each with the results URL of that search. A route without flights, or
 * whose search fails, is left out.
 */
export async function loadCheapTickets(
  context: Readonly<RouterContextProvider>,
  routes: readonly PopularRoute[],
  today: string,
): Promise<CheapTicket[]> {
  const { locale, requestId } = context.get(requestInfoContext);
  const { mainApi } = context.get(upstreamsContext);
  const { env, ctx } = context.get(cloudflareContext);
  const cache: CacheContext = { kv: env.CACHE, waitUntil: (promise) => ctx.waitUntil(promise) };
  const departure = dashedDateAfter(today, DAYS_AHEAD);
  const priced = await Promise.all(
    routes.map(async (route): Promise<CheapTicket | null> => {
      const search: ReadyFlightSearch = {
        p_p: route.from.code,
        ppt: route.from.type,
        d_p: route.to.code,
        dpt: route.to.type,
        p_d: departure,
        d_d: undefined,
        p_t: undefined,
        d_t: undefined,
        pa: 1,
        ps: 0,
        pc: 0,
        pi: 0,
        fc: "economy",
      };
      try {
        const key = `fares:v1:lowest:${departure}:${route.from.type}:${route.from.code}:${route.to.type}:${route.to.code}`;
        const { value } = await cached(cache, key, FARE_CACHE, async () => {
          const { results } = await mainApi.searchFlights({
            origin: search.p_p,
            originType: search.ppt,
            destination: search.d_p,
            destinationType: search.dpt,
            departDate: dashedToIso(departure),
            adults: 1,
            cabin: "economy",
            currency: "TRY",
          });
          return lowestFare(Math.min(...results.map((flight) => flight.pricing.payment.total.amount)));
        });
        const cheapest = lowestFare(value);
        if (cheapest === null) return null;
        return {
          from: route.from.name,
          to: route.to.name,
          departure,
          amount: cheapest,
          href: `${hrefFor("flight-search", locale)}?${flightSearchParams(search).toString()}`,
        };
      } catch (error) {
        if (!isUpstreamError(error)) throw error;
        logUpstreamError(requestId, "cheap tickets", error);
        return null;
      }
    }),
  );
  return priced.filter((ticket): ticket is CheapTicket => ticket !== null);
}

import { data } from "react-router";
import { z } from "zod";
import { airportSuggestions } from "~/features/flight-search/airport-suggestions";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { isUpstreamError } from "~/lib/upstream-error";
import { logUpstreamError } from "~/lib/upstream-error-messages";
import type { Route } from "./+types/airports";

const query = z.object({ q: z.string().trim().min(2).max(80) });

/**
 * `GET /api/airports?q=`, `/{lang}/api/airports?q=` (resource route): the flight form's from/to
 * suggestions in the page's language, from the Main API's airport lookup. Too short or too long a text, or a lookup that
 * fails, suggests nothing (the field still takes a typed code).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  // The prefix names the language (Turkish has none); anything else on that segment is no route.
  if (params.lang !== undefined && (params.lang !== locale || locale === "tr")) throw data(null, { status: 404 });
  const parsed = query.safeParse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  const none = () => data({ suggestions: [] }, { headers: { "cache-control": "no-store" } });
  if (!parsed.success) return none();
  const { requestId } = context.get(requestInfoContext);
  try {
    const lookup = await context.get(upstreamsContext).mainApi.flights.airports(parsed.data.q);
    return data(
      { suggestions: airportSuggestions(lookup) },
      // The same text finds the same airports: browsers may keep them briefly.
      { headers: { "cache-control": "public, max-age=300" } },
    );
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    logUpstreamError(requestId, "airport lookup", error);
    return none();
  }
}

import type { RouterContextProvider } from "react-router";
import { flightDestinationEntry } from "~/../shared/contract/content-entries";
import { CACHE_LONG, ContentError } from "~/lib/content.server";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { isUpstreamError } from "~/lib/upstream-error";
import { logUpstreamError } from "~/lib/upstream-error-messages";
import { type FormAirport, formAirportsOf } from "./form-airports";

type Context = Readonly<RouterContextProvider>;

/** The content service's flight destinations as the form's airports; none when content fails. */
async function destinationAirports(context: Context): Promise<FormAirport[]> {
  const { locale, requestId } = context.get(requestInfoContext);
  const query = new URLSearchParams({ "pagination[limit]": "1000", "filters[kind][$eq]": "flight-destination" });
  try {
    const { data } = await context.get(upstreamsContext).content.list("cities", query, locale, CACHE_LONG);
    return formAirportsOf(
      data.flatMap((entry) => {
        const parsed = flightDestinationEntry.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    );
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.warn(`[${requestId}] flight form airports unavailable: ${error.message}`);
    return [];
  }
}

/** An airport code's own airport and those of its city, from the Main API's lookup. */
async function lookedUp(context: Context, code: string): Promise<FormAirport[]> {
  try {
    const { airports } = await context.get(upstreamsContext).mainApi.flights.airports(code);
    const own = airports.find((airport) => airport.code.toUpperCase() === code);
    if (!own) return [];
    return airports
      .filter((airport) => airport.cityName === own.cityName && airport.countryCode === own.countryCode)
      .map((airport) => ({ code: airport.code.toUpperCase(), name: airport.name, city: airport.cityName }));
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    logUpstreamError(context.get(requestInfoContext).requestId, "flight form airport", error);
    return [];
  }
}

/**
 * The flight form's airports for a page: content's destinations, plus the given codes (the search
 * shown) and their cities' airports when content does not list them, so the form can name them.
 */
export async function loadFormAirports(context: Context, codes: readonly (string | undefined)[]) {
  const listed = await destinationAirports(context);
  const missing = [
    ...new Set(codes.flatMap((code) => (code && !listed.some((airport) => airport.code === code) ? [code] : []))),
  ];
  const found = (await Promise.all(missing.map((code) => lookedUp(context, code)))).flat();
  const all = [...listed];
  for (const airport of found) if (!all.some((known) => known.code === airport.code)) all.push(airport);
  return all;
}

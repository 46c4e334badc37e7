import type { RouterContextProvider } from "react-router";
import { flightGuideEntry } from "~/../shared/contract/content-entries";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { CACHE_LONG, ContentError } from "~/lib/content.server";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import type { FlightGuide } from "./flight-guides";

/** The flight home's guides (content `flight-lists` of kind flight-guide), in order; none when content fails. */
export async function loadFlightGuides(context: Readonly<RouterContextProvider>): Promise<FlightGuide[]> {
  const { locale, requestId } = context.get(requestInfoContext);
  const query = new URLSearchParams({
    "filters[kind][$eq]": "flight-guide",
    sort: "order:asc",
    "pagination[limit]": "20",
  });
  try {
    const { data } = await context.get(upstreamsContext).content.list("flight-lists", query, locale, CACHE_LONG);
    return data.flatMap((entry) => {
      const parsed = flightGuideEntry.safeParse(entry);
      return parsed.success
        ? [{ slug: parsed.data.slug, title: parsed.data.title, body: sanitizeRichText(parsed.data.body) }]
        : [];
    });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.warn(`[${requestId}] flight guides unavailable: ${error.message}`);
    return [];
  }
}

import type { RouterContextProvider } from "react-router";
import { airlineEntry } from "~/../shared/contract/content-entries";
import { CACHE_LONG, ContentError } from "~/lib/content.server";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import type { CheckInLink } from "./check-in-section";

/** The airlines (content `airlines`) that name their online check-in page; none when content fails. */
export async function loadCheckInLinks(context: Readonly<RouterContextProvider>): Promise<CheckInLink[]> {
  const { locale, requestId } = context.get(requestInfoContext);
  const query = new URLSearchParams({ "pagination[limit]": "100", sort: "name:asc" });
  try {
    const { data } = await context.get(upstreamsContext).content.list("airlines", query, locale, CACHE_LONG);
    return data.flatMap((entry) => {
      const parsed = airlineEntry.safeParse(entry);
      if (!parsed.success || !parsed.data.checkInUrl) return [];
      return [{ code: parsed.data.code, name: parsed.data.name, url: parsed.data.checkInUrl }];
    });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.warn(`[${requestId}] check-in links unavailable: ${error.message}`);
    return [];
  }
}

import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { locationOverrideEntry } from "~/../shared/contract/content-entries";
import { CACHE_LONG, ContentError } from "~/lib/content.server";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import type { LocationOverride, LocationOverrides } from "./search-request";

/** The spec's call (section 7): four fields, up to 1000 overrides. */
export const LOCATION_OVERRIDES_QUERY = new URLSearchParams({
  "fields[0]": "placeId",
  "fields[1]": "lat",
  "fields[2]": "lon",
  "fields[3]": "radius",
  "pagination[limit]": "1000",
});

/**
 * Location overrides by place id, through the long-lived content cache. Overrides are not
 * translated, so every language shares one cached copy (read as Turkish). An unreadable entry is
 * left out; when the content service fails (and nothing is cached) there are none, and searches
 * use the URL's coordinates (spec section 8: callers skip content that failed).
 */
export async function loadLocationOverrides(context: Readonly<RouterContextProvider>): Promise<LocationOverrides> {
  const { requestId } = context.get(requestInfoContext);
  try {
    const { data } = await context
      .get(upstreamsContext)
      .content.list("location-overrides", LOCATION_OVERRIDES_QUERY, "tr", CACHE_LONG);
    const overrides = new Map<string, LocationOverride>();
    for (const entry of data) {
      const parsed = locationOverrideEntry.safeParse(entry);
      if (parsed.success) overrides.set(parsed.data.placeId, parsed.data);
      else console.warn(`[${requestId}] location override unreadable: ${z.prettifyError(parsed.error)}`);
    }
    return overrides;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.warn(`[${requestId}] location overrides unavailable: ${error.message}`);
    return new Map();
  }
}

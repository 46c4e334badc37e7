import type { RouterContextProvider } from "react-router";
import { helloBarEntry } from "~/../shared/contract/content-entries";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { cacheCustom, ContentError } from "~/lib/content.server";
import { SHOP_TIME_ZONE } from "~/lib/dates";
import { formatIsoDate } from "~/lib/format";
import { dateTimeFormat } from "~/lib/intl-formats";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { type Locale, LOCALE_TAGS } from "~/routing/locales";
import { isSafeHref } from "~/lib/safe-redirect";
import { type HelloBar, type HelloBars, isRunning } from "./hello-bar";
import { helloBarColours } from "./hello-bar-colour";

/**
 * "Now" in the content query is rounded to five minutes, so every request of those five minutes
 * shares one cache key (one content call per language per five minutes at most). The query asks
 * for bars started by the end of the window and not ended by its start, a superset of the bars
 * running at any moment in it; the exact times are then checked here and in the browser.
 */
const HELLO_BAR_WINDOW_MS = 5 * 60_000;

/**
 * Time-windowed data: fresh for a minute (a bar switched off in the CMS goes within about a
 * minute), then served while one refresh runs, never past its five-minute key.
 */
const HELLO_BAR_CACHE = cacheCustom(60, 240, 300);

/** The spec's hello-bar call (section 7), with "now" rounded to the cache window. */
export function helloBarQuery(now: number): URLSearchParams {
  const windowStart = Math.floor(now / HELLO_BAR_WINDOW_MS) * HELLO_BAR_WINDOW_MS;
  return new URLSearchParams({
    sort: "endDate:asc",
    populate: "activePages",
    "filters[active][$eq]": "true",
    "filters[timeStartDate][$lte]": new Date(windowStart + HELLO_BAR_WINDOW_MS).toISOString(),
    "filters[timeEndDate][$gte]": new Date(windowStart).toISOString(),
    "pagination[pageSize]": "100",
  });
}

/** A site path or an https address (the shop's one rule for content links); anything else is no link. */
export function helloBarHref(value: string | null | undefined): string | null {
  return value && isSafeHref(value) ? value : null;
}

/** The end of a countdown in words, in Turkish time (where the shop is). */
export function countdownEnd(target: number, locale: Locale): HelloBar["endsOn"] {
  const time = dateTimeFormat(LOCALE_TAGS[locale], {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: SHOP_TIME_ZONE,
  });
  return { date: formatIsoDate(new Date(target).toISOString(), locale) ?? "", time: time.format(target) };
}

/**
 * The hello bars running now in the request's language, for every page (the root loader is not
 * asked again on client-side navigation, so the browser picks the page's bar itself), with the
 * server's time so the first render's countdown matches on the server and in the browser.
 * Rich text goes through the CMS sanitiser; an invalid colour is ignored; unreadable entries are
 * left out. When the content service fails (and nothing is cached) the page renders
 * without a bar (spec section 8) and the failure is logged.
 */
export async function loadHelloBars(
  context: Readonly<RouterContextProvider>,
  { now = Date.now() }: { now?: number } = {},
): Promise<HelloBars> {
  const { locale, requestId } = context.get(requestInfoContext);
  try {
    const { data } = await context
      .get(upstreamsContext)
      .content.list("hello-bars", helloBarQuery(now), locale, HELLO_BAR_CACHE);
    const bars: HelloBar[] = [];
    for (const entry of Array.isArray(data) ? data : []) {
      const parsed = helloBarEntry.safeParse(entry);
      // The query asks for active bars only; a cached or foreign answer may still hold others.
      if (!parsed.success || !parsed.data.active) continue;
      const { documentId, text, url, style, timeStartDate, timeEndDate, endDate, activePages } = parsed.data;
      const countdownTo = Date.parse(endDate);
      const bar: HelloBar = {
        id: documentId,
        html: sanitizeRichText(text),
        url: helloBarHref(url),
        colours: helloBarColours(style?.backgroundColor) ?? null,
        startsAt: Date.parse(timeStartDate),
        endsAt: Date.parse(timeEndDate),
        countdownTo,
        pages: activePages.pages,
        endsOn: countdownEnd(countdownTo, locale),
      };
      if (isRunning(bar, now) && bar.pages.length > 0) bars.push(bar);
    }
    bars.sort((a, b) => a.countdownTo - b.countdownTo);
    return { now, bars };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.warn(`[${requestId}] hello bars unavailable: ${error.message}`);
    return { now, bars: [] };
  }
}

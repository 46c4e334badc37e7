import { z } from "zod";
import type { RouterContextProvider } from "react-router";
import { commonsEntry, type CommonsEntry } from "~/../shared/contract/content-entries";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { CACHE_LONG, ContentError } from "~/lib/content.server";

/** The site-wide content every page shows (footer contact and legal identifiers). */
export type Commons = CommonsEntry;

/**
 * The `commons` single type in the request's language, through the long-lived content cache.
 * When the content service fails (and nothing is cached) or answers something unreadable, the
 * page renders without it (spec section 8): the result is null and the failure is logged.
 */
export async function loadCommons(context: Readonly<RouterContextProvider>): Promise<Commons | null> {
  const { locale, requestId } = context.get(requestInfoContext);
  try {
    const { data } = await context.get(upstreamsContext).content.single("commons", locale, CACHE_LONG);
    const parsed = commonsEntry.safeParse(data);
    if (parsed.success) return parsed.data;
    console.warn(`[${requestId}] commons content unreadable: ${z.prettifyError(parsed.error)}`);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.warn(`[${requestId}] commons content unavailable: ${error.message}`);
  }
  return null;
}

import type { MiddlewareFunction } from "react-router";
import { pageForPattern } from "~/routing/route-table";

/**
 * How long the visitor's own browser may keep a page's data after a preload: long enough for the
 * click that follows the hover (or focus) to be answered from it, short enough that nothing
 * noticeable goes stale (docs/decisions/0014-route-preload.md).
 */
const PRELOADED_DATA_MAX_AGE_SECONDS = 30;

/** Private: the frame's part names the visitor. Varies on Cookie: a login, logout, basket or currency change is a new answer. */
const PRELOADED_DATA_CACHE_CONTROL = `private, max-age=${PRELOADED_DATA_MAX_AGE_SECONDS}`;

const isDataRequest = (request: Request) => request.method === "GET" && new URL(request.url).pathname.endsWith(".data");

/**
 * Root middleware: the single-fetch data of a page marked `reusableData` in the page table may be
 * kept briefly by the browser, so the navigation after a preload reuses the preloaded answer
 * instead of asking again. Documents and every other page's data keep the edge's policy.
 */
export const reusablePreloadedData: MiddlewareFunction<Response> = async ({ request, pattern }, next) => {
  const response = await next();
  if (response.status !== 200 || !isDataRequest(request) || !pageForPattern(pattern)?.reusableData) return response;
  response.headers.set("Cache-Control", PRELOADED_DATA_CACHE_CONTROL);
  response.headers.append("Vary", "Cookie");
  return response;
};

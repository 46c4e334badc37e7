import type { Context, MiddlewareHandler } from "hono";

/** Longest URL the shop answers; anything longer is a 414 rather than work for the router. */
export const MAX_URL_LENGTH = 4096;

/**
 * Whether every part of a query string (`key=value` pairs split on `&` and `=`, `+` as a space)
 * is valid UTF-8 percent-encoding. `URLSearchParams` would silently keep a broken `%E0%A4` as
 * text; the shop answers it like a broken path instead.
 */
export function isWellEncodedQuery(search: string): boolean {
  const query = search.startsWith("?") ? search.slice(1) : search;
  if (!query.includes("%")) return true;
  try {
    for (const part of query.split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, " "));
    return true;
  } catch {
    return false;
  }
}

/**
 * Gives every page one address: repeated slashes are folded and a trailing slash is dropped with
 * a permanent redirect (query string kept). Paths and query strings that are not valid
 * percent-encoding never reach the router: they are a 400.
 *
 * @example
 * app.use(canonicalPath({ invalid: (c) => c.text("Bad Request", 400) }));
 */
export function canonicalPath(options: {
  invalid: (c: Context, status: 400 | 414) => Response | Promise<Response>;
}): MiddlewareHandler {
  return async function canonicalPathMiddleware(c, next) {
    const url = new URL(c.req.url);
    if (c.req.url.length > MAX_URL_LENGTH) return options.invalid(c, 414);
    try {
      decodeURIComponent(url.pathname);
    } catch {
      return options.invalid(c, 400);
    }
    if (!isWellEncodedQuery(url.search)) return options.invalid(c, 400);
    const folded = url.pathname.replace(/\/{2,}/g, "/");
    const canonical = folded.length > 1 && folded.endsWith("/") ? folded.replace(/\/+$/, "") : folded;
    if (canonical !== url.pathname && (c.req.method === "GET" || c.req.method === "HEAD")) {
      return c.redirect(`${canonical}${url.search}`, 301);
    }
    await next();
  };
}

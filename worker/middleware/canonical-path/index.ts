import type { Context, MiddlewareHandler } from "hono";

/** Longest URL the shop answers; anything longer is a 414 rather than work for the router. */
export const MAX_URL_LENGTH = 4096;

/**
 * Gives every page one address: repeated slashes are folded and a trailing slash is dropped with
 * a permanent redirect (query string kept). Paths that are not valid percent-encoding never reach
 * the router: they are a 400.
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
    const folded = url.pathname.replace(/\/{2,}/g, "/");
    const canonical = folded.length > 1 && folded.endsWith("/") ? folded.replace(/\/+$/, "") : folded;
    if (canonical !== url.pathname && (c.req.method === "GET" || c.req.method === "HEAD")) {
      return c.redirect(`${canonical}${url.search}`, 301);
    }
    await next();
  };
}

import type { MiddlewareHandler } from "hono";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site: `Sec-Fetch-Site` must be
 * same-origin (or none: typed by the user), and an `Origin` header must be ours. Requests from
 * non-browser clients carry neither and cannot ride on a visitor's cookies, so they pass.
 *
 * @example
 * app.use(csrf({ exempt: (path) => path === "/checkout/control" }));
 */
export function csrf(options: { exempt?: (path: string) => boolean } = {}): MiddlewareHandler {
  return async function csrfMiddleware(c, next) {
    if (SAFE_METHODS.has(c.req.method.toUpperCase()) || options.exempt?.(c.req.path)) return next();
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const ownOrigin = new URL(c.req.url).origin;
    const crossSite =
      (site !== undefined && site !== "same-origin" && site !== "none") ||
      (origin !== undefined && origin !== ownOrigin);
    if (crossSite) {
      return c.json({ error: { code: 403, message: "Cross-site request refused" } }, 403);
    }
    await next();
  };
}

import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { AGE_COOKIE } from "~/lib/age-preference";
import { CURRENCY_COOKIE } from "~/lib/currency";
import { ORDER_COOKIE } from "~/lib/order-cookie";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../session";

/** For anything personal: never stored by a browser's or a CDN's cache. */
export const PRIVATE_NO_STORE = "private, no-store";
/** A public page: any cache may keep it, but must ask again before reusing it (pages carry a per-request nonce). */
export const PUBLIC_PAGE = "public, max-age=0, must-revalidate";
/** Errors and redirects that do not say otherwise: not stored. */
export const NOT_STORED = "no-store";

/** The longest a route may let the visitor's own browser keep a personal answer (briefly private, below). */
export const MAX_BRIEFLY_PRIVATE_SECONDS = 60;

/**
 * `private, max-age=n` (n ≤ 60) on a response that varies on Cookie: the visitor's own browser may
 * reuse it for a moment, and never across a change of session, basket or preference (the cookies
 * change). Pages' preloaded data says so (docs/decisions/0014-route-preload.md).
 */
function brieflyPrivate(stated: string | null, vary: string | null): boolean {
  const maxAge = /^private,\s*max-age=(\d+)$/i.exec(stated?.trim() ?? "")?.[1];
  const variesOnCookie = (vary ?? "").split(",").some((name) => name.trim().toLowerCase() === "cookie");
  return maxAge !== undefined && Number(maxAge) <= MAX_BRIEFLY_PRIVATE_SECONDS && variesOnCookie;
}

/** The cookies a page's content depends on: the session, the basket and the visitor's preferences. */
export const PERSONAL_COOKIES = [ACCESS_COOKIE, REFRESH_COOKIE, ORDER_COOKIE, CURRENCY_COOKIE, AGE_COOKIE] as const;

/**
 * One cache policy for every response (issue #14):
 * - a response that sets a cookie, or answers a request that carried a session or preference
 *   cookie, is `private, no-store` (whatever the route said: a page rendered for a visitor names
 *   them, their basket or their currency), unless the route declared itself `public` and sets no
 *   cookie (images, robots.txt and sitemaps, place suggestions: the same for everyone), or as
 *   briefly private (`private, max-age` of at most 60 s, varying on Cookie: a page's data kept
 *   from a preload until the click, docs/decisions/0014-route-preload.md);
 * - otherwise the route's own `Cache-Control` stands; a page that states none is a public page
 *   (`public, max-age=0, must-revalidate`) when it succeeded, `no-store` otherwise.
 *
 * `exempt` paths keep whatever they answered: pages that stand for another site (the simulated
 * bank, whose history a browser must be able to go back through as it would on a real bank's).
 *
 * @example
 * app.use(cachePolicy({ exempt: (path) => path.startsWith("/__bank/") }));
 */
export function cachePolicy(options: { exempt?: (path: string) => boolean } = {}): MiddlewareHandler {
  return async function cachePolicyMiddleware(c, next) {
    await next();
    if (options.exempt?.(c.req.path)) return;
    const headers = c.res.headers;
    const stated = headers.get("cache-control");
    const setsCookie = headers.has("set-cookie");
    const carriesCookie = PERSONAL_COOKIES.some((name) => getCookie(c, name) !== undefined);
    const declaredPublic = stated !== null && /(^|,)\s*public\b/i.test(stated);
    const keptBriefly = brieflyPrivate(stated, headers.get("vary"));
    if (setsCookie || (carriesCookie && !declaredPublic && !keptBriefly)) {
      headers.set("cache-control", PRIVATE_NO_STORE);
      return;
    }
    if (stated === null) headers.set("cache-control", c.res.status === 200 ? PUBLIC_PAGE : NOT_STORED);
  };
}

import type { MiddlewareHandler } from "hono";

const DEFAULT_COUNTRY = "TR";

export interface CountryVariables {
  country: string;
}

/** Cloudflare's placeholders for "unknown" and "Tor": not countries. */
const NOT_COUNTRIES = new Set(["XX", "T1"]);

function valid(code: unknown): string | undefined {
  if (typeof code !== "string") return undefined;
  const upper = code.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) && !NOT_COUNTRIES.has(upper) ? upper : undefined;
}

/**
 * The visitor's country (spec section 7, own server): Cloudflare's `request.cf.country`, then the
 * `CF-IPCountry` header, then TR, the shop's home market.
 *
 * @example
 * app.use(country());
 * app.get("/api/country-code", (c) => c.json({ countryCode: c.var.country }));
 */
export function country(): MiddlewareHandler<{ Variables: CountryVariables }> {
  return async function countryMiddleware(c, next) {
    const cf = (c.req.raw as Request & { cf?: { country?: unknown } }).cf;
    c.set("country", valid(cf?.country) ?? valid(c.req.header("cf-ipcountry")) ?? DEFAULT_COUNTRY);
    await next();
  };
}

/**
 * Where the bank may send the cardholder back after 3-D Secure: the shop's own origins only. The
 * embedded Main API shares the Worker's variables (SITE_TR_ORIGIN, SITE_INTL_ORIGIN); a real Main
 * API is configured with the same origins. Outside production the loopback hosts (localhost,
 * 127.0.0.1, [::1], any port) are the shop's too: development servers and tests run there.
 */
export interface ShopOriginsEnv {
  SITE_TR_ORIGIN?: string;
  SITE_INTL_ORIGIN?: string;
  ENVIRONMENT?: string;
}

/** A base no real URL has: a value that keeps this origin after resolution is a path on the shop. */
const SENTINEL = "https://return-url.invalid";
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

function originOf(value: string | undefined): string | undefined {
  return value && URL.canParse(value) ? new URL(value).origin : undefined;
}

/** The origins a payment may return to, parsed from the configuration. */
function shopOrigins(env: ShopOriginsEnv): ReadonlySet<string> {
  return new Set(
    [originOf(env.SITE_TR_ORIGIN), originOf(env.SITE_INTL_ORIGIN)].filter(
      (origin): origin is string => origin !== undefined,
    ),
  );
}

/**
 * Whether a payment's `returnUrl` leads back to the shop: absent (the default path), a path on
 * the shop (what it resolves to, not how it is spelled: `//host`, `/\host` and `\\host` resolve
 * elsewhere), or an http(s) URL on one of the shop's origins. The path itself is checked by the
 * charge schema (/checkout/control).
 */
export function isShopReturnUrl(value: unknown, env: ShopOriginsEnv): boolean {
  if (value === undefined) return true;
  if (typeof value !== "string" || !URL.canParse(value, SENTINEL)) return false;
  const absolute = URL.canParse(value);
  const url = new URL(value, SENTINEL);
  if (url.username || url.password) return false;
  if (!absolute) return url.origin === SENTINEL;
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (shopOrigins(env).has(url.origin)) return true;
  return env.ENVIRONMENT !== "production" && LOOPBACK.has(url.hostname);
}

import type { MiddlewareHandler } from "hono";

export interface SecurityVariables {
  /** A fresh nonce for this response's scripts (Content-Security-Policy). */
  nonce: string;
}

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The Content-Security-Policy for a response whose scripts carry `nonce`. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // Only our scripts: the nonce marks the ones we render; 'strict-dynamic' lets them load chunks.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}

/**
 * Security headers on every response the Worker produces: CSP with a per-request nonce, HSTS,
 * nosniff, referrer policy, frame-ancestors (and the legacy X-Frame-Options), permissions policy.
 * Static assets get theirs from public/_headers.
 *
 * @example
 * app.use(securityHeaders());
 * // in rendering: <Scripts nonce={c.var.nonce} />
 */
export function securityHeaders(): MiddlewareHandler<{ Variables: SecurityVariables }> {
  return async function securityHeadersMiddleware(c, next) {
    const nonce = newNonce();
    c.set("nonce", nonce);
    await next();
    const headers = c.res.headers;
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
    headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(self), usb=()");
  };
}

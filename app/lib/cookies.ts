/**
 * The shop's one cookie module: every cookie the shop reads or sets (the session's token cookies at
 * the edge, the preference cookies currency, age and orderId, the consent record) goes through
 * here, on Hono's cookie parser and serializer, with one attribute policy: HttpOnly (scripts never
 * read them), Secure (http://localhost counts as a secure context), SameSite=Lax, Path=/. Only the
 * lifetime differs. Which cookie may be set when follows the visitor's consent (consent-cookie.ts).
 */
import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";

const POLICY = { path: "/", httpOnly: true, secure: true, sameSite: "Lax" } as const;

/** How long a cookie lives: seconds from now, until an instant (the end of a token), or the browser session. */
export type CookieLifetime = { readonly maxAgeSeconds: number } | { readonly expiresAt: number } | "session";

/** A cookie of the request, or undefined (also when it is not readable). */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  return header ? parse(header, name)[name] : undefined;
}

/** A Set-Cookie header value for `name`, with the shop's attribute policy. */
export function cookieHeader(name: string, value: string, lifetime: CookieLifetime): string {
  if (lifetime === "session") return generateCookie(name, value, POLICY);
  return generateCookie(
    name,
    value,
    "expiresAt" in lifetime
      ? { ...POLICY, expires: new Date(lifetime.expiresAt) }
      : { ...POLICY, maxAge: lifetime.maxAgeSeconds },
  );
}

/** A preference cookie (spec section 3: currency, age, orderId) for a Set-Cookie header. */
export function preferenceCookie(name: string, value: string, maxAgeSeconds: number): string {
  return cookieHeader(name, value, { maxAgeSeconds });
}

/** A Set-Cookie header value that makes the browser forget `name` at once. */
export function clearedCookie(name: string): string {
  return cookieHeader(name, "", { maxAgeSeconds: 0 });
}

import type { Context, MiddlewareHandler } from "hono";
import { cookieHeader, readCookie } from "~/lib/cookies";
import type { SessionHandle, SessionSummary, SessionTokens } from "~/lib/request-context";
import { fromBase64url } from "../../../shared/crypto/hmac";

export const ACCESS_COOKIE = "at";
export const REFRESH_COOKIE = "rt";
/** Access tokens are refreshed this long before they expire. */
export const REFRESH_BEFORE_EXPIRY_MS = 60_000;

/** What the session needs from the Main API's accounts endpoints. */
export interface SessionAccounts {
  anonymousLogin(): Promise<{ token: SessionTokens }>;
  refresh(refreshToken: string): Promise<{ token: SessionTokens }>;
  logout(): Promise<void>;
  /** False once the Main API has ended the session (logout elsewhere, token reuse, password reset). */
  sessionActive(): Promise<boolean>;
}

export interface SessionVariables {
  session: SessionHandle;
}

interface Claims {
  sub: string;
  anon: boolean;
  name: string | null;
  org: string | null;
  exp: number;
}

/**
 * The access token's claims, read without checking the signature: the edge only needs them to
 * decide when to refresh and whom to greet; the Main API verifies the token on every call.
 */
export function readClaims(token: string): Claims | undefined {
  try {
    const payload = token.split(".")[1];
    if (!payload) return undefined;
    // JWT payloads are base64url-encoded UTF-8: names like "Ayşe" must survive the round trip.
    const bytes = fromBase64url(payload);
    if (!bytes) return undefined;
    const json = JSON.parse(new TextDecoder().decode(bytes)) as Partial<Claims>;
    if (typeof json.sub !== "string" || typeof json.exp !== "number") return undefined;
    return { sub: json.sub, anon: json.anon === true, name: json.name ?? null, org: json.org ?? null, exp: json.exp };
  } catch {
    return undefined;
  }
}

function summaryOf(claims: Claims, isNew: boolean): SessionSummary {
  return { userId: claims.sub, anonymous: claims.anon, firstName: claims.name, organizationId: claims.org, isNew };
}

function cookie(name: string, value: string, expiresAt: number): string {
  return cookieHeader(name, value, { expiresAt });
}

/** One refresh per session at a time in this isolate; the Main API's grace window covers the rest. */
const refreshing = new Map<string, Promise<{ token: SessionTokens }>>();

function refreshOnce(accounts: SessionAccounts, refreshToken: string) {
  let pending = refreshing.get(refreshToken);
  if (!pending) {
    pending = accounts.refresh(refreshToken).finally(() => refreshing.delete(refreshToken));
    refreshing.set(refreshToken, pending);
  }
  return pending;
}

/**
 * Visitor sessions on Main API tokens kept in HttpOnly cookies (the browser never sees them).
 * Nothing happens until a loader or route check asks: then an access token close to expiry is
 * refreshed, a fresh one is checked with the Main API (a session ended elsewhere is dropped: the
 * visitor continues as anonymous), and `ensure()` signs a visitor without a session in
 * anonymously. A refresh that fails ends in a fresh anonymous session, never an error page.
 *
 * @example
 * app.use(session({ accounts: (c, accessToken) => mainApiClient(c, accessToken).accounts }));
 */
export function session(options: {
  accounts: (c: Context, accessToken: () => string | undefined) => SessionAccounts;
  now?: () => number;
}): MiddlewareHandler<{ Variables: SessionVariables }> {
  const now = options.now ?? Date.now;
  return async function sessionMiddleware(c, next) {
    let access = readCookie(c.req.raw, ACCESS_COOKIE);
    let refresh = readCookie(c.req.raw, REFRESH_COOKIE);
    // A cookie that is not a readable token (tampered, truncated) is never sent on as a bearer.
    const unreadable = access !== undefined && !readClaims(access);
    if (unreadable) access = undefined;
    let cookies: string[] = [];
    let resolved: Promise<SessionSummary | undefined> | undefined;
    let creating: Promise<SessionSummary> | undefined;
    const accounts = options.accounts(c, () => access);

    const adopt = (tokens: SessionTokens, isNew: boolean): SessionSummary => {
      const claims = readClaims(tokens.accessToken);
      if (!claims) throw new Error("The Main API issued an unreadable access token");
      access = tokens.accessToken;
      refresh = tokens.refreshToken;
      cookies = [
        cookie(ACCESS_COOKIE, access, tokens.accessTokenExpireAt),
        cookie(REFRESH_COOKIE, refresh, tokens.refreshTokenExpireAt),
      ];
      return summaryOf(claims, isNew);
    };
    const clear = () => {
      access = undefined;
      refresh = undefined;
      cookies = [cookie(ACCESS_COOKIE, "", 0), cookie(REFRESH_COOKIE, "", 0)];
    };

    const load = async (): Promise<SessionSummary | undefined> => {
      const claims = access ? readClaims(access) : undefined;
      if (claims && claims.exp * 1000 - now() > REFRESH_BEFORE_EXPIRY_MS) {
        // A session ended elsewhere is dropped now, not after up to 15 minutes of 401s.
        if (await accounts.sessionActive().catch(() => true)) return summaryOf(claims, false);
        clear();
        return undefined;
      }
      if (!refresh) {
        if (access || unreadable) clear();
        return undefined;
      }
      try {
        return adopt((await refreshOnce(accounts, refresh)).token, false);
      } catch {
        // Ended, reused or unknown: the visitor starts again (ensure() signs them in anonymously).
        clear();
        return undefined;
      }
    };

    const handle: SessionHandle = {
      current() {
        resolved ??= load();
        return resolved;
      },
      async ensure() {
        const existing = await handle.current();
        if (existing) return existing;
        creating ??= accounts.anonymousLogin().then(({ token }) => adopt(token, true));
        return creating;
      },
      signIn(tokens) {
        const summary = adopt(tokens, true);
        resolved = Promise.resolve(summary);
        creating = undefined;
        return summary;
      },
      async signOut() {
        if (access) await accounts.logout().catch(() => undefined);
        clear();
        resolved = Promise.resolve(undefined);
      },
      async renew() {
        if (!refresh) return undefined;
        const token = refresh;
        resolved = refreshOnce(accounts, token).then(
          ({ token: tokens }) => adopt(tokens, false),
          () => {
            clear();
            return undefined;
          },
        );
        return resolved;
      },
      accessToken: () => access,
    };
    c.set("session", handle);
    await next();
    // Appended to the finished response: headers set on the context before a handler returns
    // its own Response are not reliably merged into it.
    for (const value of cookies) c.res.headers.append("Set-Cookie", value);
  };
}

import type { Context, MiddlewareHandler } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import type { SessionHandle, SessionSummary } from "~/lib/request-context";

export const SESSION_COOKIE = "sid";
/** Sliding lifetime: a session lives this long after the visitor was last seen. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is rewritten at most this often, so page views do not turn into D1 writes. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionVariables {
  session: SessionHandle;
}

interface SessionRow {
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function sessionCookie(token: string, expiresAt: number): string {
  return generateCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    expires: new Date(expiresAt),
  });
}

/**
 * Visitor sessions backed by D1. Nothing is read or written until a route check asks for the
 * session, so public pages cost no database round trip. `ensure()` signs the visitor in silently
 * (anonymous session) when the cookie is missing, unknown or expired, and the cookie goes out on
 * the response.
 *
 * @example
 * app.use(session({ db: (c) => c.env.DB }));
 * app.get("/me", async (c) => c.json(await c.var.session.ensure()));
 */
export function session(options: {
  db: (c: Context) => D1Database;
  now?: () => number;
}): MiddlewareHandler<{ Variables: SessionVariables }> {
  const now = options.now ?? Date.now;
  return async function sessionMiddleware(c, next) {
    const db = options.db(c);
    const cookieToken = getCookie(c, SESSION_COOKIE);
    const token = cookieToken && TOKEN_PATTERN.test(cookieToken) ? cookieToken : undefined;
    let resolved: Promise<SessionSummary | undefined> | undefined;
    let creating: Promise<SessionSummary> | undefined;
    let cookieToSend: string | undefined;

    const lookup = async (): Promise<SessionSummary | undefined> => {
      if (!token) return undefined;
      const tokenHash = await sha256Hex(token);
      const row = await db
        .prepare("SELECT created_at, last_seen_at, expires_at FROM edge_sessions WHERE token_hash = ?")
        .bind(tokenHash)
        .first<SessionRow>();
      const at = now();
      if (!row || row.expires_at <= at) return undefined;
      if (at - row.last_seen_at >= SESSION_TOUCH_INTERVAL_MS) {
        const expiresAt = at + SESSION_TTL_MS;
        await db
          .prepare("UPDATE edge_sessions SET last_seen_at = ?, expires_at = ? WHERE token_hash = ?")
          .bind(at, expiresAt, tokenHash)
          .run();
        cookieToSend = sessionCookie(token, expiresAt);
      }
      return { id: tokenHash.slice(0, 16), createdAt: row.created_at, isNew: false };
    };

    const create = async (): Promise<SessionSummary> => {
      const fresh = newToken();
      const tokenHash = await sha256Hex(fresh);
      const at = now();
      const expiresAt = at + SESSION_TTL_MS;
      await db
        .prepare("INSERT INTO edge_sessions (token_hash, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?)")
        .bind(tokenHash, at, at, expiresAt)
        .run();
      cookieToSend = sessionCookie(fresh, expiresAt);
      return { id: tokenHash.slice(0, 16), createdAt: at, isNew: true };
    };

    const handle: SessionHandle = {
      current() {
        resolved ??= lookup();
        return resolved;
      },
      async ensure() {
        const existing = await handle.current();
        if (existing) return existing;
        // One sign-in per request even when several loaders ask at once.
        creating ??= create();
        return creating;
      },
    };
    c.set("session", handle);
    await next();
    // Appended to the finished response: headers set on the context before a handler returns
    // its own Response are not reliably merged into it.
    if (cookieToSend) c.res.headers.append("Set-Cookie", cookieToSend);
  };
}

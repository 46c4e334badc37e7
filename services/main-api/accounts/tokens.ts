/**
 * Access tokens are short-lived signed JWTs; refresh tokens are random, stored hashed, rotated on
 * every use and grouped in families. Presenting an already rotated token outside the grace window
 * is reuse (a stolen copy): the whole family is revoked. Within the window, parallel refreshes
 * with the same token all receive its one successor, so a page that fires several requests at
 * once does not log the visitor out.
 */
import { sign, verify } from "hono/jwt";
import { ApiError } from "../errors";
import { randomToken, seal, sha256Hex, unseal } from "./crypto";
import type { SigningKey } from "./keys";
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_GRACE_MS, REFRESH_TOKEN_TTL_MS } from "./settings";
import type { UserRow } from "./users";

export interface AuthToken {
  accessToken: string;
  accessTokenExpireAt: number;
  refreshToken: string;
  refreshTokenExpireAt: number;
}

/** Issuer claim of our access tokens; verification requires it. */
const TOKEN_ISSUER = "main-api";

export interface AccessClaims {
  iss: string;
  sub: string;
  org: string | null;
  anon: boolean;
  name: string | null;
  fam: string;
  iat: number;
  exp: number;
}

interface RefreshRow {
  id: string;
  family_id: string;
  user_id: string;
  expires_at: number;
  rotated_at: number | null;
  successor_sealed: string | null;
  revoked_at: number | null;
}

async function accessToken(
  user: UserRow,
  organizationId: string | null,
  familyId: string,
  key: SigningKey,
  now: number,
) {
  const iat = Math.floor(now / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const claims: AccessClaims = {
    iss: TOKEN_ISSUER,
    sub: user.id,
    org: organizationId,
    anon: user.anonymous === 1,
    name: user.first_name,
    fam: familyId,
    iat,
    exp,
  };
  return { token: await sign({ ...claims }, key.secret, key.algorithm), expireAt: exp * 1000 };
}

/** Tokens for a new sign-in: a new refresh-token family. */
export async function issueTokens(
  db: D1Database,
  user: UserRow,
  organizationId: string | null,
  key: SigningKey,
  now: number,
): Promise<AuthToken> {
  const familyId = crypto.randomUUID();
  const refresh = randomToken();
  const expiresAt = now + REFRESH_TOKEN_TTL_MS;
  await db
    .prepare(
      "INSERT INTO refresh_tokens (id, family_id, user_id, token_hash, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )
    .bind(crypto.randomUUID(), familyId, user.id, await sha256Hex(refresh), now, expiresAt)
    .run();
  const access = await accessToken(user, organizationId, familyId, key, now);
  return {
    accessToken: access.token,
    accessTokenExpireAt: access.expireAt,
    refreshToken: refresh,
    refreshTokenExpireAt: expiresAt,
  };
}

async function revokeFamily(db: D1Database, familyId: string, now: number) {
  await db
    .prepare("UPDATE refresh_tokens SET revoked_at = ?2 WHERE family_id = ?1 AND revoked_at IS NULL")
    .bind(familyId, now)
    .run();
}

/** Exchanges a refresh token for new tokens (see the module comment for rotation and reuse). */
export async function refreshTokens(
  db: D1Database,
  presented: string,
  key: SigningKey,
  loadUser: (id: string) => Promise<{ user: UserRow; organizationId: string | null } | null>,
  now: number,
): Promise<AuthToken> {
  const hash = await sha256Hex(presented);
  const find = () => db.prepare("SELECT * FROM refresh_tokens WHERE token_hash = ?1").bind(hash).first<RefreshRow>();
  let row = await find();
  if (!row || row.revoked_at !== null || row.expires_at <= now) {
    throw new ApiError("REFRESH_TOKEN_INVALID", "The session has ended; please sign in again");
  }
  const owner = await loadUser(row.user_id);
  if (!owner) throw new ApiError("REFRESH_TOKEN_INVALID", "The session has ended; please sign in again");

  if (row.rotated_at === null) {
    const successor = randomToken();
    const sealed = await seal(successor, key.secret);
    const expiresAt = now + REFRESH_TOKEN_TTL_MS;
    const [update] = await db.batch([
      db
        .prepare(
          "UPDATE refresh_tokens SET rotated_at = ?2, successor_sealed = ?3 WHERE id = ?1 AND rotated_at IS NULL AND revoked_at IS NULL",
        )
        .bind(row.id, now, sealed),
      // Inserted only by the request whose update won: its sealed successor is the one stored.
      db
        .prepare(
          `INSERT INTO refresh_tokens (id, family_id, user_id, token_hash, created_at, expires_at)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (SELECT 1 FROM refresh_tokens WHERE id = ?7 AND successor_sealed = ?8)`,
        )
        .bind(
          crypto.randomUUID(),
          row.family_id,
          row.user_id,
          await sha256Hex(successor),
          now,
          expiresAt,
          row.id,
          sealed,
        ),
    ]);
    if (update?.meta.changes === 1) {
      const access = await accessToken(owner.user, owner.organizationId, row.family_id, key, now);
      return {
        accessToken: access.token,
        accessTokenExpireAt: access.expireAt,
        refreshToken: successor,
        refreshTokenExpireAt: expiresAt,
      };
    }
    row = (await find())!;
  }

  // Already rotated: a parallel request within the grace window, or reuse of a stolen token.
  if (
    row.rotated_at !== null &&
    now - row.rotated_at <= REFRESH_GRACE_MS &&
    row.successor_sealed &&
    row.revoked_at === null
  ) {
    const successor = await unseal(row.successor_sealed, key.secret);
    const successorRow = successor
      ? await db
          .prepare("SELECT expires_at, revoked_at FROM refresh_tokens WHERE token_hash = ?1")
          .bind(await sha256Hex(successor))
          .first<{ expires_at: number; revoked_at: number | null }>()
      : null;
    if (successor && successorRow && successorRow.revoked_at === null) {
      const access = await accessToken(owner.user, owner.organizationId, row.family_id, key, now);
      return {
        accessToken: access.token,
        accessTokenExpireAt: access.expireAt,
        refreshToken: successor,
        refreshTokenExpireAt: successorRow.expires_at,
      };
    }
  }
  await revokeFamily(db, row.family_id, now);
  throw new ApiError(
    "REFRESH_TOKEN_REUSED",
    "This session was used elsewhere and has been ended; please sign in again",
  );
}

/** Ends a session at once: its refresh-token family is revoked, and with it its access tokens. */
export async function revokeSession(db: D1Database, familyId: string, now: number): Promise<void> {
  await revokeFamily(db, familyId, now);
}

/**
 * Verifies an access token (signature, issuer, expiry against the service's clock) and that its
 * session has not been ended.
 */
export async function authenticate(
  db: D1Database,
  authorization: string | undefined,
  key: SigningKey,
  now: number,
): Promise<AccessClaims> {
  const token = authorization?.startsWith("Bearer ") ? authorization.slice(7) : undefined;
  if (!token) throw new ApiError("UNAUTHORIZED", "Sign-in required");
  let claims: AccessClaims;
  try {
    // Time claims are checked below against the service's clock, which tests can move.
    claims = (await verify(token, key.secret, {
      alg: key.algorithm,
      iss: TOKEN_ISSUER,
      exp: false,
      iat: false,
      nbf: false,
    })) as unknown as AccessClaims;
  } catch {
    throw new ApiError("UNAUTHORIZED", "The access token is not valid or has expired");
  }
  if (typeof claims.exp !== "number" || claims.exp * 1000 <= now || claims.iat * 1000 > now + 60_000) {
    throw new ApiError("UNAUTHORIZED", "The access token is not valid or has expired");
  }
  const active = await db
    .prepare("SELECT 1 AS ok FROM refresh_tokens WHERE family_id = ?1 AND revoked_at IS NULL LIMIT 1")
    .bind(claims.fam)
    .first<{ ok: number }>();
  if (!active) throw new ApiError("UNAUTHORIZED", "The session has ended");
  return claims;
}

/**
 * Who is calling, for the account-extras endpoints: a signed-in user (any session) or a
 * registered one (not anonymous), checked like the accounts endpoints do.
 */
import type { Context } from "hono";
import { type AccountsEnv, signingKey } from "../accounts/keys";
import { authenticate } from "../accounts/tokens";
import { findUserById, organizationsOf, type UserRow } from "../accounts/users";
import { ApiError } from "../errors";

export type ExtrasEnv = { Bindings: AccountsEnv & { DB: D1Database } };

export interface Caller {
  readonly user: UserRow;
  readonly organizations: readonly string[];
}

/** The signed-in user (anonymous or registered) and their organizations; 3500 otherwise. */
export async function signedIn(c: Context<ExtrasEnv>, now: number): Promise<Caller> {
  const claims = await authenticate(c.env.DB, c.req.header("authorization"), signingKey(c.env), now);
  const user = await findUserById(c.env.DB, claims.sub);
  if (!user || user.merged_into) throw new ApiError("UNAUTHORIZED", "The session has ended");
  return { user, organizations: await organizationsOf(c.env.DB, user.id) };
}

/** A signed-in user who is not anonymous; an anonymous session gets 3510, like `registered()` in accounts. */
export async function registered(c: Context<ExtrasEnv>, now: number): Promise<Caller> {
  const caller = await signedIn(c, now);
  if (caller.user.anonymous === 1) throw new ApiError("FORBIDDEN", "Sign in with your phone or e-mail first");
  return caller;
}

export function clientIp(c: Context): string | null {
  return c.req.header("cf-connecting-ip") ?? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() ?? null;
}

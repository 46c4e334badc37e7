import type { Context } from "hono";
import { constantTimeEqual, signBase64url } from "../../../shared/crypto/hmac";
import { type AccountsEnv, signingKey } from "../accounts/keys";
import { authenticate } from "../accounts/tokens";
import { organizationsOf } from "../accounts/users";
import { ApiError } from "../errors";
import { verifiedContacts } from "./contacts";
import type { OrderAccess } from "./store";
import type { ShopOriginsEnv } from "../payments/return-url";

export type OrdersEnv = {
  Bindings: AccountsEnv & ShopOriginsEnv & { DB: D1Database; BANK_SIMULATOR_SECRET?: string };
};

/** A manage token lasts this long after "find my reservation". */
const MANAGE_TOKEN_TTL_MS = 60 * 60 * 1000;

const hmac = (secret: string, text: string) => signBase64url(secret, `manage|${text}`);

/** A short-lived token that opens one order to whoever proved its reservation id and e-mail. */
export async function manageToken(env: AccountsEnv, orderId: string, now: number): Promise<string> {
  return signedManageToken(env, orderId, now + MANAGE_TOKEN_TTL_MS);
}

/** The token for `orderId` that ends at `expires` (a changed booking's token ends with the one it came from). */
export async function signedManageToken(env: AccountsEnv, orderId: string, expires: number): Promise<string> {
  return `${orderId}.${expires}.${await hmac(signingKey(env).secret, `${orderId}.${expires}`)}`;
}

async function managedOrder(
  env: AccountsEnv,
  token: string | undefined,
  now: number,
): Promise<{ orderId: string; expiresAt: number } | undefined> {
  const [orderId, expires, signature] = token?.split(".") ?? [];
  if (!orderId || !expires || !signature || Number(expires) <= now) return undefined;
  return constantTimeEqual(await hmac(signingKey(env).secret, `${orderId}.${expires}`), signature)
    ? { orderId, expiresAt: Number(expires) }
    : undefined;
}

/** Who is asking: the signed-in user's organizations, or a manage token, or both. */
export async function orderAccess(c: Context<OrdersEnv>, now: number): Promise<OrderAccess & { userId?: string }> {
  const managed = await managedOrder(c.env, c.req.header("x-manage-token") ?? c.req.query("manageToken"), now);
  const managedOrderId = managed?.orderId;
  const managedUntil = managed?.expiresAt;
  const authorization = c.req.header("authorization");
  if (!authorization && managed) return { organizations: [], managedOrderId, managedUntil };
  const claims = await authenticate(c.env.DB, authorization, signingKey(c.env), now);
  return {
    organizations: await organizationsOf(c.env.DB, claims.sub),
    managedOrderId,
    managedUntil,
    userId: claims.sub,
    contacts: await verifiedContacts(c.env.DB, claims.sub),
  };
}

export async function signedInUser(c: Context<OrdersEnv>, now: number) {
  const access = await orderAccess(c, now);
  if (!access.userId) throw new ApiError("UNAUTHORIZED", "Sign-in required");
  return access as OrderAccess & { userId: string };
}

export function clientIp(c: Context): string | null {
  return c.req.header("cf-connecting-ip") ?? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() ?? null;
}

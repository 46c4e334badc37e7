import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { createMainApi } from "../../services/main-api/app";

/** A small client for the embedded Main API in service tests: sessions, searches and orders. */
export function mainApiClient(api: ReturnType<typeof createMainApi>) {
  async function call(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) {
    return api.request(
      `/api/v1${path}`,
      {
        method,
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      env,
    );
  }
  async function ok<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
    const resolved = await response;
    expect(resolved.status, await resolved.clone().text()).toBe(status);
    return resolved.json<T>();
  }
  async function error(response: Response | Promise<Response>) {
    const resolved = await response;
    const body = await resolved.json<{ error: { code: number; message: string; details?: Record<string, unknown> } }>();
    return { status: resolved.status, ...body.error };
  }
  async function session() {
    const { token, user } = await ok<{
      token: { accessToken: string; refreshToken: string };
      user: { id: string; organizations: { id: string }[] };
    }>(call("POST", "/account-api/anonymous-login"));
    return { token: token.accessToken, refreshToken: token.refreshToken, user };
  }
  /** A new access token for the session (after the test clock moved past the old one's expiry). */
  async function renew(refreshToken: string): Promise<string> {
    const { token } = await ok<{ token: { accessToken: string } }>(
      call("POST", "/account-api/refresh", { refreshToken }),
    );
    return token.accessToken;
  }
  /**
   * Signs in by e-mail or phone with the one-time code from the outbox, from a fresh anonymous
   * session (nothing of another session merged in): the account's access token.
   */
  async function signIn(channel: "email" | "phone", destination: string): Promise<string> {
    const anonymous = await session();
    await ok(call("POST", `/account-api/login/${channel}`, { [channel]: destination }, anonymous.token), 202);
    const message = await env.DB.prepare(
      "SELECT body FROM outbox WHERE destination = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1",
    )
      .bind(destination.toLowerCase())
      .first<{ body: string }>();
    const code = /\b(\d{6})\b/.exec(message!.body)![1];
    const { token } = await ok<{ token: { accessToken: string } }>(
      call("POST", `/account-api/login/${channel}/complete`, { [channel]: destination, code }, anonymous.token),
    );
    return token.accessToken;
  }
  return { call, ok, error, session, renew, signIn };
}

export interface OrderBody {
  order: {
    id: string;
    status: string;
    currency: string;
    reservationId: string | null;
    items: {
      id: string;
      status: string;
      removedReason: string | null;
      product: { code: string };
      price: { amount: number };
      paid: { amount: number };
    }[];
    totals: {
      total: { amount: number };
      paid: { amount: number };
      due: { amount: number };
      discount: { amount: number };
    };
  };
  removed?: { id: string; reason: string }[];
  priceChanged?: boolean;
  manageToken?: string;
}

export interface PaymentBody {
  payment: {
    id: string;
    status: string;
    amount: { amount: number };
    installmentTotal: { amount: number };
    redirect: { url: string } | null;
    reservationId: string | null;
    card: { last4: string; bin: string } | null;
  };
}

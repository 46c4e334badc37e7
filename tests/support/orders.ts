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
  return { call, ok, error, session, renew };
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

/** A Turkish driver with a valid identity number. */
export const DRIVER = {
  driver: {
    firstName: "Şükrü",
    lastName: "Çağlayan",
    email: "sukru@example.com",
    phone: "+905321234567",
    birthDate: "1988-04-12",
    nationality: "TR",
    tckn: "10000000146",
  },
};

export const BILLING = {
  type: "individual",
  firstName: "Şükrü",
  lastName: "Çağlayan",
  tckn: "10000000146",
  email: "sukru@example.com",
  address: { line: "Atatürk Cad. No:12 Daire 3", city: "İstanbul", country: "TR" },
};

export const AGREEMENTS = { accepted: ["pre-information-form", "distance-sales-contract"] };

export function cardFor(number: string, overrides: Record<string, unknown> = {}) {
  return {
    number,
    holderName: "SUKRU CAGLAYAN",
    expiryMonth: 12,
    expiryYear: 2030,
    cvc: number.startsWith("37") ? "1234" : "123",
    ...overrides,
  };
}

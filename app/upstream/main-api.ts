import { z } from "zod";
import { INTERNAL_ORIGIN, parseResponse, requestJson } from "./request-json";
import {
  carProductResponse,
  carSearchResponse,
  flightSearchResponse,
  paymentResponse,
  paymentStatusResponse,
  type CarProduct,
  type CarSearchBody,
  type CarSearchResponse,
  type FlightSearchBody,
  type FlightSearchResponse,
  type PaymentResponse,
  type PaymentStatusResponse,
} from "~/../shared/contract/main-api";
import { type Transport, UpstreamError } from "./transport";
import { type MainApiCall, orderCalls } from "./main-api-orders";
import { contentPageCalls } from "./main-api-content-pages";
import { catalogCalls } from "./main-api-catalog";
import { flightCalls } from "./main-api-flights";
import { cancellationCalls } from "./main-api-cancellation";
import { accountExtrasCalls } from "./main-api-account-extras";
import { passengerCalls } from "./main-api-passengers";
import { accountCalls } from "./main-api-account";
import {
  type CodeCompleteBody,
  type CodeRequestBody,
  type RefreshBody,
  type RegisterCompleteBody,
  codeSentResponse,
  outboxResponse,
  refreshResponse,
  signInResponse,
  userResponse,
} from "~/../shared/contract/main-api";

/** Product error the Main API answers when a quote was refreshed: retry once (spec section 8). */
export const REQUOTE_CODE = 3304;

export interface MainApiContext {
  /** Sent as Accept-Language and Content-Language. */
  readonly language: string;
  /** Bearer token of the visitor's session, read at call time (a refresh may replace it). */
  readonly accessToken?: () => string | undefined;
  /** The visitor's IP address, for the API's rate limits. */
  readonly clientIp?: string | undefined;
}

/**
 * The shop's typed client for the Main API (spec section 7). Responses are validated; failures
 * are UpstreamError with the API's code.
 *
 * @example
 * const api = createMainApiClient(transport, { language: "tr" });
 * const { results } = await api.searchCars({ version: "v3", … });
 */
export function createMainApiClient(transport: Transport, context: MainApiContext) {
  const headers = (token = context.accessToken?.()): Record<string, string> => ({
    "accept-language": context.language,
    "content-language": context.language,
    ...(context.clientIp ? { "x-forwarded-for": context.clientIp } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const account = "/api/v1/account-api";
  const call: MainApiCall = (path, schema, options = {}) =>
    requestJson("main-api", transport, path, schema, { ...options, headers: headers() });

  return {
    /** Basket, checkout, payment and reviews (docs/api/orders-and-payments.md). */
    orders: orderCalls(call),

    /**
     * The same calls carrying a booking's manage token (`x-manage-token`), for a grant holder's
     * change of that booking: the Main API opens the change order to it (docs/change.md).
     */
    managedOrders: (manageToken: string | undefined) =>
      manageToken
        ? orderCalls((path, schema, options = {}) =>
            requestJson("main-api", transport, path, schema, {
              ...options,
              headers: { ...headers(), "x-manage-token": manageToken },
            }),
          )
        : orderCalls(call),

    /** Cancelling a booking with its refund, refund status, the wallet (docs/cancel-and-wallet.md). */
    cancellation: cancellationCalls(call),

    /** Contact tickets, personal campaign codes, unsubscribe and supplier approval links (docs/content-pages.md). */
    contentPages: contentPageCalls(call),

    /** Starting prices per place, brand, model, company and class (docs/api/main-api.md, Car catalog). */
    catalog: catalogCalls(call, context.language),

    /** Fare brands, ticket rules and airports (docs/api/main-api.md, Flights); the search is searchFlights. */
    flights: flightCalls(call, context.language),

    /** Invoices and limits, reviews, the findeks credit report (docs/invoices-reviews-findeks.md). */
    accountExtras: accountExtrasCalls(call),

    /** The signed-in user's registered passengers (docs/registered-passengers.md). */
    passengers: passengerCalls(call),

    /** The signed-in traveller's profile, contacts, permissions and KVKK requests (docs/account.md). */
    account: accountCalls(call),

    payments: {
      /**
       * Hands the bank's signed 3-D Secure result to the payment API. Sent without the visitor's
       * token: the bank's signature is the proof, and the bank's cross-site POST carries no
       * session cookie, so asking for one would start a new anonymous session.
       */
      completeChallenge: (fields: Record<string, string>): Promise<PaymentResponse> =>
        requestJson("main-api", transport, "/api/v1/payment-api/payments/3ds-callback", paymentResponse, {
          method: "POST",
          body: fields,
          headers: headers(""),
        }),
      /** A payment of the session's order, or of one the manage token reaches (a grant holder's change). */
      get: (paymentId: string, access: { readonly manageToken?: string | undefined } = {}): Promise<PaymentResponse> =>
        requestJson(
          "main-api",
          transport,
          `/api/v1/payment-api/payments/${encodeURIComponent(paymentId)}`,
          paymentResponse,
          {
            headers: access.manageToken ? { ...headers(), "x-manage-token": access.manageToken } : headers(),
          },
        ),
      /** Whether a payment went through, for anyone holding its id (no session needed or sent). */
      status: (paymentId: string): Promise<PaymentStatusResponse> =>
        requestJson(
          "main-api",
          transport,
          `/api/v1/payment-api/payments/${encodeURIComponent(paymentId)}/status`,
          paymentStatusResponse,
          { headers: headers("") },
        ),
    },

    searchCars(body: CarSearchBody): Promise<CarSearchResponse> {
      return requestJson("main-api", transport, "/api/v1/search-api/search/point/", carSearchResponse, {
        method: "POST",
        body,
        headers: headers(),
      });
    },

    async getCarProduct(query: { code: string; searchId: string; currency?: string }): Promise<CarProduct> {
      const load = () =>
        requestJson("main-api", transport, "/api/v1/search-api/search/product/", carProductResponse, {
          query: { ...query, language: context.language },
          headers: headers(),
        });
      try {
        return await load();
      } catch (error) {
        if (error instanceof UpstreamError && error.code === REQUOTE_CODE) return load();
        throw error;
      }
    },

    searchFlights(body: Omit<FlightSearchBody, "language">): Promise<FlightSearchResponse> {
      return requestJson("main-api", transport, "/api/v1/flight-api/search", flightSearchResponse, {
        method: "POST",
        body: { language: context.language, ...body },
        headers: headers(),
      });
    },

    /** Accounts (spec section 7): the edge session middleware and the login page use these. */
    accounts: {
      anonymousLogin: () =>
        requestJson("main-api", transport, `${account}/anonymous-login`, signInResponse, {
          method: "POST",
          body: {},
          headers: headers(undefined),
        }),
      refresh: (refreshToken: string) =>
        requestJson("main-api", transport, `${account}/refresh`, refreshResponse, {
          method: "POST",
          body: { refreshToken } satisfies RefreshBody,
          headers: headers(undefined),
        }),
      sendLoginCode: (channel: "email" | "phone", destination: string) =>
        requestJson("main-api", transport, `${account}/login/${channel}`, codeSentResponse, {
          method: "POST",
          body: (channel === "email" ? { email: destination } : { phone: destination }) satisfies CodeRequestBody,
          headers: headers(),
        }),
      completeLogin: (channel: "email" | "phone", destination: string, code: string) =>
        requestJson("main-api", transport, `${account}/login/${channel}/complete`, signInResponse, {
          method: "POST",
          body: (channel === "email"
            ? { email: destination, code }
            : { phone: destination, code }) satisfies CodeCompleteBody,
          headers: headers(),
        }),
      /**
       * Whether the session's access token still stands (the Main API ends sessions before their
       * tokens expire: logout elsewhere, refresh-token reuse, password reset). Only a 401 says it
       * ended; an unreachable API keeps the session (every later call is checked there anyway).
       */
      async sessionActive(): Promise<boolean> {
        const response = await transport(new Request(`${INTERNAL_ORIGIN}${account}/session`, { headers: headers() }));
        await response.body?.cancel();
        return response.status !== 401;
      },
      user: () => requestJson("main-api", transport, `${account}/user`, userResponse, { headers: headers() }),
      registerComplete: (firstName: string, lastName: string) =>
        requestJson("main-api", transport, `${account}/register/complete`, userResponse, {
          method: "POST",
          body: { firstName, lastName } satisfies RegisterCompleteBody,
          headers: headers(),
        }),
      async logout(): Promise<void> {
        const response = await transport(
          new Request(`${INTERNAL_ORIGIN}${account}/logout`, { method: "POST", headers: headers() }),
        );
        if (!response.ok && response.status !== 401) {
          await parseResponse("main-api", response, z.unknown());
          throw UpstreamError.fromApi(
            "main-api",
            null,
            `main-api: logout failed (HTTP ${response.status})`,
            response.status,
          );
        }
      },
      devOutbox: (destination: string) =>
        requestJson("main-api", transport, `${account}/dev/outbox`, outboxResponse, { query: { destination } }),
    },
  };
}

export type MainApiClient = ReturnType<typeof createMainApiClient>;

/**
 * Typed per-request values the Worker hands to React Router loaders, actions and middleware.
 * Loaders read these instead of touching bindings or globals (docs/architecture.md).
 */
import type { I18n } from "@lingui/core";
import { createContext } from "react-router";
import type { Locale } from "~/routing/locales";
import type { MainApiClient } from "~/upstream/main-api";
import type { ContentClient } from "~/upstream/content";
import type { MapsClient } from "~/upstream/maps";
import type { AppConfig } from "./config";

export interface CloudflareRequestContext {
  readonly env: Env;
  /** Work that may outlive the response (cache refreshes, analytics). */
  readonly ctx: Pick<ExecutionContext, "waitUntil">;
  readonly config: AppConfig;
}

export interface RequestInfo {
  /** Echoed in the X-Request-Id header and in server logs. */
  readonly requestId: string;
  readonly locale: Locale;
  /** ISO 3166 country of the visitor (request.cf.country → CF-IPCountry → TR). */
  readonly country: string;
  /** Device class from the CDN's viewer headers, Cloudflare's device type or the user agent. */
  readonly device: "desktop" | "tablet" | "mobile";
  /** This response's Content-Security-Policy nonce for scripts. */
  readonly nonce: string;
}

/** The signed-in visitor as loaders see it (from the access token's claims). */
export interface SessionSummary {
  readonly userId: string;
  readonly anonymous: boolean;
  readonly firstName: string | null;
  readonly organizationId: string | null;
  /** True when this request signed the visitor in (anonymously or after a login). */
  readonly isNew: boolean;
}

/** Tokens as the Main API issues them (spec: auth token). */
export interface SessionTokens {
  readonly accessToken: string;
  readonly accessTokenExpireAt: number;
  readonly refreshToken: string;
  readonly refreshTokenExpireAt: number;
}

export interface SessionHandle {
  /** The visitor's session, refreshed when its access token is about to expire; never creates one. */
  current(): Promise<SessionSummary | undefined>;
  /** The session, created by a silent anonymous sign-in when the visitor has none (or it ended). */
  ensure(): Promise<SessionSummary>;
  /** Starts a session with tokens from a login; cookies go out with the response. */
  signIn(tokens: SessionTokens): SessionSummary;
  /** Ends the session at the Main API and clears the cookies. */
  signOut(): Promise<void>;
  /** Exchanges the refresh token now, e.g. so the access token carries a name just saved. */
  renew(): Promise<SessionSummary | undefined>;
  /** The current access token for calls to the Main API (never exposed to the browser). */
  accessToken(): string | undefined;
}

export const cloudflareContext = createContext<CloudflareRequestContext>();
export const requestInfoContext = createContext<RequestInfo>();
export const sessionContext = createContext<SessionHandle>();
/**
 * Clients of the upstream services, bound to this request's language (and, later, session).
 * Only their types come from worker/: app/ never imports edge code at run time.
 */
export interface UpstreamClients {
  readonly mainApi: MainApiClient;
  readonly maps: MapsClient;
  readonly content: ContentClient;
}

export const upstreamsContext = createContext<UpstreamClients>();

/** Set by the root route middleware: one Lingui instance per request, never shared. */
export const i18nContext = createContext<I18n>();

/**
 * Typed per-request values the Worker hands to React Router loaders, actions and middleware.
 * Loaders read these instead of touching bindings or globals (docs/architecture.md).
 */
import type { I18n } from "@lingui/core";
import { createContext } from "react-router";
import type { Locale } from "~/routing/locales";
import type { MainApiClient } from "../../worker/clients/main-api";
import type { MapsClient } from "../../worker/clients/maps";
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
}

/** A visitor session as seen by loaders; created lazily by the "auth" route check. */
export interface SessionSummary {
  readonly id: string;
  readonly createdAt: number;
  readonly isNew: boolean;
}

export interface SessionHandle {
  /** The current session, or undefined when the visitor has none yet. Never creates one. */
  current(): Promise<SessionSummary | undefined>;
  /** The current session, created (silent anonymous sign-in) when the visitor has none. */
  ensure(): Promise<SessionSummary>;
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
}

export const upstreamsContext = createContext<UpstreamClients>();

/** Set by the root route middleware: one Lingui instance per request, never shared. */
export const i18nContext = createContext<I18n>();

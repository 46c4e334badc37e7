import type { AppConfig } from "~/lib/config";
import type { UpstreamClients } from "~/lib/request-context";
import { createMainApiClient } from "~/upstream/main-api";
import { createContentClient } from "~/upstream/content";
import { createMapsClient } from "~/upstream/maps";
import { embeddedTransport, type Transport, urlTransport } from "~/upstream/transport";

/** A Hono app (or anything with its fetch signature) implementing an upstream service. */
export interface EmbeddedService {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response>;
}

/** Hono's execution context type differs nominally from the runtime's; both are the same object. */
type AnyExecutionContext = Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;

export interface EmbeddedServices {
  readonly mainApi: EmbeddedService;
  readonly maps: EmbeddedService;
  readonly content: EmbeddedService;
  /** The simulated bank's cardholder pages (3-D Secure), when enabled. */
  readonly bank?: EmbeddedService;
}

export function transportFor(
  url: string | undefined,
  embedded: EmbeddedService,
  env: Env,
  ctx: AnyExecutionContext,
): Transport {
  return url ? urlTransport(url) : embeddedTransport(embedded, env, ctx as ExecutionContext);
}

/**
 * The request's upstream clients: real services where configured, embedded ones otherwise. The
 * Main API client sends the visitor's access token (read at call time) and IP address.
 */
export function upstreamClients(
  config: AppConfig,
  embedded: EmbeddedServices,
  env: Env,
  ctx: AnyExecutionContext,
  language: string,
  visitor: { accessToken: () => string | undefined; clientIp?: string | undefined },
): UpstreamClients {
  return {
    mainApi: createMainApiClient(transportFor(config.MAIN_API_URL, embedded.mainApi, env, ctx), {
      language,
      ...visitor,
    }),
    maps: createMapsClient(transportFor(config.MAPS_URL, embedded.maps, env, ctx)),
    content: createContentClient(transportFor(config.CONTENT_URL, embedded.content, env, ctx), {
      kv: env.CACHE,
      waitUntil: (promise) => ctx.waitUntil(promise),
    }),
  };
}

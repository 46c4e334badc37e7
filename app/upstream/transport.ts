/**
 * How the edge reaches an upstream service: a fetch-shaped function. In production it is a real
 * URL (set by an env var); locally the embedded implementation is called in-process through the
 * same Request/Response contract, so swapping in a real backend is configuration only.
 */
export type Transport = (request: Request) => Promise<Response>;

/** Sends requests to a service at a base URL (path and query kept, origin replaced). */
export function urlTransport(baseUrl: string, fetcher: typeof fetch = fetch): Transport {
  const base = new URL(baseUrl);
  return (request) => {
    const url = new URL(request.url);
    const target = new URL(`${base.pathname.replace(/\/$/, "")}${url.pathname}${url.search}`, base.origin);
    return fetcher(new Request(target, request));
  };
}

/** Calls an embedded Hono app in-process with the Worker's bindings. */
export function embeddedTransport(
  app: { fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response> },
  env: Env,
  ctx: ExecutionContext,
): Transport {
  return async (request) => app.fetch(request, env, ctx);
}

export { UpstreamError } from "./errors";

import type { z } from "zod";
import { type Transport, UpstreamError } from "./transport";

/** Any host works: transports replace the origin. */
export const INTERNAL_ORIGIN = "http://upstream.internal";

export interface CallOptions {
  readonly method?: "GET" | "POST" | "DELETE";
  readonly query?: Record<string, string | undefined>;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/**
 * One JSON call to an upstream: builds the request, maps `{error: {code, message}}` bodies and
 * non-2xx statuses to UpstreamError, and validates a successful body with the given schema, so a
 * malformed upstream payload is an error here rather than a crash in a page.
 */
export async function requestJson<Schema extends z.ZodType>(
  service: string,
  transport: Transport,
  path: string,
  schema: Schema,
  options: CallOptions = {},
): Promise<z.output<Schema>> {
  const url = new URL(path, INTERNAL_ORIGIN);
  for (const [key, value] of Object.entries(options.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, value);
  const response = await transport(
    new Request(url, {
      method: options.method ?? "GET",
      headers: {
        accept: "application/json",
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new UpstreamError(
      service,
      response.status,
      `${service}: response is not JSON (HTTP ${response.status})`,
      response.status,
    );
  }
  const error = (payload as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  if (!response.ok || (error && typeof error === "object")) {
    const code = typeof error?.code === "number" ? error.code : response.status;
    const message = typeof error?.message === "string" ? error.message : `HTTP ${response.status}`;
    throw new UpstreamError(service, code, `${service} error ${code}: ${message}`, response.status, error?.details);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new UpstreamError(
      service,
      502,
      `${service}: unexpected response shape at ${parsed.error.issues[0]?.path.join(".") ?? "?"}`,
      502,
    );
  }
  return parsed.data;
}

import type { z } from "zod";
import { errorEnvelopeSchema } from "~/../shared/contract/main-api/errors";
import { UpstreamError, type UpstreamService } from "./errors";
import type { Transport } from "./transport";

/** Any host works: transports replace the origin. */
export const INTERNAL_ORIGIN = "http://upstream.internal";

export interface CallOptions {
  readonly method?: "GET" | "POST" | "PUT" | "DELETE";
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
  service: UpstreamService,
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
  return parseResponse(service, response, schema);
}

/**
 * A service's answer as the contract describes it: the success schema's output, or an
 * UpstreamError — the contract's code for an error body, "http-error" for a failure it has no
 * code for, "invalid-response" for anything else (not JSON, an HTML page, a broken field).
 */
export async function parseResponse<Schema extends z.ZodType>(
  service: UpstreamService,
  response: Response,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await response.text();
  let payload: unknown;
  try {
    // 204 No Content (a deletion) has no body: read it as null, for a `z.null()` schema.
    payload = response.status === 204 ? null : JSON.parse(text);
  } catch {
    throw new UpstreamError(
      service,
      "invalid-response",
      `${service}: response is not JSON (HTTP ${response.status})`,
      response.status,
      { reason: "not-json" },
    );
  }
  const failure = errorEnvelopeSchema.safeParse(payload);
  if (failure.success) {
    const { code, message, details } = failure.data.error;
    throw UpstreamError.fromApi(service, code, `${service} error ${code}: ${message}`, response.status, details);
  }
  if (!response.ok) {
    throw UpstreamError.fromApi(
      service,
      null,
      `${service}: HTTP ${response.status} without an error body`,
      response.status,
    );
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.join(".") ?? "";
    throw new UpstreamError(
      service,
      "invalid-response",
      `${service}: unexpected response shape at ${path || "the top level"}`,
      502,
      { reason: "unexpected-shape", path },
    );
  }
  return parsed.data;
}

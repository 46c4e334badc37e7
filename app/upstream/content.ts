import type { z } from "zod";
import { type CacheContext, type CacheStrategy, cached, contentCacheKey } from "~/lib/cms/content-cache";
import {
  type ContentList,
  contentListResponse,
  type ContentSingle,
  contentSingleResponse,
} from "~/../shared/contract/content";
import { INTERNAL_ORIGIN } from "./request-json";
import type { Transport } from "./transport";

/**
 * The spec's content-service failure: an error carrying the response data, so callers can skip
 * setting that content and render the page without it.
 */
export class ContentError extends Error {
  constructor(
    message: string,
    readonly data: unknown,
    readonly response: { readonly status: number } | undefined,
  ) {
    super(message);
  }
}

/** The answer as the contract describes it; anything else is a ContentError the page renders without. */
function parsed<Schema extends z.ZodType>(schema: Schema, data: unknown): z.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const path = result.error.issues[0]?.path.join(".") ?? "";
    throw new ContentError(`content service answer does not match the contract at ${path || "the top level"}`, data, {
      status: 502,
    });
  }
  return result.data;
}

async function fetchJson<Schema extends z.ZodType>(
  transport: Transport,
  path: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  let response: Response;
  try {
    response = await transport(new Request(`${INTERNAL_ORIGIN}${path}`, { headers: { accept: "application/json" } }));
  } catch (error) {
    throw new ContentError(`content service unreachable: ${String(error)}`, null, undefined);
  }
  const data = await response.json().catch(() => null);
  if (!response.ok)
    throw new ContentError(`content service answered ${response.status}`, data, { status: response.status });
  return parsed(schema, data);
}

/**
 * Reads the content service through the KV cache (docs/caching.md). Every read names a cache
 * strategy; keys include the collection, the query and the locale.
 *
 * @example
 * const bars = await content.list("hello-bars", new URLSearchParams({ sort: "endDate:asc" }), "tr", CACHE_SHORT);
 */
export function createContentClient(transport: Transport, cache: CacheContext) {
  return {
    async list(
      collection: string,
      query: URLSearchParams,
      locale: string,
      strategy: CacheStrategy,
    ): Promise<ContentList> {
      const search = new URLSearchParams(query);
      search.set("locale", locale);
      const key = contentCacheKey(collection, query, locale);
      const { value } = await cached(cache, key, strategy, () =>
        fetchJson(transport, `/api/${collection}?${search}`, contentListResponse),
      );
      // A cached answer was stored by an earlier version of the shop: checked again.
      return parsed(contentListResponse, value);
    },
    async single(name: string, locale: string, strategy: CacheStrategy): Promise<ContentSingle> {
      const key = contentCacheKey(`${name}/all`, new URLSearchParams(), locale);
      const { value } = await cached(cache, key, strategy, () =>
        fetchJson(transport, `/api/${name}/all?locale=${encodeURIComponent(locale)}`, contentSingleResponse),
      );
      return parsed(contentSingleResponse, value);
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;

import { type CacheContext, type CacheStrategy, cached, contentCacheKey } from "~/lib/cms/content-cache";
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

async function fetchJson(transport: Transport, path: string): Promise<unknown> {
  let response: Response;
  try {
    response = await transport(new Request(`${INTERNAL_ORIGIN}${path}`, { headers: { accept: "application/json" } }));
  } catch (error) {
    throw new ContentError(`content service unreachable: ${String(error)}`, null, undefined);
  }
  const data = await response.json().catch(() => null);
  if (!response.ok)
    throw new ContentError(`content service answered ${response.status}`, data, { status: response.status });
  return data;
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
    async list<T = Record<string, unknown>>(
      collection: string,
      query: URLSearchParams,
      locale: string,
      strategy: CacheStrategy,
    ) {
      const search = new URLSearchParams(query);
      search.set("locale", locale);
      const key = contentCacheKey(collection, query, locale);
      const { value } = await cached(cache, key, strategy, () => fetchJson(transport, `/api/${collection}?${search}`));
      return value as { data: T[]; meta: unknown };
    },
    async single<T = Record<string, unknown>>(name: string, locale: string, strategy: CacheStrategy) {
      const key = contentCacheKey(`${name}/all`, new URLSearchParams(), locale);
      const { value } = await cached(cache, key, strategy, () =>
        fetchJson(transport, `/api/${name}/all?locale=${encodeURIComponent(locale)}`),
      );
      return value as { data: T };
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;

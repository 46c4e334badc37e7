/**
 * The KV cache in front of the content service: named strategies, stale-while-revalidate (the
 * refresh runs after the response, through waitUntil), stale-if-error, and never a cached failure.
 * KV is eventually consistent and allows one write per second per key: it holds copies only.
 */
export interface CacheStrategy {
  readonly name: string;
  /** Fresh for this long. */
  readonly ttlSeconds: number;
  /** After that, served while one background refresh runs, for this long. */
  readonly staleWhileRevalidateSeconds: number;
  /** After that, served only when the content service fails, for this long. */
  readonly staleIfErrorSeconds: number;
}

export const CACHE_SHORT: CacheStrategy = {
  name: "short",
  ttlSeconds: 60,
  staleWhileRevalidateSeconds: 600,
  staleIfErrorSeconds: 86_400,
};
export const CACHE_LONG: CacheStrategy = {
  name: "long",
  ttlSeconds: 3_600,
  staleWhileRevalidateSeconds: 86_400,
  staleIfErrorSeconds: 7 * 86_400,
};

export function cacheCustom(
  ttlSeconds: number,
  staleWhileRevalidateSeconds = ttlSeconds * 10,
  staleIfErrorSeconds = 86_400,
): CacheStrategy {
  return { name: "custom", ttlSeconds, staleWhileRevalidateSeconds, staleIfErrorSeconds };
}

export type CacheStatus = "hit" | "miss" | "stale" | "stale-if-error";

/** Stored next to each value (and as KV metadata, so operators can list without reading values). */
export interface CacheMetadata {
  readonly storedAt: number;
  readonly strategy: string;
  readonly ttlSeconds: number;
  readonly staleWhileRevalidateSeconds: number;
  readonly staleIfErrorSeconds: number;
}

interface Entry {
  readonly value: unknown;
  readonly meta: CacheMetadata;
}

/** Per-isolate counters for the operator endpoint (an isolate's view, not a global count). */
export const cacheStats = new Map<string, Record<CacheStatus | "error", number>>();

function count(key: string, status: CacheStatus | "error") {
  const stats = cacheStats.get(key) ?? { hit: 0, miss: 0, stale: 0, "stale-if-error": 0, error: 0 };
  stats[status]++;
  cacheStats.set(key, stats);
}

const refreshing = new Map<string, Promise<void>>();

export interface CacheContext {
  readonly kv: KVNamespace;
  readonly waitUntil: (promise: Promise<unknown>) => void;
  readonly now?: () => number;
}

async function store(kv: KVNamespace, key: string, value: unknown, strategy: CacheStrategy, now: number) {
  const meta: CacheMetadata = {
    storedAt: now,
    strategy: strategy.name,
    ttlSeconds: strategy.ttlSeconds,
    staleWhileRevalidateSeconds: strategy.staleWhileRevalidateSeconds,
    staleIfErrorSeconds: strategy.staleIfErrorSeconds,
  };
  const keepSeconds =
    strategy.ttlSeconds + Math.max(strategy.staleWhileRevalidateSeconds, strategy.staleIfErrorSeconds);
  // KV's minimum expiration is 60 seconds.
  await kv.put(key, JSON.stringify({ value, meta } satisfies Entry), {
    expirationTtl: Math.max(60, keepSeconds),
    metadata: meta,
  });
}

/**
 * The cached value for `key`, loading (and storing) it when there is none fit to serve. `load`
 * must throw on failure: failures are never stored.
 */
export async function cached<T>(
  context: CacheContext,
  key: string,
  strategy: CacheStrategy,
  load: () => Promise<T>,
): Promise<{ value: T; status: CacheStatus }> {
  const now = context.now ?? Date.now;
  // An unreadable entry is a miss.
  const entry = await context.kv.get<Entry>(key, "json").catch(() => null);
  const age = entry ? (now() - entry.meta.storedAt) / 1000 : Number.POSITIVE_INFINITY;
  if (entry && age < entry.meta.ttlSeconds) {
    count(key, "hit");
    return { value: entry.value as T, status: "hit" };
  }
  if (entry && age < entry.meta.ttlSeconds + entry.meta.staleWhileRevalidateSeconds) {
    if (!refreshing.has(key)) {
      const refresh = load()
        .then((value) => store(context.kv, key, value, strategy, now()))
        .catch(() => undefined)
        .finally(() => refreshing.delete(key));
      refreshing.set(key, refresh);
      context.waitUntil(refresh);
    }
    count(key, "stale");
    return { value: entry.value as T, status: "stale" };
  }
  try {
    const value = await load();
    // KV takes one write a second per key: a refused copy must not cost the visitor the answer.
    await store(context.kv, key, value, strategy, now()).catch(() => undefined);
    count(key, "miss");
    return { value, status: "miss" };
  } catch (error) {
    if (entry && age < entry.meta.ttlSeconds + entry.meta.staleIfErrorSeconds) {
      count(key, "stale-if-error");
      return { value: entry.value as T, status: "stale-if-error" };
    }
    count(key, "error");
    throw error;
  }
}

/** Keys are `content:v1:{locale}:{collection}:{query}` with the query's parameters sorted. */
export function contentCacheKey(collection: string, query: URLSearchParams, locale: string): string {
  const sorted = [...query.entries()].sort(([a, av], [b, bv]) => a.localeCompare(b) || av.localeCompare(bv));
  return `content:v1:${locale}:${collection}:${new URLSearchParams(sorted).toString()}`;
}

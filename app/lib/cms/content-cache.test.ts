import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE_SHORT, cached, cacheCustom, contentCacheKey } from "./content-cache";

let clock = Date.UTC(2027, 0, 1);
const background: Promise<unknown>[] = [];
const context = {
  kv: env.CACHE,
  waitUntil: (promise: Promise<unknown>) => void background.push(promise),
  now: () => clock,
};
let keyNumber = 0;

beforeEach(() => {
  keyNumber++;
  background.length = 0;
});

const key = () => `content:v1:tr:test-${keyNumber}:`;

describe("content cache", () => {
  it("misses, then hits while fresh", async () => {
    const load = vi.fn(async () => ({ title: "Yaz kampanyası" }));
    expect(await cached(context, key(), CACHE_SHORT, load)).toEqual({
      value: { title: "Yaz kampanyası" },
      status: "miss",
    });
    clock += 30_000;
    expect((await cached(context, key(), CACHE_SHORT, load)).status).toBe("hit");
    expect(load).toHaveBeenCalledOnce();
  });

  it("answers with what it loaded when KV refuses to store it", async () => {
    const refusing = {
      ...context,
      kv: {
        get: env.CACHE.get.bind(env.CACHE),
        put: () => Promise.reject(new Error("429 Too Many Requests")),
      } as unknown as KVNamespace,
    };
    const load = vi.fn(async () => ({ title: "Yaz kampanyası" }));
    expect(await cached(refusing, key(), CACHE_SHORT, load)).toEqual({
      value: { title: "Yaz kampanyası" },
      status: "miss",
    });
    // Nothing was kept, so the next request loads again.
    expect((await cached(refusing, key(), CACHE_SHORT, load)).status).toBe("miss");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("serves stale content while one background refresh runs, then the fresh copy", async () => {
    let version = 1;
    const load = vi.fn(async () => ({ version: version }));
    await cached(context, key(), CACHE_SHORT, load);
    version = 2;
    clock += (CACHE_SHORT.ttlSeconds + 1) * 1000;
    const [first, second] = await Promise.all([
      cached(context, key(), CACHE_SHORT, load),
      cached(context, key(), CACHE_SHORT, load),
    ]);
    expect(first).toEqual({ value: { version: 1 }, status: "stale" });
    expect(second.status).toBe("stale");
    await Promise.all(background);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cached(context, key(), CACHE_SHORT, load)).toEqual({ value: { version: 2 }, status: "hit" });
  });

  it("serves stale content when the content service is down, within stale-if-error", async () => {
    await cached(context, key(), CACHE_SHORT, async () => ({ ok: 1 }));
    clock += (CACHE_SHORT.ttlSeconds + CACHE_SHORT.staleWhileRevalidateSeconds + 1) * 1000;
    const failing = async () => {
      throw new Error("content service down");
    };
    expect(await cached(context, key(), CACHE_SHORT, failing)).toEqual({ value: { ok: 1 }, status: "stale-if-error" });
  });

  it("never caches a failure, and fails when nothing usable is cached", async () => {
    const failing = vi.fn(async () => {
      throw new Error("down");
    });
    await expect(cached(context, key(), CACHE_SHORT, failing)).rejects.toThrow("down");
    expect(await env.CACHE.get(key())).toBeNull();
    await expect(cached(context, key(), CACHE_SHORT, failing)).rejects.toThrow("down");
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("gives up on stale content once stale-if-error has passed too", async () => {
    const strategy = cacheCustom(60, 60, 60);
    await cached(context, key(), strategy, async () => 1);
    clock += 181_000;
    await expect(
      cached(context, key(), strategy, async () => {
        throw new Error("down");
      }),
    ).rejects.toThrow("down");
  });

  it("keys on collection, locale and the query with its parameters in a stable order", () => {
    const a = contentCacheKey("hello-bars", new URLSearchParams("sort=endDate:asc&filters[active][$eq]=true"), "tr");
    const b = contentCacheKey("hello-bars", new URLSearchParams("filters[active][$eq]=true&sort=endDate:asc"), "tr");
    expect(a).toBe(b);
    expect(contentCacheKey("hello-bars", new URLSearchParams("sort=endDate:asc"), "en")).not.toBe(
      contentCacheKey("hello-bars", new URLSearchParams("sort=endDate:asc"), "tr"),
    );
    expect(a.startsWith("content:v1:tr:hello-bars:")).toBe(true);
  });
});

import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createContentService } from "../../services/content/app";
import { seedInventory } from "../../tests/support/seed-inventory";
import { CACHE_SHORT, cacheStats, contentCacheKey } from "~/lib/cms/content-cache";
import { ContentError, createContentClient } from "./content";
import { embeddedTransport, type Transport } from "./transport";

const service = embeddedTransport(createContentService(), env, createExecutionContext());
const cache = { kv: env.CACHE, waitUntil: () => {} };

beforeAll(() => seedInventory(env.DB));

describe("content client", () => {
  it("reads the content service through the KV cache", async () => {
    let calls = 0;
    const counting: Transport = async (request) => {
      calls++;
      return service(request);
    };
    const client = createContentClient(counting, cache);
    const query = new URLSearchParams({ "filters[code][$eq]": "YAZ10" });
    // The KV namespace and the counters are shared with the other test files of the run.
    const key = contentCacheKey("campaigns", query, "tr");
    await env.CACHE.delete(key);
    const before = { hit: 0, miss: 0, ...cacheStats.get(key) };
    const first = await client.list("campaigns", query, "tr", CACHE_SHORT);
    const second = await client.list("campaigns", query, "tr", CACHE_SHORT);
    expect(first.data.map((entry) => entry.code)).toEqual(["YAZ10"]);
    expect(second).toEqual(first);
    expect(calls).toBe(1);
    expect(cacheStats.get(key)).toMatchObject({ miss: before.miss + 1, hit: before.hit + 1 });
  });

  it("reads single types per locale", async () => {
    const client = createContentClient(service, cache);
    const { data } = await client.single("commons", "en", CACHE_SHORT);
    expect(data.email).toBe("support@rotago.com");
  });

  it("gives callers the spec's error object when the content service fails and nothing is cached", async () => {
    const down: Transport = async () => Response.json({ error: { status: 503 } }, { status: 503 });
    const failure = await createContentClient(down, cache)
      .list("faqs", new URLSearchParams(), "tr", CACHE_SHORT)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentError);
    expect(failure).toMatchObject({ response: { status: 503 }, data: { error: { status: 503 } } });
    const unreachable: Transport = async () => {
      throw new TypeError("network down");
    };
    const gone = await createContentClient(unreachable, cache)
      .list("sliders", new URLSearchParams(), "tr", CACHE_SHORT)
      .catch((error: unknown) => error);
    expect(gone).toMatchObject({ response: undefined, data: null });
  });
});

import { Hono } from "hono";
import { z } from "zod";
import { type CacheMetadata, cacheStats } from "~/lib/cms/content-cache";
import { constantTimeEqual, signHex } from "../../shared/crypto/hmac";

/** The content service's webhook: which collection changed. */
const webhookBody = z.object({ model: z.string() });

const CONTENT_PREFIX = "content:v1:";

async function listKeys(kv: KVNamespace, prefix: string) {
  const keys: { name: string; metadata: CacheMetadata | undefined }[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list<CacheMetadata>({ prefix, ...(cursor ? { cursor } : {}) });
    keys.push(...page.keys.map((key) => ({ name: key.name, metadata: key.metadata ?? undefined })));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return keys;
}

async function purge(kv: KVNamespace, names: readonly string[]): Promise<number> {
  await Promise.all(names.map((name) => kv.delete(name)));
  return names.length;
}

/** The collection a content cache key belongs to (`content:v1:{locale}:{collection}:{query}`). */
function collectionOf(key: string): string | undefined {
  return key.startsWith(CONTENT_PREFIX) ? key.slice(CONTENT_PREFIX.length).split(":")[1] : undefined;
}

/**
 * Operator endpoints for the content cache (docs/caching.md): list cached keys with their age and
 * strategy, purge one key, a prefix or everything, and a signed webhook the CMS calls on publish.
 * Off (404) unless OPS_SECRET is set; the webhook needs CONTENT_WEBHOOK_SECRET.
 */
export function opsRoutes(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const app = new Hono<{ Bindings: Env & { OPS_SECRET?: string; CONTENT_WEBHOOK_SECRET?: string } }>();

  app.post("/cache/webhook", async (c) => {
    const secret = c.env.CONTENT_WEBHOOK_SECRET;
    if (!secret) return c.notFound();
    const body = await c.req.text();
    const signature = c.req.header("x-webhook-signature") ?? "";
    if (!constantTimeEqual(signature, `sha256=${await signHex(secret, body)}`)) {
      return c.json({ error: { code: 401, message: "Bad signature" } }, 401);
    }
    let model: unknown;
    try {
      model = webhookBody.safeParse(JSON.parse(body)).data?.model;
    } catch {
      return c.json({ error: { code: 400, message: "Body must be JSON" } }, 400);
    }
    if (typeof model !== "string" || !/^[a-z0-9-]{1,64}$/.test(model)) {
      return c.json({ error: { code: 400, message: "model is required" } }, 400);
    }
    const keys = (await listKeys(c.env.CACHE, CONTENT_PREFIX)).filter((key) => collectionOf(key.name) === model);
    return c.json({
      purged: await purge(
        c.env.CACHE,
        keys.map((key) => key.name),
      ),
    });
  });

  app.use("/cache", async (c, next) => {
    const secret = c.env.OPS_SECRET;
    if (!secret) return c.notFound();
    const given = c.req.header("authorization") ?? "";
    if (!constantTimeEqual(given, `Bearer ${secret}`))
      return c.json({ error: { code: 401, message: "Unauthorized" } }, 401);
    await next();
  });

  app.get("/cache", async (c) => {
    const prefix = c.req.query("prefix") ?? CONTENT_PREFIX;
    const at = now();
    const keys = (await listKeys(c.env.CACHE, prefix)).map(({ name, metadata }) => {
      const ageSeconds = metadata ? Math.round((at - metadata.storedAt) / 1000) : null;
      return {
        key: name,
        strategy: metadata?.strategy ?? null,
        ageSeconds,
        ttlSeconds: metadata?.ttlSeconds ?? null,
        state: metadata && ageSeconds !== null ? (ageSeconds < metadata.ttlSeconds ? "fresh" : "stale") : "unknown",
        isolateCounts: cacheStats.get(name) ?? null,
      };
    });
    return c.json({ keys }, 200, { "cache-control": "no-store" });
  });

  app.delete("/cache", async (c) => {
    const key = c.req.query("key");
    const prefix = c.req.query("prefix");
    const all = c.req.query("all") === "true";
    if (key) {
      await c.env.CACHE.delete(key);
      return c.json({ purged: 1 });
    }
    if (prefix || all) {
      const keys = await listKeys(c.env.CACHE, all ? "" : prefix!);
      return c.json({
        purged: await purge(
          c.env.CACHE,
          keys.map((entry) => entry.name),
        ),
      });
    }
    return c.json({ error: { code: 400, message: "Give key, prefix or all=true" } }, 400);
  });

  return app;
}

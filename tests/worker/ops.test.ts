import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createMainApi } from "../../services/main-api/app";
import { createMapsService } from "../../services/maps/app";
import { createContentService } from "../../services/content/app";
import { cached, CACHE_LONG } from "../../app/lib/cms/content-cache";
import { createApp } from "../../worker/app";

const app = createApp({
  handlePage: async () => new Response("page"),
  embedded: { mainApi: createMainApi(), maps: createMapsService(), content: createContentService() },
});
const secrets = { ...env, OPS_SECRET: "ops-secret-for-tests", CONTENT_WEBHOOK_SECRET: "webhook-secret-for-tests" };
const ops = (path: string, init: RequestInit = {}, bindings: object = secrets) =>
  app.request(`http://localhost/__ops${path}`, init, bindings, createExecutionContext());
const auth = { authorization: "Bearer ops-secret-for-tests" };

async function fill() {
  const context = { kv: env.CACHE, waitUntil: () => {} };
  for (const key of [
    "content:v1:tr:hello-bars:",
    "content:v1:en:hello-bars:",
    "content:v1:tr:campaigns:sort=endDate",
  ]) {
    await cached(context, key, CACHE_LONG, async () => ({ key }));
  }
}

async function sign(body: string) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode("webhook-secret-for-tests"),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
  return `sha256=${[...signature].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

beforeEach(async () => {
  const { keys } = await env.CACHE.list();
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
  await fill();
});

describe("operator cache endpoints", () => {
  it("are off without OPS_SECRET and refuse a wrong secret", async () => {
    expect((await ops("/cache", {}, env)).status).toBe(404);
    expect((await ops("/cache", { headers: { authorization: "Bearer nope" } })).status).toBe(401);
  });

  it("list cached keys with their strategy, age and state", async () => {
    const response = await ops("/cache", { headers: auth });
    const { keys } = await response.json<{
      keys: { key: string; strategy: string; state: string; ttlSeconds: number }[];
    }>();
    expect(keys.map((entry) => entry.key).sort()).toEqual([
      "content:v1:en:hello-bars:",
      "content:v1:tr:campaigns:sort=endDate",
      "content:v1:tr:hello-bars:",
    ]);
    expect(keys[0]).toMatchObject({ strategy: "long", state: "fresh", ttlSeconds: 3600 });
  });

  it("purge one key, a prefix, or everything", async () => {
    const one = await ops("/cache?key=content:v1:en:hello-bars:", { method: "DELETE", headers: auth });
    expect(await one.json()).toEqual({ purged: 1 });
    const prefix = await ops("/cache?prefix=content:v1:tr:", { method: "DELETE", headers: auth });
    expect(await prefix.json()).toEqual({ purged: 2 });
    expect((await env.CACHE.list()).keys).toEqual([]);
    await fill();
    expect(await (await ops("/cache?all=true", { method: "DELETE", headers: auth })).json()).toEqual({ purged: 3 });
  });
});

describe("CMS publish webhook", () => {
  it("purges every cached query of the published collection, in every language", async () => {
    const body = JSON.stringify({ event: "entry.publish", model: "hello-bars" });
    const response = await ops("/cache/webhook", {
      method: "POST",
      body,
      headers: { "x-webhook-signature": await sign(body) },
    });
    expect(await response.json()).toEqual({ purged: 2 });
    expect((await env.CACHE.list()).keys.map((key) => key.name)).toEqual(["content:v1:tr:campaigns:sort=endDate"]);
  });

  it("refuses a missing or wrong signature and purges nothing", async () => {
    const body = JSON.stringify({ model: "hello-bars" });
    expect((await ops("/cache/webhook", { method: "POST", body })).status).toBe(401);
    expect(
      (
        await ops("/cache/webhook", {
          method: "POST",
          body,
          headers: { "x-webhook-signature": await sign(`${body} `) },
        })
      ).status,
    ).toBe(401);
    expect((await env.CACHE.list()).keys).toHaveLength(3);
  });
});

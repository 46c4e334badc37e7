import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

/**
 * The production build (CLOUDFLARE_ENV=production, build-production/) with wrangler.toml's
 * [env.production] variables: the development features answer 404, the rest serves.
 */
const worker = (exports as unknown as { default: Fetcher }).default;
const get = (path: string, init: RequestInit = {}) =>
  worker.fetch(`https://www.rotago.com.tr${path}`, { redirect: "manual", ...init });

describe("the production profile", () => {
  it("serves (the configuration passes its production checks)", async () => {
    const response = await get("/__build");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version: expect.any(String) });
  });

  it.each([
    "/__dev/outbox?destination=you%40example.com",
    "/__bank/challenge/00000000-0000-0000-0000-000000000000",
    "/__bank/pay",
    "/__diagnostics/stream",
  ])("%s answers 404", async (path) => {
    const response = await get(path, { headers: { accept: "application/json" } });
    expect(response.status).toBe(404);
  });

  it("a POST to the simulated bank's pages is 404 too", async () => {
    const response = await get("/__bank/challenge/x", {
      method: "POST",
      headers: { origin: "https://www.rotago.com.tr", "content-type": "application/x-www-form-urlencoded" },
      body: "code=123456",
    });
    expect(response.status).toBe(404);
  });
});

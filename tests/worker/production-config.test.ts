import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { configSchema, productionProblems, readConfig } from "~/lib/config";
import { createMainApi } from "../../services/main-api/app";
import { createMapsService } from "../../services/maps/app";
import { createContentService } from "../../services/content/app";
import { createBankSimulator } from "../../services/bank/app";
import { createApp } from "../../worker/app";

/** A production configuration that passes every check (as wrangler.toml [env.production] plus secrets). */
const PRODUCTION = {
  SITE_TR_ORIGIN: "https://www.rotago.com.tr",
  SITE_INTL_ORIGIN: "https://www.rotago.com",
  DIAGNOSTICS_ENABLED: "false",
  ENVIRONMENT: "production",
  DEV_OUTBOX_ENABLED: "false",
  BANK_SIMULATOR_ENABLED: "false",
  MAIN_API_URL: "https://main-api.invalid",
  MAPS_URL: "",
  CONTENT_URL: "",
  IMAGE_TRANSFORMS: "cloudflare",
  IMAGE_SOURCE_ORIGINS: "",
  OPS_SECRET: "o".repeat(32),
  CONTENT_WEBHOOK_SECRET: "w".repeat(32),
};

/** One development feature on, a secret missing, an origin not public https, or no real Main API. */
const UNSAFE: [string, Record<string, string>, RegExp][] = [
  ["the development outbox", { DEV_OUTBOX_ENABLED: "true" }, /DEV_OUTBOX_ENABLED/],
  ["the simulated bank", { BANK_SIMULATOR_ENABLED: "true" }, /BANK_SIMULATOR_ENABLED/],
  ["diagnostics", { DIAGNOSTICS_ENABLED: "true" }, /DIAGNOSTICS_ENABLED/],
  ["the WebAssembly resizer", { IMAGE_TRANSFORMS: "wasm" }, /IMAGE_TRANSFORMS/],
  ["the embedded Main API", { MAIN_API_URL: "" }, /MAIN_API_URL/],
  ["a missing secret", { OPS_SECRET: "" }, /OPS_SECRET/],
  ["a short secret", { CONTENT_WEBHOOK_SECRET: "short" }, /CONTENT_WEBHOOK_SECRET/],
  ["a development origin", { SITE_TR_ORIGIN: "http://localhost:8787" }, /SITE_TR_ORIGIN/],
  ["a plain http origin", { SITE_INTL_ORIGIN: "http://www.rotago.com" }, /SITE_INTL_ORIGIN/],
];

function app() {
  return createApp({
    handlePage: async () => new Response("page", { headers: { "content-type": "text/plain" } }),
    embedded: {
      mainApi: createMainApi(),
      maps: createMapsService(),
      content: createContentService(),
      bank: createBankSimulator(),
    },
  });
}

async function fetchWith(bindings: Record<string, string>, path: string) {
  const ctx = createExecutionContext();
  const response = await app().fetch(new Request(`https://www.rotago.com.tr${path}`), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("the production configuration", () => {
  it("a complete production configuration has no problems; development has none by definition", () => {
    const config = configSchema.parse(PRODUCTION);
    expect(productionProblems(config, PRODUCTION)).toEqual([]);
    expect(productionProblems(readConfig(env), env)).toEqual([]);
  });

  it.each(UNSAFE)("refuses %s, naming the variable", (_name, change, variable) => {
    const bindings = { ...PRODUCTION, ...change };
    const problems = productionProblems(configSchema.parse(bindings), bindings);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(variable);
    expect(() => readConfig(bindings)).toThrow(variable);
  });

  it.each(UNSAFE)(
    "with %s the Worker answers every request 503 with a plain message and logs why once",
    async (_name, change, variable) => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      const bindings = { ...PRODUCTION, ...change };
      for (const path of ["/", "/__build", "/__dev/outbox?destination=a%40b.co", "/api/country-code"]) {
        const response = await fetchWith(bindings, path);
        expect(response.status, path).toBe(503);
        expect(response.headers.get("content-type"), path).toMatch(/^text\/plain/);
        expect(await response.text(), path).toBe(
          "Service unavailable: this deployment is not configured to serve safely.",
        );
      }
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]?.[0])).toMatch(variable);
    },
  );

  it("with the production configuration the development routes answer 404 and the rest serves", async () => {
    expect((await fetchWith(PRODUCTION, "/__build")).status).toBe(200);
    for (const path of ["/__dev/outbox?destination=a%40b.co", "/__bank/challenge/x"])
      expect((await fetchWith(PRODUCTION, path)).status, path).toBe(404);
  });
});

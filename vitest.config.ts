import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";

/**
 * Projects:
 * - worker: Hono app, middleware and server helpers inside workerd with real local D1 and KV;
 * - ui: React components, hooks and nanostores in happy-dom;
 * - ssr: the built Worker (build/server, run `npm run build` first) answering real requests in
 *   workerd: every route, streaming, fuzzed URLs;
 * - production: the production build's profile in workerd; budgets: its bytes, in Node;
 * - bench, bench-pages: `npm run bench` only.
 * The ssr project runs in its own `vitest run` (npm run test:ssr): two Workers pools with
 * different Worker configs in one run break module loading in the first one.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  const i18nPlugins = () => [lingui(), babel({ presets: [linguiTransformerBabelPreset()] })];
  // The Worker source (Hono app and embedded services) in workerd with local D1 and KV.
  const workerPlugins = () => [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      main: "./tests/worker/test-main.ts",
      miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
    }),
    ...i18nPlugins(),
  ];
  const shared = {
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
  };
  // The upstream clients and the KV content cache live on the app side (.server code) but run in
  // the Worker: their tests need workerd, not a DOM.
  const edgeTestsInApp = ["app/upstream/**/*.test.ts", "app/lib/cms/content-cache.test.ts"];
  // Worker test files that need a database of their own (an empty inventory): every other file
  // shares one workerd isolate, its D1, KV and module state with the rest of its run.
  // Files that need storage no other file writes to: an empty inventory; company ratings compared
  // with their review lists (the ratings are cached for a minute, so a review another file adds
  // in between shows in one and not yet in the other).
  const workerTestsAlone = ["services/main-api/car/catalog-empty.test.ts", "services/main-api/car/ratings.test.ts"];
  const workerProject = <Test extends { name: string; include: string[] }>(test: Test) => ({
    extends: true,
    plugins: workerPlugins(),
    test: {
      setupFiles: ["tests/setup/apply-migrations.ts", ...shared.setupFiles],
      // Some tests send 100 concurrent requests through D1; on a loaded 2-core machine that
      // took 5.4 s once, past Vitest's 5 s default. A hang still fails, a busy machine not.
      testTimeout: 30_000,
      ...test,
    },
  });
  return {
    resolve: { tsconfigPaths: true },
    test: {
      projects: [
        workerProject({
          name: "worker",
          include: ["worker/**/*.test.ts", "services/**/*.test.ts", "tests/worker/**/*.test.ts", ...edgeTestsInApp],
          exclude: workerTestsAlone,
          // One workerd isolate for all the files of a run instead of one each: starting one and
          // loading the Worker's modules into it took about 80 % of the project's time (docs/testing.md,
          // "Unit layer speed"). The files therefore share D1, KV and module state, and must not rely
          // on finding them empty (unique names and addresses per test, counts taken as differences).
          isolate: false,
        }),
        workerProject({ name: "worker-alone", include: workerTestsAlone }),
        {
          // `npm run bench` only: latency of the embedded services inside workerd.
          extends: true,
          plugins: workerPlugins(),
          test: {
            name: "bench",
            include: ["bench/**/*.run.ts"],
            setupFiles: ["tests/setup/apply-migrations.ts"],
            testTimeout: 300_000,
          },
        },
        {
          extends: true,
          plugins: i18nPlugins(),
          test: {
            name: "ui",
            environment: "happy-dom",
            include: [
              "app/**/*.test.{ts,tsx}",
              "tests/ui/**/*.test.{ts,tsx}",
              "scripts/**/*.test.ts",
              "shared/**/*.test.ts",
            ],
            exclude: edgeTestsInApp,
            // One happy-dom environment and module graph per worker instead of per file: the layer
            // spent most of its time importing React and the app's modules again for every file
            // (about 90 s → 15 s on 2 cores). Each file's setup still runs (console.error still fails a
            // test); the files pass in any order (checked with --sequence.shuffle).
            isolate: false,
            ...shared,
          },
        },
        {
          // `npm run test:production`, after the production build: the bytes each key page loads
          // against its budget (tests/budgets). Plain Node: it reads the build's files.
          extends: true,
          test: {
            name: "budgets",
            environment: "node",
            include: ["tests/budgets/**/*.test.ts"],
            ...shared,
          },
        },
        {
          // `npm run bench` only: page renders and the image proxy in the built Worker.
          extends: true,
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./build/server/wrangler.json" },
              miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
            }),
          ],
          test: {
            name: "bench-pages",
            include: ["bench/**/*.pages.ts"],
            setupFiles: ["tests/setup/apply-migrations.ts"],
            testTimeout: 600_000,
          },
        },
        {
          extends: true,
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./build/server/wrangler.json" },
              miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
            }),
          ],
          test: {
            name: "ssr",
            include: ["tests/ssr/**/*.test.ts"],
            // The built Worker's module rules load every .js as an ES module; a CommonJS dependency
            // that a test imports through services/ (ipaddr.js) is pre-bundled into one instead.
            deps: { optimizer: { ssr: { enabled: true, include: ["ipaddr.js"] } } },
            setupFiles: ["tests/setup/apply-migrations.ts", ...shared.setupFiles],
            testTimeout: 60_000,
          },
        },
        {
          // `npm run test:production`: the production build (build-production, CLOUDFLARE_ENV=production)
          // with its own wrangler.toml [env.production] variables; only what an operator sets as
          // secrets or per deployment (MAIN_API_URL) is given here.
          extends: true,
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./build-production/server/wrangler.json" },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  MAIN_API_URL: "https://main-api.invalid",
                  OPS_SECRET: "test-ops-secret-of-at-least-32-characters",
                  CONTENT_WEBHOOK_SECRET: "test-webhook-secret-of-at-least-32-chars",
                },
              },
            }),
          ],
          test: {
            name: "production",
            include: ["tests/production/**/*.test.ts"],
            setupFiles: ["tests/setup/apply-migrations.ts", ...shared.setupFiles],
            testTimeout: 60_000,
          },
        },
      ],
    },
  };
});

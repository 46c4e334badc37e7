import { cloudflare } from "@cloudflare/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { routeMessages } from "./scripts/route-messages-plugin.ts";
import { frameChunk } from "./scripts/frame-chunk.ts";

/** `CLOUDFLARE_ENV=production` (npm run build:production, deploy) builds the production Worker. */
const production = process.env.CLOUDFLARE_ENV === "production";

/**
 * The service worker (app/service-worker/sw.ts) as `/sw.js` in the client build: a fixed name,
 * since a worker's address is its identity (docs/decisions/0017-offline-trip-card.md). It imports
 * nothing the pages use, so it comes out as one plain script.
 */
function serviceWorker(): Plugin {
  return {
    name: "shop-service-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      this.emitFile({ type: "chunk", id: "app/service-worker/sw.ts", fileName: "sw.js" });
    },
  };
}

/**
 * The contract modules (shared/contract) only declare schemas and constants. A zod schema is built
 * by calling zod, which a bundler must keep unless told it has no side effects, so a browser module
 * that imports one constant from a contract (or a module that imports a contract for the server
 * only) pulled in every schema of it and the zod core (docs/performance.md, "JavaScript at
 * start-up"). Declared side-effect free, an unused contract module leaves the client build.
 */
function sideEffectFreeContracts(): Plugin {
  const contract = /\/shared\/contract\/[^?]*\.ts$/;
  return {
    name: "shop-side-effect-free-contracts",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: contract },
      handler: () => ({ moduleSideEffects: false }),
    },
  };
}

export default defineConfig({
  // Development-only code (the simulated bank's pages, the WebAssembly image resizer) sits behind
  // this constant, so the production bundle drops it.
  define: { "import.meta.env.SHOP_PRODUCTION_BUILD": JSON.stringify(production) },
  plugins: [
    // The Worker (wrangler.toml `main`) is the SSR environment: one bundle for Hono and React Router.
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    reactRouter(),
    // Compiles locales/*.po on import; the Babel preset expands Lingui macros (t, Trans, msg).
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    serviceWorker(),
    sideEffectFreeContracts(),
    routeMessages(),
    frameChunk(),
  ],
  resolve: {
    tsconfigPaths: true,
  },
});

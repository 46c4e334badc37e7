import { cloudflare } from "@cloudflare/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/** `CLOUDFLARE_ENV=production` (npm run build:production, deploy) builds the production Worker. */
const production = process.env.CLOUDFLARE_ENV === "production";

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
  ],
  resolve: {
    tsconfigPaths: true,
  },
});

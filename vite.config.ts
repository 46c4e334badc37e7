import { cloudflare } from "@cloudflare/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
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

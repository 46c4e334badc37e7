import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the edge; there is no SPA mode.
  ssr: true,
  // The production build (CLOUDFLARE_ENV=production) goes to its own folder, so building
  // it never replaces the build the tests and `npm start` serve.
  buildDirectory: process.env.CLOUDFLARE_ENV === "production" ? "build-production" : "build",
} satisfies Config;

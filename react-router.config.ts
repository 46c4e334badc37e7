import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the edge; there is no SPA mode.
  ssr: true,
} satisfies Config;

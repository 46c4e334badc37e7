import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { LOCALES } from "./app/routing/locales";

export default defineConfig({
  // Messages are written in English in the source; Turkish is the default site language.
  sourceLocale: "en",
  locales: [...LOCALES],
  // A message missing from a catalog shows in English rather than as a raw id.
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      // LINGUI_CATALOG_DIR lets the completeness check extract into a scratch copy.
      path: `${process.env.LINGUI_CATALOG_DIR ?? "<rootDir>/locales"}/{locale}`,
      include: ["<rootDir>/app", "<rootDir>/worker"],
      exclude: ["**/node_modules/**", "**/*.test.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
});

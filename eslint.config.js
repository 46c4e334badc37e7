// Lint rules that keep the architecture honest (docs/architecture.md): feature folders do not
// import each other, the edge never reaches into the embedded upstream services, and tests are
// never focused or skipped.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = (() => {
  try {
    return readdirSync("app/features", { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const servicesBoundary = {
  group: ["**/services/**", "~/../services/**"],
  message: "The shop reaches upstream services over their HTTP contract only (app/upstream).",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-production/",
      ".react-router/",
      ".wrangler/",
      "node_modules/",
      "worker-configuration.d.ts",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["scripts/**", "*.config.{js,ts}", "e2e/**", "tests/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo|fixme)$/]",
          message: "Focused, skipped or todo tests hide failures.",
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "worker/**/*.ts"],
    // The composition root wires the embedded services in; tests may call them directly.
    ignores: ["worker/index.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [servicesBoundary] }],
    },
  },
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            servicesBoundary,
            {
              group: ["~/features/*", `!~/features/${feature}`, "../*/**"],
              message: "Features do not import each other; compose them in a route module.",
            },
          ],
        },
      ],
    },
  })),
);

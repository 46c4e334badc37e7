import { z } from "zod";

const origin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);

const optionalUrl = z
  .union([z.literal(""), z.url({ protocol: /^https?$/ })])
  .optional()
  .transform((value) => value || undefined);

/** The Worker's plain variables (wrangler.toml [vars]), validated once per isolate. */
export const configSchema = z.object({
  SITE_TR_ORIGIN: origin,
  SITE_INTL_ORIGIN: origin,
  DIAGNOSTICS_ENABLED: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  ENVIRONMENT: z.enum(["development", "production"]).default("production"),
  /** Exposes sent one-time codes at /__dev/outbox for development and tests. */
  DEV_OUTBOX_ENABLED: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /** Real upstream services; when unset (or empty) the embedded implementations answer in-process. */
  MAIN_API_URL: optionalUrl,
  MAPS_URL: optionalUrl,
  CONTENT_URL: optionalUrl,
  /** Serves the simulated bank's 3-D Secure pages at /__bank (local development and tests only). */
  BANK_SIMULATOR_ENABLED: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /** Who resizes images: WebAssembly in the Worker (local, tests) or Cloudflare's image transformations. */
  IMAGE_TRANSFORMS: z.enum(["wasm", "cloudflare"]).default("wasm"),
  /** Extra origins the image proxy may read from, comma-separated (the content service's own origin is implied). */
  IMAGE_SOURCE_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin)),
});

export type AppConfig = z.infer<typeof configSchema>;

const cache = new WeakMap<object, AppConfig>();

/** Parses the environment, remembering the result for this env object. Throws on bad config. */
export function readConfig(env: object): AppConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid Worker configuration: ${z.prettifyError(parsed.error)}`);
  }
  cache.set(env, parsed.data);
  return parsed.data;
}

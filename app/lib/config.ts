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

/** Secrets a production Worker needs (`wrangler secret put NAME --env production`; README "Deploy"). */
const PRODUCTION_SECRETS = ["OPS_SECRET", "CONTENT_WEBHOOK_SECRET"] as const;
/** The shortest secret accepted in production (256 bits as 64 hex digits is what the README suggests). */
const MIN_SECRET_LENGTH = 32;

const secretsSchema = z.object({ OPS_SECRET: z.string().optional(), CONTENT_WEBHOOK_SECRET: z.string().optional() });

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * What keeps a production Worker from serving: a development feature on, a site origin that is not
 * public https, the embedded Main API (it pays through the simulated bank and signs with
 * development defaults: production talks to the real Main API, ADR 0005), or a required secret
 * missing. Empty outside production.
 */
export function productionProblems(config: AppConfig, env: object): string[] {
  if (config.ENVIRONMENT !== "production") return [];
  const problems: string[] = [];
  if (config.DEV_OUTBOX_ENABLED) problems.push("DEV_OUTBOX_ENABLED must be false (the development outbox)");
  if (config.BANK_SIMULATOR_ENABLED) problems.push("BANK_SIMULATOR_ENABLED must be false (the simulated bank)");
  if (config.DIAGNOSTICS_ENABLED) problems.push("DIAGNOSTICS_ENABLED must be false (/__diagnostics)");
  if (config.IMAGE_TRANSFORMS === "wasm")
    problems.push('IMAGE_TRANSFORMS must be "cloudflare" (the WebAssembly resizer is for development)');
  for (const name of ["SITE_TR_ORIGIN", "SITE_INTL_ORIGIN"] as const) {
    const url = new URL(config[name]);
    if (url.protocol !== "https:" || LOOPBACK_HOSTS.has(url.hostname))
      problems.push(`${name} must be the site's public https origin, not ${config[name]}`);
  }
  if (!config.MAIN_API_URL)
    problems.push(
      "MAIN_API_URL must be set: the embedded Main API takes payments through the simulated bank and signs with development keys",
    );
  const secrets = secretsSchema.parse(env);
  for (const name of PRODUCTION_SECRETS) {
    if ((secrets[name]?.length ?? 0) < MIN_SECRET_LENGTH)
      problems.push(`secret ${name} is missing or shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  return problems;
}

const cache = new WeakMap<object, AppConfig>();

/**
 * Parses the environment, remembering the result for this env object. Throws on bad config, and
 * in production on any of {@link productionProblems}: the Worker fails closed (worker/app.ts
 * answers 503 to every request and logs why).
 */
export function readConfig(env: object): AppConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid Worker configuration: ${z.prettifyError(parsed.error)}`);
  }
  const problems = productionProblems(parsed.data, env);
  if (problems.length > 0) {
    throw new Error(`The Worker refuses to serve in production:\n- ${problems.join("\n- ")}`);
  }
  cache.set(env, parsed.data);
  return parsed.data;
}

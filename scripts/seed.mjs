// Seeds the local D1 database with the deterministic inventory when its seed version differs
// from the generator's (a fresh database, or a changed generator). Used by serve.mjs.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

function wrangler(args, env) {
  const result = spawnSync("wrangler", args, { env, encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`wrangler ${args.slice(0, 3).join(" ")} failed`);
  }
  return result.stdout;
}

/** Loads the TypeScript generator (bundled on the fly; it has no runtime dependencies). */
async function loadGenerator(outDir) {
  const outfile = join(outDir, "seed-generator.mjs");
  await build({
    entryPoints: ["services/inventory/seed/generate.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    logLevel: "silent",
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

export async function seedLocalDatabase({ stateDir, env }) {
  const common = ["--local", "--persist-to", stateDir, "--config", "wrangler.toml"];
  const output = wrangler(
    ["d1", "execute", "DB", ...common, "--json", "--command", "SELECT value FROM seed_meta WHERE key = 'inventory'"],
    env,
  );
  const current = JSON.parse(output)[0]?.results?.[0]?.value;
  const outDir = join(stateDir, "..", "seed");
  mkdirSync(outDir, { recursive: true });
  const generator = await loadGenerator(outDir);
  if (current === generator.SEED_VERSION) {
    console.log(`Inventory seed ${current} is up to date.`);
    return;
  }
  const file = join(outDir, "inventory.sql");
  writeFileSync(file, generator.inventoryStatements().join("\n"));
  console.log(`Seeding inventory ${generator.SEED_VERSION} (was ${current ?? "empty"})…`);
  wrangler(["d1", "execute", "DB", ...common, "--yes", "--file", file], env);
  console.log("Inventory seeded.");
}

// Serves the built Worker with local D1 and KV, as `npm start` and the end-to-end tests do:
// applies pending D1 migrations and the inventory seed to the local database, then runs
// `wrangler dev` on the build output. Port: $PORT or 8787. State lives in $SHOP_STATE_DIR or .wrangler/state.
// With $SHOP_LOG_FILE, the server's output is also written to that file (the end-to-end tests
// quote the lines of a failed request's id from it).
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { seedLocalDatabase } from "./seed.mjs";

const port = process.env.PORT ?? "8787";
const stateDir = process.env.SHOP_STATE_DIR ?? ".wrangler/state";
const logFile = process.env.SHOP_LOG_FILE;
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: process.env.CLOUDFLARE_CF_FETCH_ENABLED ?? "false",
};

if (!existsSync("build/server/wrangler.json")) {
  console.error("No build found: run `npm run build` first (npm start does this for you).");
  process.exit(1);
}

const migrate = spawnSync(
  "wrangler",
  ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir, "--config", "wrangler.toml"],
  { stdio: "inherit", env },
);
if (migrate.status !== 0) process.exit(migrate.status ?? 1);
await seedLocalDatabase({ stateDir, env });

const server = spawn(
  "wrangler",
  [
    "dev",
    "--config",
    "build/server/wrangler.json",
    "--port",
    port,
    "--ip",
    "127.0.0.1",
    "--persist-to",
    stateDir,
    "--show-interactive-dev-session=false",
  ],
  { stdio: ["inherit", logFile ? "pipe" : "inherit", logFile ? "pipe" : "inherit"], env },
);
if (logFile) {
  const log = createWriteStream(logFile, { flags: "a" });
  server.stdout.on("data", (chunk) => (process.stdout.write(chunk), log.write(chunk)));
  server.stderr.on("data", (chunk) => (process.stderr.write(chunk), log.write(chunk)));
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

// Serves the built Worker with local D1 and KV, as `npm start` and the end-to-end tests do:
// applies pending D1 migrations and the inventory seed to the local database, then runs the
// build output in workerd through Miniflare, with the bindings of its wrangler.json. Port: $PORT
// or 8787. State lives in $SHOP_STATE_DIR or .wrangler/state (the layout `wrangler --persist-to`
// uses, so `wrangler d1 execute` sees the same database). With $SHOP_LOG_FILE, the server's output
// is also written to that file (the end-to-end tests quote the lines of a failed request's id).
//
// Not `wrangler dev`: its proxy in front of the Worker sometimes loses the connection to it and
// then fails a POST with a 500 it does not retry ("Error inside ProxyWorker: Network connection
// lost", cloudflare/workers-sdk#15203), which failed bookings in the end-to-end tests on a loaded
// machine. Miniflare serves the Worker directly; there is nothing to reload in a built Worker.
import { spawnSync } from "node:child_process";
import { createWriteStream, existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
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

const log = logFile ? createWriteStream(logFile, { flags: "a" }) : undefined;
if (log) {
  // The Worker's console and Miniflare's request lines, on the terminal and in the file.
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    stream.write = (chunk, ...rest) => (log.write(chunk), write(chunk, ...rest));
  }
}

const { workerOptions } = unstable_getMiniflareWorkerOptions("build/server/wrangler.json");
// The build's modules by name, the entry first, as wrangler hands an unbundled Worker to workerd.
const serverDir = resolve("build/server");
const MODULE_TYPES = { js: "ESModule", mjs: "ESModule", wasm: "CompiledWasm" };
const modules = readdirSync(serverDir, { recursive: true })
  .map((file) => ({ file, type: MODULE_TYPES[file.split(".").pop()] }))
  .filter(({ type }) => type !== undefined)
  .sort((a, b) => (a.file === "index.js" ? -1 : b.file === "index.js" ? 1 : 0))
  .map(({ file, type }) => ({ type, path: join(serverDir, file) }));
const server = new Miniflare(
  convertV4MiniflareOptions({
    host: "127.0.0.1",
    port: Number(port),
    log: new Log(LogLevel.INFO),
    logRequests: true,
    // Without a connection to Cloudflare, requests carry Miniflare's placeholder `cf` object.
    cf: env.CLOUDFLARE_CF_FETCH_ENABLED === "true",
    resourcePersistencePath: join(stateDir, "v3"),
    workers: [
      {
        name: "travel-shop",
        ...workerOptions,
        modulesRules: undefined,
        modulesRoot: serverDir,
        modules,
        // The cron trigger is the platform's to fire; `wrangler dev` did not fire it locally either.
        cronTriggers: [],
      },
    ],
  }),
);
await server.ready;

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    void server.dispose().finally(() => process.exit(0));
  });
}

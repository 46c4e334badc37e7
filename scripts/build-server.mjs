// The current build served like `npm start` (scripts/serve.mjs) on a port and state of its own,
// for the scripts that look at pages in a browser (review-screenshots, lighthouse).
import { spawn } from "node:child_process";

/**
 * Starts the shop on `port` with its state in `stateDir` and resolves once it answers; `stop()`
 * ends it (also on Ctrl-C). Run from an npm script: wrangler (migrations, seed) comes from node_modules/.bin.
 */
export async function startBuildServer({ port, stateDir }) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), SHOP_STATE_DIR: stateDir },
    detached: true,
  });
  const stop = () => {
    // serve.mjs runs workerd (through Miniflare): the whole process group goes.
    if (server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error("the shop's server stopped before it answered");
    try {
      if ((await fetch(`${origin}/`)).status < 500) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`no answer from ${origin} after two minutes`);
}

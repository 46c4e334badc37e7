import { execFileSync } from "node:child_process";

/**
 * Runs one SQL statement against the running shop's local D1, as time passing or a change at a
 * supplier would change its data. Tests that use it are tagged @exclusive (a one-worker run):
 * another request may still hold the database for a moment (SQLITE_BUSY), so it tries again a
 * few times.
 */
export function executeInShopDatabase(sql: string) {
  const stateDir = process.env.E2E_STATE_DIR ?? ".wrangler/e2e-state";
  const args = ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", stateDir, "--config", "wrangler.toml"];
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync("npx", [...args, "--command", sql], {
        stdio: "pipe",
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      });
      return;
    } catch (error) {
      if (attempt === 5) throw error;
      execFileSync("sleep", [String(attempt)]);
    }
  }
}

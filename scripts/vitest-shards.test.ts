import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// A stand-in `vitest` on PATH: prints its arguments, fails for the shard named in FAIL_SHARD.
const bin = mkdtempSync(join(tmpdir(), "vitest-shards-"));
writeFileSync(
  join(bin, "vitest"),
  '#!/bin/sh\necho "ran $*"\ncase "$*" in *"--shard=$FAIL_SHARD"*) echo "boom" >&2; exit 3;; esac\n',
);
chmodSync(join(bin, "vitest"), 0o755);
afterAll(() => rmSync(bin, { recursive: true, force: true }));

function run(failShard: string) {
  return spawnSync("node", ["scripts/vitest-shards.mjs", "--project", "ssr"], {
    encoding: "utf8",
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, FAIL_SHARD: failShard, VITEST_SHARDS: "2" },
  });
}

describe("vitest-shards", () => {
  it("runs every shard with the arguments and prints each one's output", () => {
    const result = run("none");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("ran run --project ssr --shard=1/2");
    expect(result.stdout).toContain("ran run --project ssr --shard=2/2");
  });

  it("fails when one shard fails, and shows why", () => {
    for (const shard of ["1/2", "2/2"]) {
      const result = run(shard);
      expect(result.status).not.toBe(0);
      expect(result.stdout).toContain("boom");
    }
  });
});

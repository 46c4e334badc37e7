// Runs `vitest run <args>` as two shards at once (VITEST_SHARDS to change), each shard's output
// printed whole when it ends, and fails when any shard fails. Why: a Vitest run keeps the tests
// that need workerd in one workerd process, and Vitest's default of (cores − 1) workers is one on
// the 2-core machines the suite runs on, so a single run used one core; two runs use both
// (docs/testing.md, "Suite time").
import { spawn } from "node:child_process";

const shards = Number(process.env.VITEST_SHARDS ?? 2);
const args = process.argv.slice(2);
const children = [];

function runShard(index) {
  return new Promise((resolve) => {
    const child = spawn("vitest", ["run", ...args, `--shard=${index}/${shards}`], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { FORCE_COLOR: process.stdout.isTTY ? "1" : "0", ...process.env },
    });
    children.push(child);
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code, signal) => {
      process.stdout.write(`\n── vitest ${args.join(" ")} · shard ${index}/${shards} ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

const codes = await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index + 1)));
process.exit(codes.find((code) => code !== 0) ?? 0);

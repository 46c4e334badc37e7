/**
 * `npm run bench` (second part): the built Worker inside workerd, through its real fetch handler.
 * - page render with the content cache warm vs. empty (KV purged before every run, so each render
 *   fetches content from the embedded content service and writes it back);
 * - image proxy throughput: transformations (cache misses, each a distinct URL) and cache hits.
 * Prints Markdown tables for docs/performance.md. Measurements, not assertions.
 */
import { env, exports } from "cloudflare:workers";
import { it } from "vitest";
import { imageUrl } from "~/lib/images";
import { seedInventory } from "../tests/support/seed-inventory";
import { fetchPage } from "../tests/support/worker-fetch";

const RUNS = Number(import.meta.env.VITE_BENCH_RUNS ?? 50);
const WARMUP = 5;
const worker = (exports as unknown as { default: Fetcher }).default;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function purgeContentCache() {
  const { keys } = await env.CACHE.list({ prefix: "content:" });
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
}

async function timed(call: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await call();
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return elapsed;
}

async function measure(runs: number, before: () => Promise<void>, call: (run: number) => Promise<Response>) {
  const times: number[] = [];
  for (let run = 0; run < WARMUP + runs; run++) {
    await before();
    const elapsed = await timed(() => call(run));
    if (run >= WARMUP) times.push(elapsed);
  }
  return times.sort((a, b) => a - b);
}

const row = (name: string, times: number[]) => {
  const total = times.reduce((sum, time) => sum + time, 0);
  const perSecond = (times.length / total) * 1000;
  return `| ${name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${perSecond.toFixed(1)} |`;
};

it("measures page renders and the image proxy", async () => {
  await seedInventory(env.DB);
  const nothing = async () => {};
  const rows: string[] = [];
  for (const path of ["/", "/en/campaign"]) {
    rows.push(row(`render ${path}, content cached`, await measure(RUNS, nothing, () => fetchPage(path))));
    rows.push(row(`render ${path}, content not cached`, await measure(RUNS, purgeContentCache, () => fetchPage(path))));
  }
  const source = "/images/content/slider-antalya.jpg";
  // Every run asks for a URL not seen before (the quality differs), so each one is a transformation.
  const distinct = (modifiers: Parameters<typeof imageUrl>[1], offset: number) => (run: number) =>
    worker.fetch(`http://localhost${imageUrl(source, { ...modifiers, quality: 1 + ((run + offset) % 100) })}`);
  const imageRuns = Math.min(RUNS, 30);
  rows.push(
    row(
      "image 1920×720 → 640 WebP, transform",
      await measure(imageRuns, nothing, distinct({ width: 640, format: "webp" }, 0)),
    ),
  );
  rows.push(
    row(
      "image 1920×720 → 1280×480 JPEG, transform",
      await measure(imageRuns, nothing, distinct({ width: 1280, height: 480, format: "jpeg" }, 40)),
    ),
  );
  const hit = `http://localhost${imageUrl(source, { width: 768 })}`;
  rows.push(row("image, cache hit", await measure(RUNS, nothing, () => worker.fetch(hit))));
  const table = [
    "| scenario | p50 ms | p95 ms | per second (sequential) |",
    "| --- | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
  console.log(`\n${table}\n`);
});

/**
 * `npm run bench` (second part): the built Worker inside workerd, through its real fetch handler.
 * - page render with the content cache warm vs. empty (KV purged before every run, so each render
 *   fetches content from the embedded content service and writes it back);
 * - image proxy throughput: transformations (cache misses, each a distinct URL) and cache hits.
 * Prints Markdown tables for docs/performance.md. Measurements, not assertions.
 */
import { env, exports } from "cloudflare:workers";
import { expect, it } from "vitest";
import { dashedIn } from "../tests/support/dates";
import { imageUrl } from "~/lib/images";
import { seedInventory } from "../tests/support/seed-inventory";
import { fetchPage } from "../tests/support/worker-fetch";
import { percentile, perSecond, timeRuns } from "./timing";

const RUNS = Number(import.meta.env.VITE_BENCH_RUNS ?? 50);
/**
 * Results pages, whole (as a crawler or a browser without JavaScript gets them): at most this many
 * bytes of HTML before compression, car and flight alike.
 */
const RESULTS_PAGE_BUDGET_BYTES = 700_000;
const WARMUP = 5;
const worker = (exports as unknown as { default: Fetcher }).default;

async function purgeContentCache() {
  const { keys } = await env.CACHE.list({ prefix: "content:" });
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
}

const measure = (runs: number, before: () => Promise<void>, call: (run: number) => Promise<Response>) =>
  timeRuns(call, { runs, warmup: WARMUP, before });

const row = (name: string, times: number[]) =>
  `| ${name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${perSecond(times).toFixed(1)} |`;

it("measures page renders and the image proxy", async () => {
  await seedInventory(env.DB);
  const nothing = async () => {};
  const rows: string[] = [];
  for (const path of ["/", "/en/campaign"]) {
    rows.push(row(`render ${path}, content cached`, await measure(RUNS, nothing, () => fetchPage(path))));
    rows.push(row(`render ${path}, content not cached`, await measure(RUNS, purgeContentCache, () => fetchPage(path))));
  }
  // Results pages in one piece (a crawler's user agent: no streaming), with their size against the budget.
  const crawler = { headers: { "user-agent": "Googlebot/2.1" } };
  const results = {
    "/en/search (Istanbul Airport, 3 days)": `/en/search?p_p=41.2619,28.7419&p_d=${dashedIn(20)}&d_d=${dashedIn(23)}&a=35`,
    "/en/search/flight (IST→AYT, one adult)": `/en/search/flight?p_p=IST&d_p=AYT&p_d=${dashedIn(20)}&pa=1`,
  };
  const sizes: string[] = [];
  for (const [name, path] of Object.entries(results)) {
    rows.push(row(`render ${name}, whole`, await measure(Math.min(RUNS, 20), nothing, () => fetchPage(path, crawler))));
    const bytes = (await (await fetchPage(path, crawler)).arrayBuffer()).byteLength;
    sizes.push(`| ${name} | ${bytes} | ${RESULTS_PAGE_BUDGET_BYTES} |`);
    expect(bytes, name).toBeLessThanOrEqual(RESULTS_PAGE_BUDGET_BYTES);
  }
  console.log(`\n| results page | bytes | budget |\n| --- | ---: | ---: |\n${sizes.join("\n")}\n`);
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

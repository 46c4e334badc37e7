/**
 * `npm run bench`: latency of the embedded Main API and maps service inside workerd, with the
 * full seeded inventory in local D1. Calls go straight to the services' Hono apps (no HTTP
 * proxy in between), sequentially, after a warm-up. Prints p50/p95 per scenario; the figures
 * are recorded in docs/performance.md. Not part of `npm test`: timings are measurements, not
 * assertions.
 */
import { env } from "cloudflare:workers";
import { it } from "vitest";
import { createMainApi } from "../services/main-api/app";
import { createMapsService } from "../services/maps/app";
import { seedInventory } from "../tests/support/seed-inventory";

const RUNS = Number(import.meta.env.VITE_BENCH_RUNS ?? 100);
const WARMUP = 10;

const mainApi = createMainApi();
const maps = createMapsService();

// Three weeks ahead: an ordinary future rental and flight.
const pickup = Date.now() + 21 * 86_400_000;
const day = (offset: number) => new Date(pickup + offset * 86_400_000).toISOString().slice(0, 10);
const carBody = (days: number) => ({
  version: "v3",
  checkInDateTime: `${day(0)}T10:00`,
  checkOutDateTime: `${day(days)}T10:00`,
  age: 30,
  currency: "TRY",
  checkInLocation: { lat: 41.2619, lon: 28.7419 },
});
const post = (path: string, body: unknown) =>
  mainApi.request(
    path,
    { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } },
    env,
  );

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

it("measures the embedded services", async () => {
  await seedInventory(env.DB);
  const first = await (
    await post("/api/v1/search-api/search/point/", carBody(3))
  ).json<{ results: { code: string; searchID: string }[] }>();
  const sample = first.results[0]!;

  const scenarios: [string, () => Response | Promise<Response>][] = [
    ["car search, Istanbul Airport, 3 days", () => post("/api/v1/search-api/search/point/", carBody(3))],
    ["car search, Istanbul Airport, 30 days", () => post("/api/v1/search-api/search/point/", carBody(30))],
    [
      "flight search, IST→AYT round trip",
      () =>
        post("/api/v1/flight-api/search", {
          origin: "IST",
          destination: "AYT",
          departDate: day(0),
          returnDate: day(7),
        }),
    ],
    [
      "product detail",
      () =>
        mainApi.request(
          `/api/v1/search-api/search/product/?code=${sample.code}&searchId=${sample.searchID}&currency=TRY`,
          {},
          env,
        ),
    ],
    ["place autocomplete", () => maps.request("/maps/api/places/autocomplete?input=ant", {}, env)],
  ];

  const rows = [];
  for (const [scenario, call] of scenarios) {
    const times: number[] = [];
    let results = 0;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const started = performance.now();
      const response = await call();
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (!response.ok) throw new Error(`${scenario}: HTTP ${response.status} ${text.slice(0, 200)}`);
      if (i >= WARMUP) times.push(elapsed);
      const body = JSON.parse(text) as { results?: unknown[]; predictions?: unknown[] };
      results = body.results?.length ?? body.predictions?.length ?? 1;
    }
    times.sort((a, b) => a - b);
    rows.push({
      scenario,
      results,
      p50_ms: +percentile(times, 50).toFixed(2),
      p95_ms: +percentile(times, 95).toFixed(2),
    });
  }
  const table = [
    "| scenario | results | p50 ms | p95 ms |",
    "| --- | ---: | ---: | ---: |",
    ...rows.map((row) => `| ${row.scenario} | ${row.results} | ${row.p50_ms} | ${row.p95_ms} |`),
  ].join("\n");
  // workerd has no console.table; a Markdown table pastes straight into docs/performance.md.
  console.log(`\n${table}\n`);
});

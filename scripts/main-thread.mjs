// The key pages' main-thread work at start-up (docs/performance.md), as a phone would do it: the
// current build (`npm run build` first) served like scripts/serve.mjs on its own port and state,
// loaded in Debian's Chromium with a phone's screen and user agent and the CPU slowed down 4x
// (DevTools' throttling, the factor Lighthouse simulates), traced from navigation until five
// seconds after the load event. Per page, the median of several runs:
//
// - blocking time: of every main-thread task after the first contentful paint, what exceeds 50 ms
//   (Lighthouse's Total Blocking Time, measured rather than simulated);
// - the longest task.
//
// Lighthouse on this 2-core machine paints late at random (see docs/performance.md) and then charges
// every request before that paint to it, so its scores move by ±10 between runs of the same build;
// these figures move by about a fifth of their value, and only with the main thread's work.
//
//   npm run main-thread                          every page, 7 runs each
//   MT_RUNS=3 MT_PAGES=home,flight-home npm run main-thread
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { startBuildServer } from "./build-server.mjs";
import { isoIn, PAGES, prepare, wantedPages } from "./key-pages.mjs";

const runs = Number(process.env.MT_RUNS ?? 7);
const shopPort = Number(process.env.MT_PORT ?? 8845);
const stateDir = process.env.MT_STATE_DIR ?? ".wrangler/main-thread-state";
const shop = `http://127.0.0.1:${shopPort}`;
const wanted = wantedPages("MT_PAGES");
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile device (moto g power), so the Worker's device detection sees a phone. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
};
const SCRIPT_EVENTS = new Set(["FunctionCall", "EvaluateScript", "v8.evaluateModule"]);

/** The renderer's main thread in a trace: the CrRendererMain that ran the most script. */
function mainThread(events) {
  const threads = events.filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  const scripted = (thread) =>
    events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && SCRIPT_EVENTS.has(event.name))
      .length;
  return threads.sort((a, b) => scripted(b) - scripted(a))[0];
}

/** One page load's figures, in ms. */
async function measure(browser, url, cookies, tracePath) {
  const context = await browser.newContext(PHONE);
  await context.addCookies(cookies);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, { path: tracePath, categories: ["devtools.timeline", "toplevel", "loading"] });
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  await page.waitForTimeout(5_000);
  await browser.stopTracing();
  await context.close();

  const { traceEvents: events } = JSON.parse(await readFile(tracePath, "utf8"));
  const thread = mainThread(events);
  const onThread = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === "X");
  const tasks = onThread.filter((event) => event.name.endsWith("RunTask"));
  const paint = events.find((event) => event.name === "firstContentfulPaint" && event.pid === thread.pid);
  const afterPaint = tasks.filter((task) => task.ts >= (paint?.ts ?? 0));
  const ms = (microseconds) => microseconds / 1000;
  return {
    blocking: afterPaint.reduce((sum, task) => sum + Math.max(0, ms(task.dur) - 50), 0),
    longest: Math.max(0, ...tasks.map((task) => ms(task.dur))),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const { stop } = await startBuildServer({ port: shopPort, stateDir });
const traces = await mkdtemp(join(tmpdir(), "main-thread-"));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const rows = [];
try {
  const data = await prepare(shop);
  const cookies = data.cookie.split("; ").map((pair) => {
    const [name, ...value] = pair.split("=");
    return { name, value: value.join("="), url: shop };
  });
  for (const name of wanted) {
    const url = `${shop}${PAGES[name](data)}`;
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await measure(browser, url, cookies, join(traces, "trace.json")));
    const of = (key) => Math.round(median(results.map((result) => result[key])));
    rows.push(`| ${name} | ${runs} | ${of("blocking")} | ${of("longest")} |`);
    console.error(`${name}: blocking ${results.map((result) => Math.round(result.blocking)).join(", ")}`);
  }
} finally {
  await browser.close();
  await rm(traces, { recursive: true, force: true });
  stop();
}

console.log(`Main thread at start-up, phone, CPU ${CPU_SLOWDOWN}x slower, median of ${runs} (${isoIn(0)}):\n`);
console.log("| page | runs | blocking time ms | longest task ms |");
console.log("| ---- | ---: | ---------------: | --------------: |");
console.log(rows.join("\n"));

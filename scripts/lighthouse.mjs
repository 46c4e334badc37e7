// Lighthouse scores of the key pages (docs/performance.md): mobile, simulated throttling, the
// median of several runs per page, in Debian's Chromium. Serves the current build (`npm run build`
// first) like scripts/serve.mjs on its own port and state, behind a small gzip proxy, because the
// local server sends text uncompressed where Cloudflare's edge compresses it; then prints a
// Markdown table. Lighthouse itself comes from the npm registry on first use (npx), pinned to the
// last release that runs on Node 20.
//
//   npm run lighthouse                          every page, 5 runs each
//   LH_RUNS=3 LH_PAGES=home,car-results npm run lighthouse
import { spawn } from "node:child_process";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, request as httpRequest } from "node:http";
import { constants, createGzip } from "node:zlib";
import { startBuildServer } from "./build-server.mjs";
import { isoIn, PAGES, prepare, wantedPages } from "./key-pages.mjs";

const LIGHTHOUSE = "lighthouse@12.2.3";
const runs = Number(process.env.LH_RUNS ?? 5);
const shopPort = Number(process.env.LH_PORT ?? 8840);
const proxyPort = shopPort + 1;
const stateDir = process.env.LH_STATE_DIR ?? ".wrangler/lighthouse-state";
const shop = `http://127.0.0.1:${shopPort}`;
const origin = `http://127.0.0.1:${proxyPort}`;
const outDir = "lighthouse";
const wanted = wantedPages("LH_PAGES");

/** Forwards to the shop and gzips text answers chunk by chunk, so streamed pages still stream. */
function gzipProxy() {
  return createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      `${shop}${incoming.url}`,
      { method: incoming.method, headers: { ...incoming.headers, host: `127.0.0.1:${proxyPort}` } },
      (answer) => {
        const type = answer.headers["content-type"] ?? "";
        const compress =
          /text|javascript|json|svg|xml/.test(type) &&
          !answer.headers["content-encoding"] &&
          /gzip/.test(incoming.headers["accept-encoding"] ?? "");
        if (!compress) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const headers = { ...answer.headers, "content-encoding": "gzip", vary: "Accept-Encoding" };
        delete headers["content-length"];
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        const gzip = createGzip({ flush: constants.Z_SYNC_FLUSH });
        answer.pipe(gzip).pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  }).listen(proxyPort, "127.0.0.1");
}

function lighthouse(url, outputPath, headersPath) {
  const args = [
    "--yes",
    LIGHTHOUSE,
    url,
    "--quiet",
    "--output=json",
    `--output-path=${outputPath}`,
    "--only-categories=performance,accessibility,best-practices,seo",
    `--extra-headers=${headersPath}`,
    `--chrome-path=${process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"}`,
    // As the e2e tests start it: no requests leave the machine.
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("npx", args, { stdio: ["ignore", "ignore", "inherit"] });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}`))));
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures of one report: scores out of 100, times in ms. */
function figures(report) {
  const score = (category) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const value = (audit) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    si: value("speed-index"),
  };
}

const { stop: stopServer } = await startBuildServer({ port: shopPort, stateDir });

let failures = 0;
const proxy = gzipProxy();
const rows = [];
try {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const data = await prepare(shop);
  const headersPath = `${outDir}/headers.json`;
  await writeFile(headersPath, JSON.stringify({ Cookie: data.cookie }));
  for (const name of wanted) {
    const path = PAGES[name](data);
    const reports = [];
    for (let run = 1; run <= runs; run++) {
      const file = `${outDir}/${name}-${run}.json`;
      try {
        await lighthouse(`${origin}${path}`, file, headersPath);
        reports.push(figures(JSON.parse(await readFile(file, "utf8"))));
      } catch (error) {
        failures++;
        console.error(`${name} run ${run}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (reports.length === 0) continue;
    const of = (key) => median(reports.map((report) => report[key]));
    rows.push({ name, runs: reports.length, of });
    console.error(`${name}: performance ${of("performance")} (${reports.map((r) => r.performance).join(", ")})`);
  }
} finally {
  proxy.close();
  stopServer();
}

const table = [
  "| page | runs | performance | FCP s | LCP s | TBT ms | CLS | SI s | accessibility | best practices | SEO |",
  "| ---- | ---: | ----------: | ----: | ----: | -----: | --: | ---: | ------------: | -------------: | --: |",
  ...rows
    .map(({ name, runs: count, of }) =>
      [
        name,
        count,
        of("performance"),
        (of("fcp") / 1000).toFixed(2),
        (of("lcp") / 1000).toFixed(2),
        Math.round(of("tbt")),
        of("cls").toFixed(3),
        (of("si") / 1000).toFixed(2),
        of("accessibility"),
        of("best-practices"),
        of("seo"),
      ].join(" | "),
    )
    .map((line) => `| ${line} |`),
];
console.log(`Lighthouse ${LIGHTHOUSE.split("@")[1]}, mobile, simulated throttling, median of ${runs} (${isoIn(0)}):\n`);
console.log(table.join("\n"));
process.exit(failures > 0 ? 1 : 0);

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

const LIGHTHOUSE = "lighthouse@12.2.3";
const runs = Number(process.env.LH_RUNS ?? 5);
const shopPort = Number(process.env.LH_PORT ?? 8840);
const proxyPort = shopPort + 1;
const stateDir = process.env.LH_STATE_DIR ?? ".wrangler/lighthouse-state";
const shop = `http://127.0.0.1:${shopPort}`;
const origin = `http://127.0.0.1:${proxyPort}`;
const outDir = "lighthouse";

const isoIn = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dashedIn = (days) => isoIn(days).split("-").reverse().join("-");
const carSearch = (lat, lon, pid) =>
  `/arac-kiralama/search?p_p=${lat},${lon}&pid=${pid}&p_d=${dashedIn(20)}&d_d=${dashedIn(23)}&a=35`;

/** The pages, each a path from the data `prepare` made. */
const PAGES = {
  home: () => "/",
  "home-en": () => "/en",
  "car-results": () => carSearch(41.2619, 28.7419, "apt:IST"),
  "car-results-ankara": () => carSearch(39.9334, 32.8597, "city:ankara"),
  "car-detail": ({ offer }) => `/detail?${new URLSearchParams({ code: offer.code, searchId: offer.searchID })}`,
  checkout: ({ orderId }) => `/checkout?orderId=${orderId}&step=driver`,
  "flight-home": () => "/ucak-bileti",
  "flight-results": () => `/ucak-bileti/search?p_p=IST&d_p=AYT&ppt=airport&dpt=airport&p_d=${dashedIn(21)}&pa=1`,
};
const wanted = process.env.LH_PAGES ? process.env.LH_PAGES.split(",") : Object.keys(PAGES);
const unknown = wanted.filter((name) => !(name in PAGES));
if (unknown.length > 0) {
  console.error(`Unknown pages: ${unknown.join(", ")}. Known: ${Object.keys(PAGES).join(", ")}`);
  process.exit(1);
}

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

/** A visitor's session (the cookie the home page sets) with an offer and an order at the driver step. */
async function prepare() {
  const home = await fetch(`${shop}/`);
  const cookie = home.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const api = async (path, body) => {
    const response = await fetch(`${shop}/api/v1${path}`, {
      method: "POST",
      headers: { cookie, origin: shop, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const search = await api("/search-api/search/point/", {
    version: "v3",
    checkInDateTime: `${isoIn(21)}T10:00`,
    checkOutDateTime: `${isoIn(24)}T10:00`,
    age: 35,
    currency: "TRY",
    checkInLocation: { lat: 41.2619, lon: 28.7419 },
  });
  const offer = search.results.find((result) => !result.details.car.rules.creditReportRequired);
  const { order } = await api("/order-api/order", { language: "tr" });
  await api(`/order-api/order/${order.id}/item/car`, { code: offer.code, searchID: offer.searchID });
  return { cookie, offer, orderId: order.id };
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
  const data = await prepare();
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

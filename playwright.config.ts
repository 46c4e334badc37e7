import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8790);
// The server's output, from which a test that saw a 5xx quotes the lines of that request (fixtures.ts).
const serverLog = `.wrangler/e2e-server-${port}.log`;
process.env.E2E_SERVER_LOG = serverLog;
const chromium = {
  // Debian's Chromium (README: prerequisites); test tools cannot download browsers here.
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--disable-gpu",
    "--disable-quic",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1",
  ],
};

export default defineConfig({
  testDir: "e2e",
  // `npm run test:e2e` runs tests tagged @exclusive in a second, one-worker run: they write to the
  // running shop's local D1 from outside (wrangler d1 execute), which makes the Worker's own queries
  // fail with SQLITE_BUSY while another test is paying.
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : 1,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // CI keeps only the printed output, so a trace there is never read, and recording one for
    // every test costs about a sixth of the run's time (docs/testing.md, "Suite time").
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    // Tests tagged @any-viewport assert behaviour that does not depend on the screen (status codes,
    // redirects, data requests, preloads, content, the hello bar's clock): they run in the desktop
    // project only. Everything else (layout, menus, the header, forms filled and booked, focus and
    // keyboard, overflow at small widths, accessibility scans) runs on both. docs/testing.md.
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions: chromium }, grepInvert: /@any-viewport/ },
  ],
  webServer: {
    // The built worker with local D1 and KV, in a fresh state folder of its own per run (rate
    // limits and one-time codes from an earlier run must not leak into this one).
    command: `rm -rf .wrangler/e2e-state ${serverLog} && node scripts/serve.mjs`,
    env: { PORT: String(port), SHOP_STATE_DIR: ".wrangler/e2e-state", SHOP_LOG_FILE: serverLog },
    url: `http://127.0.0.1:${port}/tr/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});

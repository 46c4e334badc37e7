// Screenshots of the key pages for a developer to look at before calling a change done
// (docs/testing.md, "Visual review"): home, car results, car detail, the checkout's three steps,
// flight home, flight results, login, account and a paid reservation, at 390 px (Pixel 7: the
// phone layout, chosen by user agent), 768 and 1280 px, in Turkish, English and Arabic.
// Serves the current build (`npm run build` first) like scripts/serve.mjs, on its own port and
// state, and writes full-page PNGs to review/<width>/<locale>-<page>.png (ignored by git), and
// review/weights.md: what each page loads before any scroll, gzip bytes by kind, cache disabled.
//
//   npm run review:screens                  every page, width and language
//   REVIEW_PAGES=home,car-results npm run review:screens
//   REVIEW_PORT=8899 REVIEW_STATE_DIR=/tmp/state npm run review:screens
import { mkdir, rm, writeFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { chromium, devices } from "@playwright/test";
import { startBuildServer } from "./build-server.mjs";
import { dashedIn, istanbulAirportSearch } from "./key-pages.mjs";

const port = process.env.REVIEW_PORT ?? "8824";
const stateDir = process.env.REVIEW_STATE_DIR ?? ".wrangler/review-state";
const origin = `http://127.0.0.1:${port}`;
const outDir = "review";
const LOCALES = ["tr", "en", "ar"];
const prefix = (locale) => (locale === "tr" ? "" : `/${locale}`);

const DRIVER = {
  driver: {
    firstName: "Şükrü",
    lastName: "Çağlayan",
    email: "sukru@example.com",
    phone: "+905321234567",
    birthDate: "1988-04-12",
    nationality: "TR",
    tckn: "10000000146",
  },
};
const BILLING = {
  type: "individual",
  firstName: "Şükrü",
  lastName: "Çağlayan",
  tckn: "10000000146",
  email: "sukru@example.com",
  address: { line: "Atatürk Cad. No:12 Daire 3", city: "İstanbul", country: "TR" },
};
const chosen = { accepted: true, date: new Date().toISOString() };
const CONSENT = { necessary: chosen, functional: chosen, analytical: chosen, marketing: chosen };
const AGREEMENTS = { accepted: ["pre-information-form", "distance-sales-contract"] };

const VIEWPORTS = [
  { width: 390, options: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } } },
  { width: 768, options: { ...devices["Desktop Chrome"], viewport: { width: 768, height: 1024 } } },
  { width: 1280, options: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
];

/** The pages, each a path (without the language prefix) from the data `prepare` made. */
const PAGES = {
  home: () => "/",
  "car-results": () => `/search?p_p=41.2619,28.7419&pid=apt:IST&p_d=${dashedIn(20)}&d_d=${dashedIn(23)}&a=35`,
  "car-detail": ({ offer }) => `/detail?${new URLSearchParams({ code: offer.code, searchId: offer.searchID })}`,
  "checkout-driver": ({ fresh }) => `/checkout?orderId=${fresh}&step=driver`,
  "checkout-invoice": ({ withDriver }) => `/checkout?orderId=${withDriver}&step=invoice`,
  "checkout-payment": ({ ready }) => `/checkout?orderId=${ready}&step=payment`,
  "flight-home": () => "/flight",
  "flight-results": () => `/search/flight?p_p=IST&d_p=AYT&ppt=airport&dpt=airport&p_d=${dashedIn(21)}&pa=1`,
  login: () => "/login",
  account: () => "/account",
  reservation: ({ paid }) => `/reservation?orderId=${paid}`,
};
/** Pages a signed-in visitor never sees (login sends them on): shot in a signed-out context. */
const SIGNED_OUT = new Set(["login"]);
const wanted = process.env.REVIEW_PAGES ? process.env.REVIEW_PAGES.split(",") : Object.keys(PAGES);
const unknown = wanted.filter((name) => !(name in PAGES));
if (unknown.length > 0) {
  console.error(`Unknown pages: ${unknown.join(", ")}. Known: ${Object.keys(PAGES).join(", ")}`);
  process.exit(1);
}

/** The shop's own API as its pages call it: same origin, the context's cookies. */
async function api(page, path, data) {
  const response = await page.request.post(`/api/v1${path}`, {
    headers: { origin, "content-type": "application/json" },
    data,
  });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Signs the context in by e-mail with the code from the development outbox. */
async function signIn(page, email) {
  await page.goto("/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('button[name="intent"][value="send"]').click();
  await page.locator('input[name="code"]').waitFor();
  let code;
  for (let attempt = 0; attempt < 30 && !code; attempt++) {
    const response = await page.request.get(`/__dev/outbox?destination=${encodeURIComponent(email)}`);
    const { messages } = await response.json();
    code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1];
    if (!code) await page.waitForTimeout(500);
  }
  if (!code) throw new Error(`no sign-in code for ${email}`);
  await page.locator('input[name="code"]').fill(code);
  await page.locator('button[name="intent"][value="verify"]').click();
  await page.locator('input[name="firstName"]').waitFor();
  await page.locator('input[name="firstName"]').fill("Deniz");
  await page.locator('input[name="lastName"]').fill("Yılmaz");
  await page.locator('button[name="intent"][value="name"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
}

/** A signed-in visitor with a car offer and orders at each checkout step, one of them paid. */
async function prepare(page, width) {
  await signIn(page, `review-${width}-${Date.now()}@example.com`);
  const search = await api(page, "/search-api/search/point/", istanbulAirportSearch());
  const offers = search.results.filter((result) => !result.details.car.rules.creditReportRequired);
  const order = async (steps) => {
    const { order } = await api(page, "/order-api/order", { language: "tr" });
    const offer = offers[steps.index];
    await api(page, `/order-api/order/${order.id}/item/car`, { code: offer.code, searchID: offer.searchID });
    if (steps.driver) await api(page, `/order-api/order/${order.id}/passengers`, DRIVER);
    if (steps.invoice) {
      await api(page, `/order-api/order/${order.id}/billing`, BILLING);
      await api(page, `/order-api/order/${order.id}/agreement`, AGREEMENTS);
    }
    return order.id;
  };
  const paid = await order({ index: 3, driver: true, invoice: true });
  await api(page, "/payment-api/payments/charge", {
    orderId: paid,
    idempotencyKey: crypto.randomUUID(),
    card: { number: "4543600000000003", holderName: "DENIZ YILMAZ", expiryMonth: 12, expiryYear: 2030, cvc: "123" },
    returnUrl: "/checkout/control",
  });
  return {
    offer: offers[0],
    fresh: await order({ index: 0 }),
    withDriver: await order({ index: 1, driver: true }),
    ready: await order({ index: 2, driver: true, invoice: true }),
    paid,
  };
}

/** The kinds a page's weight is counted in: the document, its scripts, styles, images, the rest. */
const KINDS = { document: "html", script: "js", stylesheet: "css", image: "images" };

/**
 * Loads a page with the browser cache off and sums the gzip size of every answer it fetched
 * before any scroll (below-the-fold pictures are lazy), by kind: the figure the performance budgets
 * speak in. The local server does not compress, so text is gzipped here.
 */
async function weigh(page, path) {
  const weights = { html: 0, js: 0, css: 0, images: 0, other: 0 };
  const pending = [];
  const onResponse = (response) =>
    pending.push(
      response
        .body()
        .then((body) => {
          const kind = KINDS[response.request().resourceType()] ?? "other";
          // Text is sent compressed; pictures (WebP, AVIF, PNG, JPEG) as they are.
          const text = /text|javascript|json|svg|xml/.test(response.headers()["content-type"] ?? "");
          weights[kind] += text ? gzipSync(body).length : body.length;
        })
        .catch(() => {}),
    );
  const session = await page.context().newCDPSession(page);
  await session.send("Network.setCacheDisabled", { cacheDisabled: true });
  page.on("response", onResponse);
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  await page.waitForLoadState("networkidle").catch(() => {});
  page.off("response", onResponse);
  await Promise.all(pending);
  await session.send("Network.setCacheDisabled", { cacheDisabled: false });
  await session.detach();
  return weights;
}

async function shoot(page, path, file) {
  // Streamed parts (results) and images settle before the picture is taken.
  const weights = await weigh(page, path);
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
  return weights;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
function weightTable(rows) {
  const lines = [
    "| width | page | HTML | JS | CSS | images | other | total |",
    "| ----: | ---- | ---: | -: | --: | -----: | ----: | ----: |",
  ];
  for (const { width, page, weights } of rows) {
    const total = Object.values(weights).reduce((sum, bytes) => sum + bytes, 0);
    const cells = [weights.html, weights.js, weights.css, weights.images, weights.other, total].map(kb);
    lines.push(`| ${width} | ${page} | ${cells.join(" | ")} |`);
  }
  return `KB gzip loaded before any scroll, cache disabled (${new Date().toISOString().slice(0, 10)}).\n\n${lines.join("\n")}\n`;
}

const { stop: stopServer } = await startBuildServer({ port, stateDir });

let failures = 0;
const weighed = [];
try {
  await rm(outDir, { recursive: true, force: true });
  // Debian's Chromium, as the e2e tests use (playwright.config.ts); no requests leave the machine.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--disable-gpu", "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1"],
  });
  for (const { width, options } of VIEWPORTS) {
    await mkdir(`${outDir}/${width}`, { recursive: true });
    const newContext = async () => {
      const context = await browser.newContext({ ...options, baseURL: origin });
      // A stored cookie choice, as the e2e fixtures give: the banner would cover every picture.
      await context.addInitScript((record) => {
        try {
          if (!localStorage.getItem("cookieConsent")) localStorage.setItem("cookieConsent", JSON.stringify(record));
        } catch {
          // Pages without storage need none.
        }
      }, CONSENT);
      return context;
    };
    const context = await newContext();
    const guestContext = await newContext();
    const page = await context.newPage();
    const guest = await guestContext.newPage();
    const data = await prepare(page, width);
    for (const locale of LOCALES) {
      for (const name of wanted) {
        const file = `${outDir}/${width}/${locale}-${name}.png`;
        try {
          const visitor = SIGNED_OUT.has(name) ? guest : page;
          const weights = await shoot(visitor, `${prefix(locale)}${PAGES[name](data)}`, file);
          weighed.push({ width, page: `${prefix(locale) || "/tr"} ${name}`, weights });
          console.log(file);
        } catch (error) {
          failures++;
          console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    await context.close();
    await guestContext.close();
  }
  await browser.close();
  await writeFile(`${outDir}/weights.md`, weightTable(weighed));
  console.log(`${outDir}/weights.md`);
} finally {
  stopServer();
}
process.exit(failures > 0 ? 1 : 0);

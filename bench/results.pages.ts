/**
 * `npm run bench` (second part): the shop's own pages against the search behind them, in one run
 * of the built Worker inside workerd (issue 19's goals, docs/performance.md "Pages and the search").
 * - car results at three sizes of the seeded inventory (the airports whose offer counts come
 *   closest to ~50, ~300 and ~850), each page against the search API call it makes;
 * - flight results against the flight search;
 * - the car product page and the checkout with that car in the basket.
 * Sequential requests after a warm-up; "render" is the page's median minus its search's median,
 * the edge's own work (loaders, React, serialization) in the local runtime, where nothing else
 * waits on a network. Measurements, not assertions.
 */
import { env, exports } from "cloudflare:workers";
import { expect, it } from "vitest";
import { TURKISH_AIRPORTS, TURKISH_CITIES } from "../services/inventory/data/places";
import { Jar } from "../tests/support/cookie-jar";
import { dashedIn } from "../tests/support/dates";
import { getPage, postForm } from "../tests/support/plain-browser";
import { seedInventory } from "../tests/support/seed-inventory";
import { fetchPage } from "../tests/support/worker-fetch";
import { percentile, perSecond, timeRuns } from "./timing";

const RUNS = Number(import.meta.env.VITE_BENCH_RUNS ?? 30);
const WARMUP = 3;
const SIZES = [50, 300, 850] as const;
const worker = (exports as unknown as { default: Fetcher }).default;
/** A crawler gets the page whole (no streaming): the time is the whole render. */
const WHOLE = { headers: { "user-agent": "Googlebot/2.1" } };

const PICKUP = dashedIn(21);
const RETURN = dashedIn(24);
const iso = (dashed: string) => dashed.split("-").reverse().join("-");

interface Timing {
  readonly p50: number;
  readonly p95: number;
  readonly perSecond: number;
}

async function measure(call: () => Promise<Response>): Promise<Timing> {
  const times = await timeRuns(call, { runs: RUNS, warmup: WARMUP });
  return { p50: percentile(times, 50), p95: percentile(times, 95), perSecond: perSecond(times) };
}

const postJson = (path: string, body: unknown) =>
  worker.fetch(`http://localhost${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });

function carSearch(lat: number, lon: number) {
  return () =>
    postJson("/api/v1/search-api/search/point/", {
      version: "v3",
      checkInDateTime: `${iso(PICKUP)}T10:00`,
      checkOutDateTime: `${iso(RETURN)}T10:00`,
      age: 35,
      currency: "TRY",
      checkInLocation: { lat, lon },
    });
}

/** A place to search cars at: an airport or a city centre, as the place suggestions give them. */
interface Place {
  readonly name: string;
  readonly id: string;
  readonly lat: number;
  readonly lon: number;
}

const PLACES: readonly Place[] = [
  ...TURKISH_AIRPORTS.map(({ iata, lat, lon }) => ({ name: iata, id: `apt:${iata}`, lat, lon })),
  ...TURKISH_CITIES.map(({ slug, name, lat, lon }) => ({ name: name.en, id: `city:${slug}`, lat, lon })),
];

const resultsPath = ({ lat, lon, id }: Place) =>
  `/en/search?p_p=${lat},${lon}&pid=${id}&p_d=${PICKUP}&d_d=${RETURN}&a=35`;

/** Offers the results page lists ("288 of 288 cars"). */
async function offerCount(path: string, visitor: Jar): Promise<number> {
  const html = await (await pageFor(visitor)(path)).text();
  return Number(/results__count" role="status">\d+\D+(\d+)/.exec(html)?.[1] ?? 0);
}

/** Pages for a returning visitor (session and preference cookies sent), whole. */
const pageFor = (visitor: Jar) => (path: string) =>
  fetchPage(path, { headers: { ...WHOLE.headers, cookie: visitor.header } });

const f = (value: number) => value.toFixed(1);

it("measures the results, product and checkout pages against the search behind them", async () => {
  await seedInventory(env.DB);
  const jar = new Jar();
  await getPage(jar, "/en");
  const page = pageFor(jar);
  const counted = await Promise.all(
    PLACES.map(async (place) => ({ place, offers: await offerCount(resultsPath(place), jar) })),
  );
  const rows: string[] = [];
  for (const size of SIZES) {
    const { place, offers } = counted.reduce((best, next) =>
      Math.abs(next.offers - size) < Math.abs(best.offers - size) ? next : best,
    );
    const list = await measure(() => page(resultsPath(place)));
    const api = await measure(carSearch(place.lat, place.lon));
    rows.push(
      `| car results, ${place.name}, ${offers} offers | ${f(list.p50)} | ${f(list.p95)} | ${f(api.p50)} | ${f(list.p50 - api.p50)} | ${f(list.perSecond)} | ${f(api.perSecond)} | ${(list.perSecond / api.perSecond).toFixed(2)} |`,
    );
  }

  const flightPage = await measure(() =>
    page(`/en/search/flight?p_p=IST&d_p=AYT&ppt=airport&dpt=airport&p_d=${PICKUP}&pa=1`),
  );
  const flightApi = await measure(() =>
    postJson("/api/v1/flight-api/search", { origin: "IST", destination: "AYT", departDate: iso(PICKUP), adults: 1 }),
  );
  rows.push(
    `| flight results, IST→AYT, one adult | ${f(flightPage.p50)} | ${f(flightPage.p95)} | ${f(flightApi.p50)} | ${f(flightPage.p50 - flightApi.p50)} | ${f(flightPage.perSecond)} | ${f(flightApi.perSecond)} | ${(flightPage.perSecond / flightApi.perSecond).toFixed(2)} |`,
  );

  // The product page and the checkout, as a visitor without JavaScript reaches them.
  const istanbul = PLACES.find((place) => place.id === "apt:IST")!;
  const results = await (await getPage(jar, `${resultsPath(istanbul)}&nojs=1`)).text();
  const link = /href="(\/en\/detail\?code=(C\w+)&amp;searchId=([\w-]+))"/.exec(results);
  expect(link, "a product link on the results").not.toBeNull();
  const detail = link![1]!.replaceAll("&amp;", "&");
  const product = await measure(() => page(detail));
  rows.push(`| car product page | ${f(product.p50)} | ${f(product.p95)} | | | ${f(product.perSecond)} | | |`);
  const booked = await postForm(jar, detail, { code: link![2]!, searchId: link![3]! });
  const checkoutPath = booked.headers.get("location");
  expect(checkoutPath, "the checkout after booking").toMatch(/^\/en\/checkout\?orderId=/);
  const checkout = await measure(() => page(checkoutPath!));
  rows.push(
    `| car checkout, driver step | ${f(checkout.p50)} | ${f(checkout.p95)} | | | ${f(checkout.perSecond)} | | |`,
  );

  console.log(
    [
      "",
      "| page | p50 ms | p95 ms | its search p50 ms | render ms (p50 − search) | pages/s | searches/s | page ÷ search |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...rows,
      "",
    ].join("\n"),
  );
});

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { dashedIn as day } from "../support/dates";
import { seedInventory } from "../support/seed-inventory";
import { fetchPage } from "../support/worker-fetch";

/**
 * Issue 19's byte goals for the car results page (docs/performance.md, "Results pages"): the
 * whole streamed HTML, gzip, at the seeded inventory's typical airport and its largest result set.
 * Bytes are deterministic for a build and an inventory; nothing here is timed.
 */
const DATES = `p_d=${day(21)}&d_d=${day(24)}&a=35`;
const PAGES = [
  {
    name: "Istanbul Airport",
    path: `/search?p_p=41.2619,28.7419&pid=apt:IST&${DATES}`,
    offers: [250, 350],
    gzip: 30_000,
  },
  { name: "Ankara", path: `/search?p_p=39.9334,32.8597&pid=city:ankara&${DATES}`, offers: [750, 950], gzip: 50_000 },
] as const;

async function gzipSize(body: ArrayBuffer): Promise<number> {
  const compressed = new Response(new Blob([body]).stream().pipeThrough(new CompressionStream("gzip")));
  return (await compressed.arrayBuffer()).byteLength;
}

beforeAll(() => seedInventory(env.DB));

describe("car results HTML size", () => {
  for (const { name, path, offers, gzip } of PAGES) {
    it(`${name}: the whole results page stays within ${gzip / 1000} KB gzip`, async () => {
      const response = await fetchPage(path);
      expect(response.status).toBe(200);
      const body = await response.arrayBuffer();
      const html = new TextDecoder().decode(body);
      // The Turkish count: "288 / 288 araç".
      const total = Number(/results__count" role="status">\d+ \/ (\d+)/.exec(html)?.[1]);
      expect(total).toBeGreaterThanOrEqual(offers[0]);
      expect(total).toBeLessThanOrEqual(offers[1]);
      expect(await gzipSize(body), `${total} offers`).toBeLessThanOrEqual(gzip);
    });
  }
});

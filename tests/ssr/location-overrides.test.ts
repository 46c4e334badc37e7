import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { dashedIn as day } from "../support/dates";
import { seedInventory } from "../support/seed-inventory";
import { fetchPage } from "../support/worker-fetch";

const DATES = `p_d=${day(20)}&d_d=${day(23)}&a=35`;
/** Crawlers get the whole document at once. */
const page = async (path: string) => (await fetchPage(path, { headers: { "user-agent": "Googlebot/2.1" } })).text();
const distances = (html: string) => [...html.matchAll(/, ([\d.]+) km away/g)].map((match) => Number(match[1]));

/** The request the Main API stored for the search behind a results page. */
async function searchRequest(html: string) {
  const searchId = /searchId=([^"&]+)/.exec(html)?.[1];
  const row = await env.DB.prepare("SELECT request FROM searches WHERE id = ?1")
    .bind(decodeURIComponent(searchId ?? ""))
    .first<{ request: string }>();
  return JSON.parse(row?.request ?? "null") as { checkInLocation: unknown; radius: number } | null;
}

async function purgeContentCache() {
  const { keys } = await env.CACHE.list({ prefix: "content:" });
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
}

beforeEach(async () => {
  await seedInventory(env.DB);
  await purgeContentCache();
});

describe("car search with location overrides, in the built worker", () => {
  it("searches an overridden place at the override's point and radius, whatever the URL's point", async () => {
    // Istanbul Airport's place id with a point out at sea: the override (41.2619,28.7419, 20 km) decides.
    const html = await page(`/en/search?p_p=42.6,33.9&pid=apt:IST&${DATES}`);
    expect(html).not.toContain('role="alertdialog"');
    const found = distances(html);
    expect(found.length).toBeGreaterThan(10);
    expect(Math.max(...found)).toBeLessThanOrEqual(20);
    expect(await searchRequest(html)).toMatchObject({ checkInLocation: { lat: 41.2619, lon: 28.7419 }, radius: 20 });
    // A place without an override is searched where the URL says: nothing out at sea.
    expect(await page(`/en/search?p_p=42.6,33.9&pid=apt:SAW&${DATES}`)).toContain('role="alertdialog"');
  });

  it("falls back to the URL's coordinates when the content service fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.prepare("ALTER TABLE content_entries RENAME TO content_entries_away").run();
    try {
      const html = await page(`/en/search?p_p=36.8987,30.8005&pid=apt:IST&${DATES}`);
      expect(distances(html).length).toBeGreaterThan(0);
      expect(await searchRequest(html)).toMatchObject({ checkInLocation: { lat: 36.8987, lon: 30.8005 }, radius: 25 });
      expect(logged.mock.calls.every(([message]) => String(message).startsWith("content:"))).toBe(true);
    } finally {
      await env.DB.prepare("ALTER TABLE content_entries_away RENAME TO content_entries").run();
    }
  });
});

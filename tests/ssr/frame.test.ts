import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { seedInventory } from "../support/seed-inventory";
import { fetchPage } from "../support/worker-fetch";

async function purgeContentCache() {
  const { keys } = await env.CACHE.list({ prefix: "content:" });
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
}

/** The id of the server-rendered hello bar, or null when the page has none. */
const helloBar = (html: string) => /data-hello-bar="([^"]+)"/.exec(html)?.[1] ?? null;

beforeEach(async () => {
  await seedInventory(env.DB);
  await purgeContentCache();
});

describe("hello bar in the built worker", () => {
  it("is server-rendered on the pages in its activePages only, the soonest countdown first", async () => {
    const expected: [string, string | null][] = [
      ["/", "flight-week"],
      ["/en", "flight-week"],
      ["/en/flight", "flight-week"],
      ["/ucak-bileti", "flight-week"],
      ["/en/search", "summer-deals"],
      ["/arac-kiralama/search", "summer-deals"],
      ["/en/car", null],
      ["/en/about-us", null],
      ["/en/campaign", null],
      ["/en/login", null],
    ];
    for (const [path, bar] of expected) {
      const response = await fetchPage(path);
      expect(response.status, path).toBe(200);
      expect(helloBar(await response.text()), path).toBe(bar);
    }
  });

  it("paints with the page: above the header, with its text, link, colours and a running countdown", async () => {
    const html = await (await fetchPage("/en")).text();
    const start = html.indexOf('data-hello-bar="flight-week"');
    expect(start).toBeGreaterThan(html.indexOf('class="skip-link"'));
    expect(start).toBeLessThan(html.indexOf("<header"));
    const bar = html.slice(html.lastIndexOf("<div", start), html.indexOf("<header"));
    expect(bar).toContain("<strong>Flight week:</strong> extra baggage free on domestic flights.");
    expect(bar).toContain('href="/en/campaign/ucak-bileti-haftasi"');
    expect(bar).toContain("background:linear-gradient(90deg, #1d3557 0%, #457b9d 100%)");
    expect(bar).toContain('data-countdown-to="2027-05-31T20:59:59.000Z"');
    expect(bar).toMatch(/role="timer" aria-live="off"/);
    // Days left until the end, at the server's time.
    const days = Number(/hello-bar__value">(\d+)</.exec(bar)?.[1]);
    const expectedDays = Math.floor((Date.parse("2027-05-31T20:59:59.000Z") - Date.now()) / 86_400_000);
    expect(Math.abs(days - expectedDays)).toBeLessThanOrEqual(1);
    // A stable description for screen readers beside the ticking numbers (its words: ui tests).
    expect(bar).toMatch(/<span class="visually-hidden">[^<]+<\/span><span role="timer"/);
    const turkish = await (await fetchPage("/")).text();
    expect(turkish).toContain("<strong>Uçak bileti haftası:</strong> yurt içi uçuşlarda ek bagaj hediye.");
  });

  it("is left out when content has no running bar for the page", async () => {
    await env.DB.prepare("DELETE FROM content_entries WHERE collection = 'hello-bars'").run();
    await purgeContentCache();
    const response = await fetchPage("/en");
    expect(response.status).toBe(200);
    expect(helloBar(await response.text())).toBeNull();
  });

  it("is left out, and the page still renders, when the content service fails", async () => {
    // The content service logs its own failure; the shop logs that it rendered without content.
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await env.DB.prepare("ALTER TABLE content_entries RENAME TO content_entries_offline").run();
    try {
      await purgeContentCache();
      const response = await fetchPage("/en");
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-page="home"');
      expect(helloBar(html)).toBeNull();
      expect(html).toContain("<footer");
      // Commons failed too: the service was really down.
      expect(html).not.toContain("Mersis");
    } finally {
      await env.DB.prepare("ALTER TABLE content_entries_offline RENAME TO content_entries").run();
    }
  });

  it("leaves the cookie banner to the browser: the server renders none", async () => {
    const html = await (await fetchPage("/en")).text();
    expect(html).not.toContain("cookie-banner");
    expect(html).toMatch(/<button type="button" class="site-footer__button"[^>]*>[^<]+<\/button>/);
  });
});

describe("footer link columns from content", () => {
  it("lists the editors' links in each language, and every one of them opens a page", async () => {
    for (const [path, heading] of [
      ["/", "Popüler kiralama noktaları"],
      ["/en", "Popular rental locations"],
    ] as const) {
      const html = await (await fetchPage(path)).text();
      const column =
        new RegExp(`<nav aria-labelledby="(footer-content-\\d+)"[^>]*>.*?</nav>`, "s").exec(html)?.[0] ?? "";
      expect(column).toContain(heading);
      const links = [...column.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
      expect(links).toHaveLength(6);
      for (const link of links) expect((await fetchPage(link)).status, link).toBe(200);
    }
  });
});

import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { seedInventory } from "../support/seed-inventory";
import { fetchPage } from "../support/worker-fetch";

async function purgeContentCache() {
  const { keys } = await env.CACHE.list({ prefix: "content:" });
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
}

/** The section named by the heading with this id, as HTML. */
function section(html: string, id: string): string | undefined {
  return new RegExp(`<section[^>]*aria-labelledby="${id}"[^>]*>.*?</section>`, "s").exec(html)?.[0];
}

beforeEach(async () => {
  await seedInventory(env.DB);
  await purgeContentCache();
});

describe("home pages below the search form, from content", () => {
  it("show locations, campaigns, reservation lookup, cancellation, help and the app on the Turkish home page", async () => {
    const html = await (await fetchPage("/")).text();
    const locations = section(html, "home-locations");
    expect(locations).toContain('href="/arac-kiralama/turkiye/istanbul/istanbul-havalimani"');
    expect(locations).toContain("İstanbul Havalimanı Araç Kiralama");
    const campaigns = section(html, "home-campaigns");
    expect(campaigns).toContain('href="/kampanya/yaz-firsatlari"');
    expect(campaigns).toContain("<code>YAZ10</code>");
    expect(section(html, "home-reservation-lookup")).toContain('href="/reservation/find"');
    expect(section(html, "home-cancellation")).toContain('href="/iptal-iade"');
    const help = section(html, "home-help");
    expect(help).toMatch(/<details class="home-faq"><summary[^>]*>Aracı teslim alırken hangi belgeler gerekli\?/);
    expect(section(html, "home-mobile-app")).toBeDefined();
    // In the order of the spec's list, after the search form.
    const order = ["search-form", "home-locations", "home-campaigns", "home-reservation-lookup", "home-cancellation"]
      .concat(["home-help", "home-mobile-app"])
      .map((marker) => html.indexOf(marker));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("show car campaigns and English content on the international car rental home", async () => {
    const html = await (await fetchPage("/en/car")).text();
    expect(section(html, "home-locations")).toContain('href="/en/car/turkiye/antalya"');
    const campaigns = section(html, "home-campaigns");
    expect(campaigns).toContain("Summer deals");
    expect(campaigns).toContain('href="/en/campaign?category=car"');
    expect(section(html, "home-help")).toContain("Which documents do I need to pick up the car?");
  });

  it("still render, without the content sections, when the content service fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.prepare("ALTER TABLE content_entries RENAME TO content_entries_away").run();
    try {
      const response = await fetchPage("/arac-kiralama");
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('class="search-form"');
      for (const id of ["home-locations", "home-campaigns", "home-help"]) expect(section(html, id)).toBeUndefined();
      for (const id of ["home-reservation-lookup", "home-cancellation", "home-mobile-app"]) {
        expect(section(html, id)).toBeDefined();
      }
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("home faqs unavailable"));
      // Only the content service itself reports its failure.
      expect(logged.mock.calls.every(([message]) => String(message).startsWith("content:"))).toBe(true);
    } finally {
      await env.DB.prepare("ALTER TABLE content_entries_away RENAME TO content_entries").run();
    }
  });
});

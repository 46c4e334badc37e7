import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { imageUrl } from "~/lib/images";
import { inspectImage, magic } from "../support/images";
import { seedInventory } from "../support/seed-inventory";
import { fetchPage } from "../support/worker-fetch";

const worker = (exports as unknown as { default: Fetcher }).default;

async function purgeContentCache() {
  const { keys } = await env.CACHE.list({ prefix: "content:" });
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
}

describe("site-wide content in the built worker", () => {
  it("shows the seller's legal identifiers and support contact from content, in the page's language", async () => {
    await seedInventory(env.DB);
    await purgeContentCache();
    const turkish = await (await fetchPage("/")).text();
    expect(turkish).toContain("Mersis no: 0735012345600015");
    expect(turkish).toContain("TÜRSAB belge no: A-12345");
    expect(turkish).toMatch(/href="tel:08503334455"/);
    const english = await (await fetchPage("/en")).text();
    expect(english).toContain("KEP address: rotago@hs01.kep.tr");
    expect(english).toContain("support@rotago.com");
  });

  it("still renders the page, without that content, when the content service has nothing", async () => {
    await seedInventory(env.DB);
    await env.DB.prepare("DELETE FROM content_entries WHERE collection = 'commons'").run();
    await purgeContentCache();
    const response = await fetchPage("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-page="home"');
    expect(html).not.toContain("Mersis");
  });
});

describe("legal pages from content", () => {
  it("show the text in the page's language, sanitised, with its date", async () => {
    await seedInventory(env.DB);
    const turkish = await (await fetchPage("/kvkk")).text();
    expect(turkish).toMatch(/<h1[^>]*>[^<]*Aydınlatma Metni/i);
    expect(turkish).toContain("6698");
    expect(turkish).toContain("Son güncelleme:");
    const english = await (await fetchPage("/en/kvkk/gizlilik-politikasi")).text();
    expect(english).toMatch(/<h1[^>]*>Privacy Policy/i);
    expect(english).toContain('lang="en-GB"');
  });

  it("show contract templates with blanks instead of the checkout's slots", async () => {
    await seedInventory(env.DB);
    const html = await (await fetchPage("/mesafeli-satis-sozlesmesi")).text();
    expect(html).toContain("……");
    expect(html).not.toContain("{{");
  });

  it("say the text cannot be shown when the content service has none, without failing", async () => {
    await seedInventory(env.DB);
    await env.DB.prepare("DELETE FROM content_entries WHERE collection = 'legal-texts'").run();
    await purgeContentCache();
    const response = await fetchPage("/cerez-politikasi");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Çerez politikası/i);
    expect(html).toContain("Bu metin şu anda gösterilemiyor.");
  });
});

describe("image proxy on the shop's own images", () => {
  it("resizes a real static image to the breakpoint width as WebP and caches it immutably", async () => {
    const url = `http://localhost${imageUrl("/images/content/slider-antalya.jpg", { width: 640 })}`;
    const first = await worker.fetch(url);
    const body = new Uint8Array(await first.arrayBuffer());
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(magic(body)).toBe("webp");
    // The source is 1920 × 720.
    expect(inspectImage(body)).toMatchObject({ width: 640, height: 240 });
    const again = await worker.fetch(url);
    await again.arrayBuffer();
    expect(again.headers.get("x-cache")).toBe("HIT");
  });

  it("refuses SVGs, paths outside the image folders and unknown origins", async () => {
    for (const src of ["/images/content/suppliers/anadolu-rent.svg", "/favicon.svg", "https://example.com/a.jpg"]) {
      const response = await worker.fetch(`http://localhost/img?src=${encodeURIComponent(src)}&width=320`);
      await response.arrayBuffer();
      expect(response.status, src).toBe(403);
    }
  });
});

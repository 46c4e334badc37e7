import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALE_TAGS, textDirection } from "~/routing/locales";
import type { RouteEntry } from "~/routing/route-table";
import type { Jar } from "../support/cookie-jar";
import { sampleUrls } from "../support/sample-urls";
import { signedIn } from "../support/sign-in";
import { seedInventory } from "../support/seed-inventory";
import { fetchPage as get } from "../support/worker-fetch";

// Pages named by a content slug (campaigns, blog posts) exist only when their entry does.
beforeAll(() => seedInventory(env.DB));

const attribute = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];
const heading = (html: string) => /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];

/**
 * The account pages admit only a signed-in visitor (anyone else goes to log in:
 * tests/ssr/account-route-check.test.ts); the sweeps visit them as one.
 */
let member: Jar;
beforeAll(async () => {
  member = await signedIn("route-sweep@example.com");
});
const visitorOf = (entry: RouteEntry): Record<string, string> =>
  entry.page.guard === "signed-in" ? { cookie: member.header } : {};

describe("every route of the table, served by the built worker", () => {
  const samples = sampleUrls();
  const byPage = Map.groupBy(samples, (sample) => sample.entry.page.name);

  it.each([...byPage.keys()])("page %s answers 200 in its layout on every path and language", async (name) => {
    for (const { url, entry } of byPage.get(name) ?? []) {
      const response = await get(url, { headers: visitorOf(entry) });
      const html = await response.text();
      expect(response.status, url).toBe(200);
      expect(attribute(html, "data-layout"), url).toBe(entry.page.layout);
      expect(attribute(html, "data-page"), url).toBe(entry.page.name);
      expect(attribute(html, "lang"), url).toBe(LOCALE_TAGS[entry.locale]);
      expect(attribute(html, "dir"), url).toBe(textDirection(entry.locale));
      expect(heading(html)?.trim().length, url).toBeGreaterThan(0);
      // A page a search engine may list says what it is in its description (issue 19: SEO 100).
      if (!/<meta name="robots" content="noindex/.test(html)) {
        // (Ten characters: a short sentence in Japanese or Chinese.)
        expect(attribute(html, 'name="description" content')?.trim().length ?? 0, url).toBeGreaterThanOrEqual(10);
      }
      // Security headers on every page; every script carries this response's nonce.
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce, url).toBeTruthy();
      expect(response.headers.get("strict-transport-security"), url).toBeTruthy();
      expect(response.headers.get("x-content-type-options"), url).toBe("nosniff");
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const script of scripts) expect(script, url).toContain(`nonce="${nonce}"`);
      // Guarded pages sign the visitor in first; public pages leave the visitor alone, and so do
      // the account pages a signed-in visitor opens.
      const setCookie = response.headers.get("set-cookie") ?? "";
      if (entry.page.guard === "auth") expect(setCookie, url).toMatch(/^at=.*rt=/s);
      else expect(setCookie, url).toBe("");
    }
  });

  it("renders the Turkish site in Turkish and the international site in its language", async () => {
    expect(heading(await (await get("/arac-kiralama/search")).text())).toBe("Araç kiralama araması");
    expect(heading(await (await get("/en/search")).text())).toBe("Car rental search");
    expect(heading(await (await get("/de/search")).text())).not.toBe("Car rental search");
  });

  it("keeps a returning visitor's session on guarded pages", async () => {
    const first = await get("/hakkimizda");
    const cookie = first.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const second = await get("/en/about-us/team", { headers: { cookie } });
    expect(second.status).toBe(200);
    expect(second.headers.get("set-cookie")).toBeNull();
  });
});

/** Playwright's Pixel 7 (the e2e "mobile" project): the Worker renders pages for a phone. */
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Mobile Safari/537.36";

// The e2e route sweep (e2e/routes.spec.ts) runs in the desktop project only; what it asserted for a
// phone is asserted here: every Turkish path and alias (root and /tr), English and right-to-left
// Arabic, and the home page in all 14 languages, rendered for a phone.
describe("every route of the table, rendered for a phone", () => {
  const samples = sampleUrls().filter(
    ({ entry }) => ["root", "tr", "en", "ar"].includes(entry.variant) || entry.page.name === "home",
  );
  const byPage = Map.groupBy(samples, (sample) => sample.entry.page.name);

  it.each([...byPage.keys()])("page %s answers 200 in its layout on a phone", async (name) => {
    for (const { url, entry } of byPage.get(name) ?? []) {
      const response = await get(url, { headers: { "user-agent": PHONE_UA, ...visitorOf(entry) } });
      const html = await response.text();
      expect(response.status, url).toBe(200);
      expect(attribute(html, "data-layout"), url).toBe(entry.page.layout);
      expect(attribute(html, "data-page"), url).toBe(entry.page.name);
      expect(attribute(html, "lang"), url).toBe(LOCALE_TAGS[entry.locale]);
      expect(attribute(html, "dir"), url).toBe(textDirection(entry.locale));
      expect(heading(html)?.trim().length, url).toBeGreaterThan(0);
    }
  });
});

describe("not found and bad input", () => {
  it.each([
    "/olmayan-sayfa",
    "/en/no-such-page",
    "/tr/a/b/c/d",
    "/xx/search",
    "/kvkk/bilinmeyen-metin",
    "/%3Cscript%3Ealert(1)%3C/script%3E",
  ])("%s is the 404 page with the requested path", async (path) => {
    const response = await get(path);
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(heading(html)).toBe("404");
    expect(html).toContain(decodeURIComponent(path).replace(/</g, "&lt;").replace(/>/g, "&gt;"));
    expect(html).not.toContain("<script>alert(1)");
    expect(attribute(html, "data-layout")).toBe("error");
  });

  it("says 'Page not found' in the page's language", async () => {
    expect(await (await get("/olmayan")).text()).toContain("Sayfa bulunamadı: /olmayan");
    expect(await (await get("/en/missing")).text()).toContain("Page not found: /en/missing");
  });

  it.each([
    ["/search?p_d=31-02-2027", "p_d"],
    ["/arac-kiralama/search?a=abc", "a"],
    ["/en/search?p_p=999,999", "p_p"],
    ["/search/flight?p_p=IST&d_p=AYT&p_d=01-06-2027&pa=1&pi=4", "pi"],
    ["/detail?code=%3Cscript%3Ealert(1)%3C/script%3E", "code"],
    ["/campaign?category=boats", "category"],
    ["/kampanya/yaz_indirimi", "slug"],
    ["/account/reservations?type=hotel", "type"],
  ])("%s is a 400 naming %s", async (path, field) => {
    const response = await get(path, path.startsWith("/account") ? { headers: { cookie: member.header } } : {});
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain(field);
    // Whatever the visitor typed is never reflected as markup.
    expect(html).not.toContain("<script>alert(1)");
  });

  it.each([
    ["/account/", "/account"],
    ["/kampanya/Yaz-Firsatlari", "/kampanya/yaz-firsatlari"],
    ["/en/campaign/Summer?x=1", "/en/campaign/summer?x=1"],
  ])("%s redirects permanently to the canonical %s", async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(
      new URL(response.headers.get("location") ?? "", "http://localhost").pathname +
        new URL(response.headers.get("location") ?? "", "http://localhost").search,
    ).toBe(location);
  });

  it("ignores unknown query parameters such as campaign tracking", async () => {
    const response = await get("/search?utm_source=newsletter&gclid=abc&p_p=41.2753,28.7519");
    expect(response.status).toBe(200);
  });
});

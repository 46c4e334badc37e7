import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readClaims } from "../../worker/middleware/session";
import { sampleUrls } from "../support/sample-urls";
import { signedIn, visit } from "../support/sign-in";
import { fetchPage } from "../support/worker-fetch";

/** Every route of the table, on the Turkish site and in two international languages (one right-to-left). */
const PAGES = [
  ...new Set(
    sampleUrls()
      .filter((sample) => ["tr", "en", "ar"].includes(sample.entry.locale))
      .map((sample) => sample.url),
  ),
];
const CONFIGURED_ORIGIN = "http://localhost:8787";

describe("Cache-Control on every route", () => {
  it("anonymous: a response that sets a cookie is private, no-store; every other one states its policy", async () => {
    for (const page of PAGES) {
      const response = await fetchPage(page);
      await response.arrayBuffer();
      const policy = response.headers.get("cache-control");
      if (response.headers.getSetCookie().length > 0) expect(policy, page).toBe("private, no-store");
      else expect(policy, page).toMatch(/^(public, max-age=0, must-revalidate|no-store)$/);
    }
  });

  it("signed in: every page is private, no-store (it greets the visitor by name)", async () => {
    const jar = await signedIn("cache-policy@example.com");
    for (const page of PAGES) {
      const response = await visit(jar, page);
      const html = await response.text();
      expect(response.headers.get("cache-control"), page).toBe("private, no-store");
      if (response.status === 200 && !page.includes("checkout/control")) expect(html, page).toContain("Ayşe");
    }
  });

  it("with only a preference cookie (currency): private, no-store", async () => {
    for (const page of ["/", "/en", "/arac-kiralama", "/kampanya"]) {
      const response = await fetchPage(page, { headers: { cookie: "currency=EUR" } });
      await response.arrayBuffer();
      expect(response.headers.get("cache-control"), page).toBe("private, no-store");
    }
  });

  it("the shared, cookie-free answers keep their public policy", async () => {
    for (const path of ["/robots.txt", "/sitemap.xml"]) {
      const response = await fetchPage(path, { headers: { cookie: "currency=EUR" } });
      await response.arrayBuffer();
      expect(response.headers.get("cache-control"), path).toBe("public, max-age=3600");
    }
  });
});

describe("robots.txt and the sitemap index", () => {
  it.each(["evil.example", "localhost.evil.example:8787", "[::1]"])(
    "name the configured site origin, never the Host header (%s)",
    async (host) => {
      const worker = (exports as unknown as { default: Fetcher }).default;
      for (const path of ["/sitemap.xml", "/robots.txt"]) {
        const response = await worker.fetch(`http://${host}${path}`, { headers: { host } });
        expect(response.status).toBe(200);
        const body = await response.text();
        expect(body).toContain(`${CONFIGURED_ORIGIN}/sitemap`);
        expect(body).not.toContain(host);
      }
    },
  );
});

describe("a session ended elsewhere", () => {
  it("is dropped on the next request: the visitor continues as anonymous, with no error", async () => {
    const jar = await signedIn("ended-elsewhere@example.com");
    const signedInUser = readClaims(jar.get("at")!)!.sub;
    const other = jar.copy();
    // Another tab (or device holding the session) logs out.
    const out = await visit(other, "/logout", { redirect: "/" });
    expect(out.status).toBe(302);
    const page = await visit(jar, "/hakkimizda");
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).not.toContain("Ayşe");
    expect(html).toContain("/login?redirect=");
    // The ended session's cookies are gone; at most a new anonymous one took their place.
    const now = jar.get("at");
    if (now !== undefined) expect(readClaims(now)).toMatchObject({ anon: true });
    if (now !== undefined) expect(readClaims(now)!.sub).not.toBe(signedInUser);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
  });
});

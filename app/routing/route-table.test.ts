import { existsSync } from "node:fs";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { sampleUrls } from "../../tests/support/sample-urls";
import {
  assertValidTable,
  expandRoutes,
  GUARDS,
  type GuardName,
  hrefFor,
  LAYOUTS,
  PAGES,
  type PageDefinition,
  pageForRouteId,
} from "./route-table";

const routes = expandRoutes().map((entry) => ({ id: entry.id, path: entry.path }));

function pageAt(url: string) {
  const matches = matchRoutes(routes, url);
  return matches ? pageForRouteId(matches.at(-1)!.route.id) : undefined;
}

/**
 * Spec section 2 (table and "additional paths"), written out as the spec gives them. The spec's
 * "auth check" is a named check: "auth" (a session, anonymous or not) on the shop's pages,
 * "signed-in" (a logged-in visitor) on the account pages (docs/decisions/0018-signed-in-route-check.md).
 */
const SPEC_ROUTES: [path: string, page: string, layout: string, guard: GuardName][] = [
  ["/", "home", "default", "auth"],
  ["/tr", "home", "default", "auth"],
  ["/login", "login", "change", "none"],
  ["/tr/login", "login", "change", "none"],
  ["/detail", "detail", "checkout", "auth"],
  ["/contact", "contact", "default", "none"],
  ["/investor", "investor", "default", "none"],
  ["/kvkk/gizlilik", "legal", "default", "none"],
  ["/gizlilik", "legal", "default", "none"],
  ["/kullanimkosullari", "legal", "default", "none"],
  ["/kvkk", "legal", "default", "none"],
  ["/search", "car-search", "search", "auth"],
  ["/arac-kiralama/search", "car-search", "search", "auth"],
  ["/search/flight", "flight-search", "search", "auth"],
  ["/ucak-bileti/search", "flight-search", "search", "auth"],
  ["/about-us", "about-us", "default", "auth"],
  ["/hakkimizda", "about-us", "default", "auth"],
  ["/about-us/team", "about-us-team", "default", "auth"],
  ["/hakkimizda/ekibimiz", "about-us-team", "default", "auth"],
  ["/about-us/career", "about-us-career", "default", "auth"],
  ["/hakkimizda/kariyer", "about-us-career", "default", "auth"],
  ["/about-us/contact", "about-us-contact", "default", "auth"],
  ["/hakkimizda/iletisim", "about-us-contact", "default", "auth"],
  ["/about-us/media-us", "about-us-media", "default", "auth"],
  ["/hakkimizda/medyada-biz", "about-us-media", "default", "auth"],
  ["/account", "account", "account", "signed-in"],
  ["/account/wallet", "account-wallet", "account", "signed-in"],
  ["/account/reviews", "account-reviews", "account", "signed-in"],
  ["/account/invoices", "account-invoices", "account", "signed-in"],
  ["/account/reservations", "account-reservations", "account", "signed-in"],
  ["/account/registered-passengers", "account-registered-passengers", "account", "signed-in"],
  ["/campaign", "campaigns", "default", "none"],
  ["/kampanya", "campaigns", "default", "none"],
  ["/campaign/yaz", "campaign", "default", "none"],
  ["/kampanya/yaz", "campaign", "default", "none"],
  ["/checkout", "checkout", "checkout", "auth"],
  ["/checkout/flight", "checkout-flight", "checkout-flight", "auth"],
  ["/checkout/control", "checkout-control", "empty", "none"],
  ["/locations/_car", "locations-car", "default", "none"],
  ["/arac-kiralama/lokasyonlar", "locations-car", "default", "none"],
  ["/locations/turkiye", "location", "default", "none"],
  ["/locations/turkiye/antalya", "location", "default", "none"],
  ["/locations/turkiye/antalya/antalya-havalimani", "location", "default", "none"],
  ["/arac-kiralama/lokasyonlar/turkiye/antalya", "location", "default", "none"],
  ["/company/acme", "company", "default", "none"],
  ["/firma/acme", "company", "default", "none"],
  ["/arac-kiralama", "car-home", "default", "none"],
  ["/arac-kiralama/arac-kiralama-sartlari", "car-rental-terms", "default", "none"],
  ["/arac-kiralama/kiralik-arac-markalari", "car-brands", "default", "none"],
  ["/arac-kiralama/kiralik-arac-markalari/fiat", "car-brand", "default", "none"],
  ["/arac-kiralama/kiralik-arac-markalari/fiat/egea", "car-brand", "default", "none"],
  ["/car/turkiye", "car-location", "default", "none"],
  ["/car/turkiye/izmir/adnan-menderes", "car-location", "default", "none"],
  ["/arac-kiralama/turkiye/izmir", "car-location", "default", "none"],
  ["/arac-kiralama/turkiye/izmir/adnan-menderes-havalimani", "car-location", "default", "none"],
  ["/ucak-bileti", "flight-home", "default", "none"],
  ["/flight/turkiye/istanbul", "flight-location", "default", "none"],
  ["/ucak-bileti/almanya", "flight-location", "default", "none"],
  ["/ucak-bileti/almanya/berlin", "flight-location", "default", "none"],
  ["/suppliers", "suppliers", "default", "none"],
  ["/arac-kiralama/sirketler", "suppliers", "default", "none"],
  ["/suppliers/acme", "supplier", "default", "none"],
  ["/arac-kiralama/sirketler/acme", "supplier", "default", "none"],
  ["/sirketler/acme", "supplier", "default", "none"],
  ["/suppliers/flight", "suppliers-flight", "default", "none"],
  ["/ucak-bileti/sirketler", "suppliers-flight", "default", "none"],
  ["/suppliers/flight/thy", "supplier-flight", "default", "none"],
  ["/ucak-bileti/sirketler/thy", "supplier-flight", "default", "none"],
  ["/reservation/find", "reservation-find", "auth", "none"],
  ["/reservation", "reservation", "default", "auth"],
  ["/reservation/flight", "reservation-flight", "default", "auth"],
  ["/reservation/cancel/car", "reservation-cancel-car", "default", "auth"],
  ["/reservation/flight-pdf", "reservation-flight-pdf", "empty", "auth"],
  ["/reservation/change/car", "reservation-change-car", "default", "auth"],
  ["/iptal-iade/arac-kiralama", "reservation-change-car", "default", "auth"],
  ["/reservation/change", "reservation-change", "default", "auth"],
  ["/iptal-iade", "reservation-change", "default", "auth"],
  ["/unsubscribe", "unsubscribe", "default", "none"],
  ["/unsubscribe/abc", "unsubscribe", "default", "none"],
  ["/supplier-approval", "supplier-approval", "default", "none"],
  ["/blog", "blog", "default", "none"],
];

describe("route table", () => {
  it("is consistent (layouts, guards, groups, no two pages on one path)", () => {
    expect(() => assertValidTable()).not.toThrow();
  });

  it.each(SPEC_ROUTES)("serves %s as %s in the %s layout with route check %s", (path, page, layout, guard) => {
    const prefixed = path.startsWith("/tr") ? path : path === "/" ? "/tr" : `/tr${path}`;
    for (const url of new Set([path, prefixed])) {
      const definition = pageAt(url);
      expect(definition?.name, url).toBe(page);
      expect(definition?.layout).toBe(layout);
      expect(definition?.guard).toBe(guard);
    }
  });

  it("admits only signed-in visitors to every page of the account layout", () => {
    for (const definition of PAGES.filter((page) => page.layout === "account")) {
      expect(definition.guard, definition.name).toBe("signed-in");
    }
  });

  it("serves canonical paths in every international language but keeps Turkish aliases Turkish", () => {
    expect(pageAt("/en/search")?.name).toBe("car-search");
    expect(pageAt("/ar/account/wallet")?.name).toBe("account-wallet");
    expect(pageAt("/ja")?.name).toBe("home");
    expect(pageAt("/en/arac-kiralama/search")).toBeUndefined();
    expect(pageAt("/xx/search")).toBeUndefined();
  });

  it("lets static paths win over the one-segment legal alias", () => {
    expect(pageAt("/en")?.name).toBe("home");
    expect(pageAt("/blog")?.name).toBe("blog");
    expect(pageAt("/ucak-bileti")?.name).toBe("flight-home");
  });

  it("gives every generated route a unique id", () => {
    const ids = expandRoutes().map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // matchRoutes ranks the ~1,000 routes on every call, so this walks the Turkish site and two
  // international languages; the ssr tests request every language's URLs from the built Worker.
  it("every sample URL matches back to its own page", { timeout: 30_000 }, () => {
    const samples = sampleUrls().filter(({ entry }) => ["root", "tr", "en", "ar"].includes(entry.variant));
    for (const { url, entry } of samples) {
      expect(pageAt(url)?.name, url).toBe(entry.page.name);
    }
  });

  it("has a module for every page, layout and route check", () => {
    for (const definition of PAGES) expect(existsSync(`app/${definition.file}`), definition.file).toBe(true);
    for (const layout of LAYOUTS) expect(existsSync(`app/layouts/${layout}.tsx`), layout).toBe(true);
    for (const guard of GUARDS.filter((name) => name !== "none")) {
      expect(existsSync(`app/guards/${guard}.tsx`), guard).toBe(true);
    }
  });

  it("rejects an unknown route check, layout or a path claimed twice", () => {
    const base: PageDefinition = { name: "x", file: "routes/x.tsx", layout: "default", guard: "none", paths: ["/x"] };
    expect(() => assertValidTable([{ ...base, guard: "admin" as never }])).toThrow(/unknown route check "admin"/);
    expect(() => assertValidTable([{ ...base, layout: "wide" as never }])).toThrow(/unknown layout/);
    expect(() => assertValidTable([base, { ...base, name: "y", paths: ["/x"] }])).toThrow(/claimed by both/);
    expect(() => assertValidTable([base, { ...base }])).toThrow(/Duplicate page name/);
  });

  it("links to Turkish aliases on the Turkish site and canonical paths elsewhere", () => {
    expect(hrefFor("car-search", "tr")).toBe("/arac-kiralama/search");
    expect(hrefFor("car-search", "de")).toBe("/de/search");
    expect(hrefFor("home", "tr")).toBe("/");
    expect(hrefFor("home", "ar")).toBe("/ar");
    // @ts-expect-error: a campaign's page needs its slug (route-names.test.ts); at run time it throws.
    expect(() => hrefFor("campaign", "tr")).toThrow(/no path for parameters/);
  });

  it("fills parameters into the path that uses exactly them", () => {
    expect(hrefFor("campaign", "tr", { slug: "yaz" })).toBe("/kampanya/yaz");
    expect(hrefFor("campaign", "fr", { slug: "yaz" })).toBe("/fr/campaign/yaz");
    expect(hrefFor("legal", "tr")).toBe("/kvkk");
    expect(hrefFor("legal", "tr", { slug: "gizlilik" })).toBe("/gizlilik");
    expect(hrefFor("legal", "en", { slug: "gizlilik" })).toBe("/en/kvkk/gizlilik");
    expect(hrefFor("car-brand", "tr", { brand: "fiat" })).toBe("/arac-kiralama/kiralik-arac-markalari/fiat");
    expect(hrefFor("car-brand", "en", { brand: "fiat", model: "egea" })).toBe("/en/car/brands/fiat/egea");
    // @ts-expect-error: the blog list names no parameters (route-names.test.ts); at run time it throws.
    expect(() => hrefFor("blog", "tr", { slug: "x" })).toThrow(/no path/);
  });
});

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "~/routing/locales";
import { createMainApi } from "../../services/main-api/app";
import { dashedIn, shopIsoIn } from "../support/dates";
import { seedInventory } from "../support/seed-inventory";
import { fetchPage } from "../support/worker-fetch";

/** The sites' origins in wrangler.toml (both sites on one local origin). */
const ORIGIN = "http://localhost:8787";
const mainApi = createMainApi();

beforeAll(() => seedInventory(env.DB));

// ——— Reading pages ———

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const attr = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
  return value === undefined ? undefined : decode(value);
};

interface Seo {
  status: number;
  html: string;
  title: string | undefined;
  h1: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  alternates: Map<string, string>;
  alternateCount: number;
  jsonLd: Record<string, unknown>[];
  /** Every script tag carries this response's nonce. */
  nonce: string | undefined;
  fromPrice: { amount: number; currency: string } | undefined;
  inputs: Map<string, string>;
}

async function seo(path: string): Promise<Seo> {
  const response = await fetchPage(path);
  const html = await response.text();
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((match) => match[0]);
  const alternates = links.filter((tag) => /rel="alternate"/i.test(tag) && /hreflang=/i.test(tag));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const price = /<p[^>]*data-testid="from-price"[^>]*>/.exec(html)?.[0];
  const inputs = new Map(
    [...html.matchAll(/<input\b[^>]*>/g)].flatMap((match) => {
      const name = attr(match[0], "name");
      const value = attr(match[0], "value");
      return name && value !== undefined ? [[name, value] as [string, string]] : [];
    }),
  );
  return {
    status: response.status,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim().replace(/&amp;/g, "&"),
    h1: /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1] && decode(/<h1[^>]*>([^<]+)<\/h1>/.exec(html)![1]!),
    description: attr(/<meta name="description"[^>]*>/.exec(html)?.[0] ?? "", "content"),
    canonical: attr(links.find((tag) => /rel="canonical"/i.test(tag)) ?? "", "href"),
    alternates: new Map(alternates.map((tag) => [attr(tag, "hreflang")!, attr(tag, "href")!])),
    alternateCount: alternates.length,
    jsonLd,
    nonce: /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1],
    fromPrice: price
      ? { amount: Number(attr(price, "data-amount")), currency: attr(price, "data-currency")! }
      : undefined,
    inputs,
  };
}

const ofType = (page: Seo, type: string) => page.jsonLd.find((data) => data["@type"] === type);

/** What every landing page has: title, description, canonical, hreflang in 14 languages and x-default, JSON-LD. */
function expectSeoBasics(page: Seo, canonical: string) {
  expect(page.status).toBe(200);
  expect(page.h1?.trim().length).toBeGreaterThan(0);
  expect(page.title?.length).toBeGreaterThan(0);
  expect(page.description?.length).toBeGreaterThan(0);
  expect(page.canonical).toBe(`${ORIGIN}${canonical}`);
  expect(page.alternateCount).toBe(LOCALES.length + 1);
  expect([...page.alternates.keys()].sort()).toEqual([...LOCALES, "x-default"].sort());
  // Each language has its own address; x-default is the Turkish one; the page's own language is its canonical.
  expect(new Set(LOCALES.map((locale) => page.alternates.get(locale))).size).toBe(LOCALES.length);
  expect(page.alternates.get("x-default")).toBe(page.alternates.get("tr"));
  for (const locale of LOCALES.filter((each) => each !== "tr")) {
    expect(page.alternates.get(locale)).toMatch(new RegExp(`^${ORIGIN}/${locale}(/|$)`));
  }
  expect([...page.alternates.values()]).toContain(page.canonical);
  // JSON-LD: parsed above; schema.org context, a breadcrumb trail, the CSP nonce on the script.
  expect(page.jsonLd.length).toBeGreaterThan(0);
  for (const data of page.jsonLd) expect(data["@context"]).toBe("https://schema.org");
  const trail = ofType(page, "BreadcrumbList") as { itemListElement: { position: number; item: string }[] };
  expect(trail.itemListElement.map((item) => item.position)).toEqual(
    trail.itemListElement.map((_, index) => index + 1),
  );
  expect(trail.itemListElement.at(-1)?.item).toBe(page.canonical);
  for (const script of page.html.match(/<script type="application\/ld\+json"[^>]*>/g) ?? []) {
    expect(script).toContain(`nonce="${page.nonce}"`);
  }
}

async function catalog<T>(path: string): Promise<T> {
  const response = await mainApi.request(`/api/v1/search-api/catalog${path}`, {}, env);
  expect(response.status).toBe(200);
  return response.json<T>();
}

interface Money {
  amount: number;
  currency: string;
}

/** A schema.org AggregateOffer's lowest price against minor units. */
function expectLowPrice(offer: unknown, price: Money) {
  const aggregate = offer as { lowPrice: string; priceCurrency: string };
  expect(aggregate.lowPrice).toBe((price.amount / 100).toFixed(2));
  expect(aggregate.priceCurrency).toBe(price.currency);
}

/** The car search form starts a week ahead, for three days, at the given place. */
function expectCarFormAt(page: Seo, place: { placeId: string; lat: number; lon: number } | null) {
  expect(page.html).toContain('class="search-form"');
  expect(page.inputs.get("pd") ?? /id="pickup-date"[^>]*value="([^"]+)"/.exec(page.html)?.[1]).toBe(shopIsoIn(7));
  if (place) {
    expect(page.inputs.get("pid")).toBe(place.placeId);
    expect(page.inputs.get("p_p")).toBe(`${place.lat},${place.lon}`);
  }
}

// ——— Pages ———

describe("car rental location pages", () => {
  it("an airport: content, canonical, 14 languages, JSON-LD place and price, the search form at the airport", async () => {
    const page = await seo("/en/car/turkiye/istanbul/istanbul-havalimani");
    expectSeoBasics(page, "/en/car/turkiye/istanbul/istanbul-havalimani");
    expect(page.h1).toBe("Car rental at Istanbul Airport");
    expect(page.title).toBe("Car Rental at Istanbul Airport (IST) | RotaGo");
    expect(page.description).toContain("Istanbul Airport (IST)");
    expect(page.alternates.get("tr")).toBe(`${ORIGIN}/arac-kiralama/turkiye/istanbul/istanbul-havalimani`);
    expect(page.alternates.get("ar")).toBe(`${ORIGIN}/ar/car/turkiye/istanbul/istanbul-havalimani`);
    // The visitor's currency on the English site is GBP; the price is the catalog's.
    const expected = await catalog<{ fromDailyRate: Money; place: { placeId: string; lat: number; lon: number } }>(
      "/places/apt:IST?currency=GBP&language=en",
    );
    expect(page.fromPrice).toEqual(expected.fromDailyRate);
    expectLowPrice((ofType(page, "Product") as { offers: unknown }).offers, expected.fromDailyRate);
    const airport = ofType(page, "Airport") as { iataCode: string; geo: { latitude: number } };
    expect(airport.iataCode).toBe("IST");
    expect(airport.geo.latitude).toBe(expected.place.lat);
    expectCarFormAt(page, expected.place);
    expect(page.inputs.get("pq")).toBe("Istanbul Airport (IST)");
    // The companies there link to their pages.
    expect(page.html).toContain('href="/en/suppliers/anadolu-rent"');
  });

  it("a Turkish city page in Turkish, priced in lira, with its airports nearby", async () => {
    const page = await seo("/arac-kiralama/turkiye/antalya");
    expectSeoBasics(page, "/arac-kiralama/turkiye/antalya");
    expect(page.h1).toBe("Antalya Araç Kiralama");
    const expected = await catalog<{ fromDailyRate: Money; place: { placeId: string; lat: number; lon: number } }>(
      "/places/city:antalya?currency=TRY",
    );
    expect(page.fromPrice).toEqual(expected.fromDailyRate);
    expect(page.fromPrice?.currency).toBe("TRY");
    expect(ofType(page, "City")).toBeDefined();
    expectCarFormAt(page, expected.place);
    expect(page.html).toContain('href="/arac-kiralama/turkiye/antalya/antalya-havalimani"');
  });

  it("a district; /tr and /locations addresses name the same canonical page", async () => {
    const page = await seo("/en/car/turkiye/mugla/bodrum");
    expectSeoBasics(page, "/en/car/turkiye/mugla/bodrum");
    expect(page.inputs.get("pid")).toBe("dist:mugla-bodrum");
    for (const path of ["/tr/arac-kiralama/turkiye/mugla/bodrum", "/arac-kiralama/lokasyonlar/turkiye/mugla/bodrum"]) {
      expect((await seo(path)).canonical).toBe(`${ORIGIN}/arac-kiralama/turkiye/mugla/bodrum`);
    }
    expect((await seo("/en/locations/turkiye/mugla/bodrum")).canonical).toBe(`${ORIGIN}/en/car/turkiye/mugla/bodrum`);
  });

  it("a country lists its locations with prices; /car/{country} names /locations/{country} as canonical", async () => {
    const page = await seo("/en/locations/turkiye");
    expectSeoBasics(page, "/en/locations/turkiye");
    const list = ofType(page, "ItemList") as { itemListElement: { url: string }[] };
    expect(list.itemListElement.length).toBeGreaterThanOrEqual(12);
    expect(list.itemListElement.map((item) => item.url)).toContain(`${ORIGIN}/en/car/turkiye/izmir`);
    expect(page.fromPrice?.amount).toBeGreaterThan(0);
    expectCarFormAt(page, null);
    expect((await seo("/en/car/turkiye")).canonical).toBe(`${ORIGIN}/en/locations/turkiye`);
  });

  it("the locations index lists every location with its starting price", async () => {
    const page = await seo("/en/locations/_car");
    expectSeoBasics(page, "/en/locations/_car");
    expect(page.h1).toBe("Car rental locations");
    const prices = [...page.html.matchAll(/class="seo-daily-price" data-amount="(\d+)" data-currency="GBP"/g)];
    expect(prices.length).toBeGreaterThanOrEqual(12);
    const lowest = Math.min(...prices.map((match) => Number(match[1])));
    expect(page.fromPrice).toEqual({ amount: lowest, currency: "GBP" });
    expect((await seo("/arac-kiralama/lokasyonlar")).canonical).toBe(`${ORIGIN}/arac-kiralama/lokasyonlar`);
  });
});

describe("brand, model and company pages", () => {
  it("the brands list, a brand and a model, priced from the catalog", async () => {
    const list = await seo("/en/car/brands");
    expectSeoBasics(list, "/en/car/brands");
    expect(list.html).toContain('href="/en/car/brands/mercedes-benz/e-200"');

    const brand = await seo("/en/car/brands/toyota");
    expectSeoBasics(brand, "/en/car/brands/toyota");
    const brandPrice = await catalog<{ brand: { fromDailyRate: Money } }>("/brands/toyota?currency=GBP");
    expect(brand.fromPrice).toEqual(brandPrice.brand.fromDailyRate);
    expectLowPrice((ofType(brand, "Product") as { offers: unknown }).offers, brandPrice.brand.fromDailyRate);
    expect(brand.alternates.get("tr")).toBe(`${ORIGIN}/arac-kiralama/kiralik-arac-markalari/toyota`);
    expectCarFormAt(brand, null);

    const model = await seo("/arac-kiralama/kiralik-arac-markalari/toyota/corolla");
    expectSeoBasics(model, "/arac-kiralama/kiralik-arac-markalari/toyota/corolla");
    const modelPrice = await catalog<{ model: { fromDailyRate: Money } }>("/brands/toyota/corolla?currency=TRY");
    expect(model.fromPrice).toEqual(modelPrice.model.fromDailyRate);
    const car = ofType(model, "Car") as { brand: { name: string }; model: string; offers: unknown };
    expect(car.brand.name).toBe("Toyota");
    expect(car.model).toBe("Corolla");
    expectLowPrice(car.offers, modelPrice.model.fromDailyRate);
  });

  it("the companies list, a company's rental page and its profile", async () => {
    const list = await seo("/en/suppliers");
    expectSeoBasics(list, "/en/suppliers");
    expect(list.html).toContain('href="/en/suppliers/mavi-yol"');

    const supplier = await seo("/en/suppliers/anadolu-rent");
    expectSeoBasics(supplier, "/en/suppliers/anadolu-rent");
    const price = await catalog<{
      supplier: { fromDailyRate: Money; rating: { point: number; participants: number } };
    }>("/suppliers/anadolu-rent?currency=GBP");
    expect(supplier.fromPrice).toEqual(price.supplier.fromDailyRate);
    const rental = ofType(supplier, "AutoRental") as {
      name: string;
      aggregateRating: { ratingValue: number; reviewCount: number; bestRating: number };
      makesOffer: unknown;
    };
    expect(rental.name).toBe("Anadolu Rent");
    // Out of 10, from the reviews the product page lists (docs/decisions/0011-rating-scale.md).
    expect(rental.aggregateRating).toMatchObject({
      ratingValue: price.supplier.rating.point,
      reviewCount: price.supplier.rating.participants,
      bestRating: 10,
    });
    expectLowPrice(rental.makesOffer, price.supplier.fromDailyRate);
    expectCarFormAt(supplier, null);
    // The Turkish aliases name the Turkish canonical address.
    expect((await seo("/sirketler/anadolu-rent")).canonical).toBe(`${ORIGIN}/arac-kiralama/sirketler/anadolu-rent`);

    const profile = await seo("/firma/anadolu-rent");
    expectSeoBasics(profile, "/firma/anadolu-rent");
    expect(profile.h1).toBe("Anadolu Rent");
    const organization = ofType(profile, "Organization") as { logo: string; aggregateRating: unknown };
    expect(organization.logo).toBe(`${ORIGIN}/images/content/suppliers/anadolu-rent.svg`);
    expect(organization.aggregateRating).toBeDefined();
    expect(profile.fromPrice?.currency).toBe("TRY");
  });

  it("the rental terms: classes with age, deposit and price, questions as FAQPage", async () => {
    const page = await seo("/en/car/rental-terms");
    expectSeoBasics(page, "/en/car/rental-terms");
    const faq = ofType(page, "FAQPage") as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity.map((item) => item.name)).toContain("Which documents do I need to pick up the car?");
    expect(faq.mainEntity[0]!.acceptedAnswer.text).not.toMatch(/[<>]/);
    const { classes } = await catalog<{ classes: { fromDailyRate: Money }[] }>("/classes?currency=GBP");
    for (const item of classes) expect(page.html).toContain(`data-amount="${item.fromDailyRate.amount}"`);
    expectCarFormAt(page, null);
  });
});

describe("flight pages", () => {
  it("airlines, an airline, a destination, an airport and the flight home, each with a flight search", async () => {
    const airlines = await seo("/en/suppliers/flight");
    expectSeoBasics(airlines, "/en/suppliers/flight");
    expect(airlines.html).toContain('href="/en/suppliers/flight/pegasus"');

    const airline = await seo("/ucak-bileti/sirketler/turkish-airlines");
    expectSeoBasics(airline, "/ucak-bileti/sirketler/turkish-airlines");
    expect((ofType(airline, "Airline") as { iataCode: string }).iataCode).toBe("TK");

    const city = await seo("/ucak-bileti/turkiye/istanbul");
    expectSeoBasics(city, "/ucak-bileti/turkiye/istanbul");
    expect(city.h1).toBe("İstanbul Uçak Bileti");
    const place = ofType(city, "City") as { containsPlace: { iataCode: string }[] };
    expect(place.containsPlace.map((airport) => airport.iataCode)).toEqual(["IST", "SAW"]);

    const airport = await seo("/en/flight/turkiye/istanbul/sabiha-gokcen-havalimani");
    expectSeoBasics(airport, "/en/flight/turkiye/istanbul/sabiha-gokcen-havalimani");
    expect((ofType(airport, "Airport") as { iataCode: string }).iataCode).toBe("SAW");
    // The flight search goes to the results page with SAW as the destination.
    expect(airport.html).toMatch(/<form[^>]*action="\/en\/search\/flight"/);
    expect(airport.html).toMatch(/<input[^>]*name="d_p"[^>]*value="[^"]*\(SAW\)"/);

    const home = await seo("/en/flight");
    expectSeoBasics(home, "/en/flight");
    expect(home.html).toContain('href="/en/flight/turkiye/antalya"');
    expect(ofType(home, "FAQPage")).toBeDefined();
  });
});

describe("unknown landing pages", () => {
  it.each([
    "/en/car/turkiye/istanbul/antalya-havalimani",
    "/en/car/atlantis",
    "/arac-kiralama/turkiye/nowhere",
    "/en/locations/turkiye/istanbul/nowhere",
    "/en/car/brands/trabant",
    "/en/car/brands/toyota/twingo",
    "/arac-kiralama/kiralik-arac-markalari/renault/corolla",
    "/en/suppliers/no-such-company",
    "/en/company/mavi-yol",
    "/firma/no-such-company",
    "/en/suppliers/flight/no-such-airline",
    "/ucak-bileti/turkiye/nowhere",
    "/en/flight/turkiye/istanbul/antalya-havalimani",
    "/en/flight/atlantis",
  ])("%s is the 404 page", async (path) => {
    const response = await fetchPage(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('data-layout="error"');
  });

  it("a slug only wrong in letter case redirects to the lower-case address", async () => {
    const response = await fetchPage("/en/car/brands/Toyota/Corolla");
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location")!, "http://localhost").pathname).toBe(
      "/en/car/brands/toyota/corolla",
    );
  });
});

// ——— Sitemap and robots.txt ———

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/**
 * A strict reader for the XML the sitemaps use (declaration, elements, attributes, text): fails
 * on unbalanced or misnamed tags, unescaped `<` or `&`, text outside the root, a second root.
 */
function parseXml(source: string): XmlElement {
  const token =
    /<\?xml\s[^?]*\?>|<!--[\s\S]*?-->|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const entity = /&(?![a-z]+;|#\d+;|#x[\da-f]+;)/i;
  const root: XmlElement = { name: "#document", attributes: {}, children: [], text: "" };
  const stack = [root];
  let position = 0;
  while (position < source.length) {
    token.lastIndex = position;
    const match = token.exec(source);
    if (!match) throw new Error(`unreadable XML at ${position}: ${source.slice(position, position + 40)}`);
    position = token.lastIndex;
    const [, closing, name, attributes, selfClosing, text] = match;
    if (text !== undefined) {
      if (entity.test(text)) throw new Error(`bad entity in ${text.slice(0, 40)}`);
      if (stack.length === 1 && text.trim()) throw new Error("text outside the root");
      stack.at(-1)!.text += text;
      continue;
    }
    if (!name) continue;
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
      continue;
    }
    const element: XmlElement = { name, attributes: {}, children: [], text: "" };
    for (const [, key, value] of (attributes ?? "").matchAll(/([A-Za-z_][\w:.-]*)="([^"]*)"/g)) {
      if (entity.test(value!)) throw new Error(`bad entity in ${key}`);
      element.attributes[key!] = value!.replace(/&amp;/g, "&");
    }
    stack.at(-1)!.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)!.name}> is not closed`);
  if (root.children.length !== 1) throw new Error("not exactly one root element");
  return root.children[0]!;
}

interface SitemapUrl {
  loc: string;
  alternates: Map<string, string>;
}

async function sitemap(locale: string): Promise<SitemapUrl[]> {
  const response = await fetchPage(`/sitemaps/${locale}.xml`, { headers: { accept: "application/xml" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/xml");
  const root = parseXml(await response.text());
  expect(root.name).toBe("urlset");
  expect(root.attributes.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  expect(root.attributes["xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
  return root.children.map((url) => {
    expect(url.name).toBe("url");
    const loc = url.children.find((child) => child.name === "loc")!.text;
    const links = url.children.filter((child) => child.name === "xhtml:link");
    return { loc, alternates: new Map(links.map((link) => [link.attributes.hreflang!, link.attributes.href!])) };
  });
}

/** The head of a page (its stream read up to `</head>`): where the canonical and hreflang links are. */
async function headOf(response: Response): Promise<string> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let head = "";
  while (!head.includes("</head>")) {
    const { done, value } = await reader.read();
    if (done) break;
    head += value;
  }
  await reader.cancel();
  return head.slice(0, head.indexOf("</head>"));
}

/**
 * Fetches the sitemap's addresses a few at a time and returns what does not hold: each answers
 * 200, names itself as canonical (once) and names the sitemap's alternates as its hreflang links.
 */
async function mismatches(urls: readonly SitemapUrl[]): Promise<string[]> {
  const failed: string[] = [];
  for (let index = 0; index < urls.length; index += 8) {
    const batch = urls.slice(index, index + 8);
    const problems = await Promise.all(
      batch.map(async (url) => {
        const path = url.loc.slice(ORIGIN.length);
        const response = await fetchPage(path);
        if (response.status !== 200) {
          await response.body?.cancel();
          return [`${path} → ${response.status}`];
        }
        const links = [...(await headOf(response)).matchAll(/<link\b[^>]*>/gi)].map((match) => match[0]);
        const canonicals = links.filter((tag) => /rel="canonical"/i.test(tag)).map((tag) => attr(tag, "href"));
        const alternates = new Map(
          links
            .filter((tag) => /rel="alternate"/i.test(tag) && /hreflang=/i.test(tag))
            .map((tag) => [attr(tag, "hreflang") ?? attr(tag, "hrefLang") ?? "", attr(tag, "href") ?? ""]),
        );
        const problems: string[] = [];
        if (canonicals.length !== 1 || canonicals[0] !== url.loc)
          problems.push(`${path} canonical ${canonicals.join(" ")}`);
        if (JSON.stringify([...alternates].sort()) !== JSON.stringify([...url.alternates].sort())) {
          problems.push(`${path} alternates ${JSON.stringify([...alternates])}`);
        }
        return problems;
      }),
    );
    failed.push(...problems.flat());
  }
  return failed;
}

describe("sitemap.xml", () => {
  it("is a valid sitemap index naming one sitemap per language on this host", async () => {
    const response = await fetchPage("/sitemap.xml", { headers: { accept: "application/xml" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("set-cookie")).toBeNull();
    const root = parseXml(await response.text());
    expect(root.name).toBe("sitemapindex");
    const locs = root.children.map((child) => child.children.find((item) => item.name === "loc")!.text);
    expect(locs).toEqual(LOCALES.map((locale) => `${ORIGIN}/sitemaps/${locale}.xml`));
  });

  it("lists every indexable page in every language, with all alternates, on the language's site", async () => {
    const byLocale = new Map<string, SitemapUrl[]>();
    for (const locale of LOCALES) byLocale.set(locale, await sitemap(locale));
    const tr = byLocale.get("tr")!;
    const count = tr.length;
    expect(count).toBeGreaterThan(100);
    for (const [locale, urls] of byLocale) {
      expect(urls.length, locale).toBe(count);
      expect(new Set(urls.map((url) => url.loc)).size, locale).toBe(count);
      for (const url of urls) {
        expect(url.loc.startsWith(locale === "tr" ? `${ORIGIN}/` : `${ORIGIN}/${locale}`), url.loc).toBe(true);
        expect(url.alternates.size).toBe(LOCALES.length + 1);
        expect(url.alternates.get(locale)).toBe(url.loc);
        expect(url.alternates.get("x-default")).toBe(url.alternates.get("tr"));
      }
    }
    const locs = new Set(tr.map((url) => url.loc.slice(ORIGIN.length)));
    for (const path of [
      "/",
      "/arac-kiralama",
      "/arac-kiralama/lokasyonlar",
      "/arac-kiralama/lokasyonlar/turkiye",
      "/arac-kiralama/turkiye/istanbul/istanbul-havalimani",
      "/arac-kiralama/turkiye/mugla/bodrum",
      "/arac-kiralama/kiralik-arac-markalari/mercedes-benz/e-200",
      "/arac-kiralama/sirketler/mavi-yol",
      "/firma/anadolu-rent",
      "/ucak-bileti/turkiye/istanbul",
      "/ucak-bileti/sirketler/pegasus",
      "/kampanya/yaz-firsatlari",
      "/kvkk",
      "/gizlilik",
      "/erisilebilirlik",
      "/blog",
    ]) {
      expect(locs, path).toContain(path);
    }
    // Never the personal or transactional pages.
    for (const loc of locs) expect(loc).not.toMatch(/^\/(checkout|account|login|search|detail|reservation)|\/search/);
    // A page's own hreflang links are the sitemap's alternates.
    const english = byLocale.get("en")!.find((url) => url.loc === `${ORIGIN}/en/suppliers/anadolu-rent`)!;
    const page = await seo("/en/suppliers/anadolu-rent");
    expect(page.alternates).toEqual(english.alternates);
  });

  it("every address in it answers 200 and names itself canonical with the sitemap's alternates (all Turkish and English ones, a sample of the others)", async () => {
    const sample: SitemapUrl[] = [];
    for (const locale of LOCALES) {
      const urls = await sitemap(locale);
      sample.push(...(locale === "tr" || locale === "en" ? urls : urls.filter((_, index) => index % 10 === 3)));
    }
    expect(await mismatches(sample)).toEqual([]);
  }, 240_000);

  it("is cached: the same document again, from the Worker's cache", async () => {
    const first = await (await fetchPage("/sitemaps/de.xml")).text();
    const again = await fetchPage("/sitemaps/de.xml");
    expect(again.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await again.text()).toBe(first);
  });
});

describe("canonical and hreflang beyond the sitemap", () => {
  it("a car search names itself by its search keys, without filters or sorting, in every language", async () => {
    const search = `p_p=41.2619%2C28.7419&pid=apt%3AIST&p_d=${dashedIn(20)}&d_d=${dashedIn(23)}&a=40`;
    const page = await seo(`/en/search?${search}&sb=lowest_price_first&t=manual`);
    expect(page.status).toBe(200);
    const canonical = new URL(page.canonical!);
    expect(canonical.pathname).toBe("/en/search");
    expect([...canonical.searchParams.keys()].sort()).toEqual(["a", "d_d", "p_d", "p_p", "pid"]);
    expect(canonical.searchParams.get("p_p")).toBe("41.2619,28.7419");
    expect(page.alternateCount).toBe(LOCALES.length + 1);
    expect(new URL(page.alternates.get("tr")!).pathname).toBe("/arac-kiralama/search");
    expect(new URL(page.alternates.get("tr")!).search).toBe(canonical.search);
  });

  it("a legal text has one address whichever slug was asked; results per visitor and sign-in have none", async () => {
    for (const path of ["/gizlilik-politikasi", "/kvkk/gizlilik", "/tr/gizlilik"]) {
      expect((await seo(path)).canonical, path).toBe(`${ORIGIN}/gizlilik`);
    }
    expect((await seo("/en/kvkk/kvkk-aydinlatma-metni")).canonical).toBe(`${ORIGIN}/en/kvkk`);
    for (const path of ["/en/search/flight", "/en/login"]) {
      const page = await seo(path);
      expect(page.canonical, path).toBeUndefined();
      expect(page.alternateCount, path).toBe(0);
    }
  });
});

describe("robots.txt", () => {
  it("allows public pages, keeps crawlers out of checkout, account, api, /__ and filtered searches, names the sitemap", async () => {
    const response = await fetchPage("/robots.txt", { headers: { accept: "text/plain" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(response.headers.get("set-cookie")).toBeNull();
    const lines = (await response.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const line of [
      "Allow: /",
      "Disallow: /checkout",
      "Disallow: /*/checkout",
      "Disallow: /account",
      "Disallow: /*/account",
      "Disallow: /api/",
      "Disallow: /__",
      "Disallow: /*search*?v=",
      "Disallow: /*search*?*&v=",
      "Disallow: /*search*?*&c=",
      "Disallow: /*search*?*&sb=",
      // The configured site origin (wrangler.toml SITE_TR_ORIGIN), never the request's Host.
      "Sitemap: http://localhost:8787/sitemap.xml",
    ]) {
      expect(lines).toContain(line);
    }
    // Landing pages stay crawlable: no rule is a prefix of them.
    const rules = lines.filter((line) => line.startsWith("Disallow: ")).map((line) => line.slice(10));
    for (const path of ["/arac-kiralama/turkiye/istanbul", "/en/car/brands/toyota", "/en/suppliers/anadolu-rent"]) {
      expect(rules.filter((rule) => !rule.includes("*") && path.startsWith(rule))).toEqual([]);
    }
  });
});

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedInventory } from "../../tests/support/seed-inventory";
import { SUPPLIERS } from "../inventory/data/cars";
import { placeRows } from "../inventory/seed/generate";
import { createContentService } from "./app";
import { CONTENT_DOCUMENTS, contentStatements } from "./seed";
import { isLocalized } from "./seed-data/document";
import { LEGAL_IDENTIFIERS } from "./seed-data/identity";
import { CONTRACT_SLOTS, CONTRACT_TEMPLATE_SLUGS } from "./seed-data/legal-texts";

const content = createContentService();

type Entry = Record<string, unknown> & { documentId: string; locale: string | null };

async function list(query: string): Promise<Entry[]> {
  const response = await content.request(`/api/${query}`, {}, env);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json<{ data: Entry[] }>()).data;
}

/** Every entry of a collection in a locale, relations included. */
const all = (collection: string, locale: string) =>
  list(`${collection}?locale=${locale}&populate=*&pagination[limit]=1000`);

const LOCALES = ["tr", "en"] as const;

const documentsOf = (collection: string) => CONTENT_DOCUMENTS.filter((document) => document.collection === collection);

/** Attributes that are the same in every language, per collection. */
const SHARED: Record<string, readonly string[]> = {
  "hello-bars": ["active", "style", "timeStartDate", "timeEndDate", "endDate", "activePages"],
  campaigns: ["slug", "category", "code", "endDate"],
  faqs: ["category", "order"],
  sliders: ["page", "order", "image"],
  "legal-texts": ["slug", "updatedAt"],
  "about-pages": ["slug", "order"],
  investors: ["slug", "order"],
  companies: ["slug", "name", "logo", "rating"],
  "seo-locations": ["placeId", "slug", "country", "city", "airport", "district"],
  "blog-posts": ["slug", "publishedAt", "author", "coverImage"],
};

/** Attributes each language must fill with text of its own. */
const TRANSLATED: Record<string, readonly string[]> = {
  "hello-bars": ["text", "url"],
  campaigns: ["title", "summary"],
  faqs: ["question", "answer"],
  sliders: ["title", "subtitle", "imageAlt", "url"],
  "legal-texts": ["title", "body"],
  "about-pages": ["title", "body"],
  investors: ["title", "body"],
  companies: ["description"],
  "seo-locations": ["title", "intro", "metaTitle", "metaDescription"],
  "blog-posts": ["title", "excerpt", "body"],
};

const LEGAL_SLUGS = [
  "kvkk-aydinlatma-metni",
  "acik-riza-metni",
  "cerez-politikasi",
  "kullanim-kosullari",
  "gizlilik-politikasi",
  "mesafeli-satis-sozlesmesi",
  "on-bilgilendirme-formu",
  "erisilebilirlik-beyani",
];

beforeAll(() => seedInventory(env.DB));

describe("seeded content", () => {
  it("has the promised documents per collection", () => {
    const count = (collection: string) => documentsOf(collection).length;
    expect(count("faqs")).toBeGreaterThanOrEqual(16);
    expect(
      documentsOf("sliders").filter((slide) => isLocalized(slide.data) && slide.data.tr.page === "home").length,
    ).toBeGreaterThanOrEqual(4);
    expect(count("legal-texts")).toBe(LEGAL_SLUGS.length);
    expect(count("about-pages")).toBe(5);
    expect(count("investors")).toBeGreaterThanOrEqual(3);
    expect(count("companies")).toBeGreaterThanOrEqual(6);
    expect(count("companies")).toBeLessThanOrEqual(8);
    expect(count("seo-locations")).toBeGreaterThanOrEqual(12);
    expect(count("blog-posts")).toBeGreaterThanOrEqual(5);
  });

  it("fits D1's statement size limit and is deterministic", () => {
    const statements = contentStatements();
    for (const statement of statements) expect(new TextEncoder().encode(statement).length).toBeLessThan(100_000);
    expect(contentStatements()).toEqual(statements);
  });

  it.each(Object.keys(SHARED))(
    "%s: every document exists in Turkish and English with the same shared attributes",
    async (collection) => {
      const [tr, en] = await Promise.all(LOCALES.map((locale) => all(collection, locale)));
      const seeded = documentsOf(collection);
      expect(seeded.length).toBeGreaterThan(0);
      expect(tr!.map((entry) => entry.documentId)).toEqual(seeded.map((document) => document.documentId));
      expect(en!.map((entry) => entry.documentId)).toEqual(seeded.map((document) => document.documentId));
      seeded.forEach((document, index) => {
        if (!isLocalized(document.data)) throw new Error(`${document.documentId} is not localized`);
        const trEntry = tr![index]!;
        const enEntry = en![index]!;
        expect(trEntry.locale).toBe("tr");
        expect(enEntry.locale).toBe("en");
        expect(Object.keys(trEntry).sort(), document.documentId).toEqual(Object.keys(enEntry).sort());
        for (const key of SHARED[collection]!) {
          expect(trEntry[key], `${document.documentId}.${key}`).toEqual(enEntry[key]);
          expect(trEntry[key], `${document.documentId}.${key} as seeded`).toEqual(document.data.tr[key]);
        }
        for (const key of TRANSLATED[collection]!) {
          for (const entry of [trEntry, enEntry]) {
            expect(typeof entry[key], `${document.documentId}.${key}`).toBe("string");
            expect((entry[key] as string).trim().length, `${document.documentId}.${key}`).toBeGreaterThan(0);
          }
        }
      });
    },
  );

  it.each(LEGAL_SLUGS.flatMap((slug) => LOCALES.map((locale) => [slug, locale] as const)))(
    "legal text %s is reachable by slug in %s",
    async (slug, locale) => {
      const entries = await list(`legal-texts?locale=${locale}&filters[slug][$eq]=${slug}`);
      expect(entries).toHaveLength(1);
      const [entry] = entries;
      expect(entry).toMatchObject({ slug, locale });
      expect(entry!.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect((entry!.body as string).length).toBeGreaterThan(1500);
      expect((entry!.body as string).match(/<h2>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(CONTRACT_TEMPLATE_SLUGS.flatMap((slug) => LOCALES.map((locale) => [slug, locale] as const)))(
    "contract template %s (%s) has every slot the checkout fills, and no other",
    async (slug, locale) => {
      const [entry] = await list(`legal-texts?locale=${locale}&filters[slug][$eq]=${slug}`);
      const body = entry!.body as string;
      for (const slot of CONTRACT_SLOTS) expect(body, slot).toContain(`{{${slot}}}`);
      const used = new Set([...body.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((match) => match[1]));
      expect([...used].sort()).toEqual([...CONTRACT_SLOTS].sort());
      expect(body).toContain(LEGAL_IDENTIFIERS.companyTitle);
      expect(body).toContain(LEGAL_IDENTIFIERS.mersis);
      expect(body).toContain(LEGAL_IDENTIFIERS.tursabLicence);
      expect(body).toMatch(locale === "tr" ? /cayma hakkı bulunmamaktadır/i : /no right of withdrawal/i);
    },
  );

  it("keeps template slots out of the other legal texts", async () => {
    const entries = await all("legal-texts", "tr");
    for (const entry of entries) {
      if ((CONTRACT_TEMPLATE_SLUGS as readonly string[]).includes(entry.slug as string)) continue;
      expect(entry.body as string, entry.slug as string).not.toMatch(/\{\{/);
    }
  });

  it.each(["car", "flight", "payment", "account"])("faqs filter by category %s and sort by order", async (category) => {
    for (const locale of LOCALES) {
      const entries = await list(`faqs?locale=${locale}&filters[category][$eq]=${category}&sort=order:asc`);
      expect(entries.length).toBeGreaterThanOrEqual(3);
      expect(entries.every((entry) => entry.category === category)).toBe(true);
      const orders = entries.map((entry) => entry.order as number);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(new Set(orders).size).toBe(orders.length);
    }
  });

  it("faq orders are unique across categories, so one sorted list keeps them apart", async () => {
    const entries = await list("faqs?locale=tr&sort=order:asc&pagination[limit]=1000");
    const orders = entries.map((entry) => entry.order);
    expect(new Set(orders).size).toBe(entries.length);
    const categories = entries.map((entry) => entry.category);
    const firstSeen = [...new Set(categories)];
    expect(categories).toEqual(firstSeen.flatMap((category) => categories.filter((item) => item === category)));
  });

  it("seo locations point at real places, with their city", async () => {
    const places = new Map(placeRows().map((place) => [place.placeId, place]));
    for (const locale of LOCALES) {
      const entries = await all("seo-locations", locale);
      expect(new Set(entries.map((entry) => entry.slug)).size).toBe(entries.length);
      for (const entry of entries) {
        const place = places.get(entry.placeId as string);
        expect(place, entry.placeId as string).toBeDefined();
        expect(entry.country).toBe("turkiye");
        expect(entry.city, entry.slug as string).toBe(place!.city.slug);
        expect(entry.airport !== undefined, entry.slug as string).toBe(place!.kind === "airport");
        expect((entry.metaTitle as string).length).toBeLessThanOrEqual(70);
        expect((entry.metaDescription as string).length).toBeLessThanOrEqual(160);
        const sections = entry.sections as { heading: string; body: string }[];
        expect(sections.length).toBeGreaterThanOrEqual(3);
        for (const section of sections) {
          expect(section.heading.length).toBeGreaterThan(0);
          expect(section.body).toMatch(/^<(p|ul|ol)>/);
        }
      }
    }
    const ids = new Set(
      documentsOf("seo-locations").map((document) => isLocalized(document.data) && document.data.tr.placeId),
    );
    for (const required of ["apt:IST", "apt:SAW", "apt:AYT", "apt:ADB", "apt:DLM", "apt:BJV", "apt:ESB"]) {
      expect(ids.has(required), required).toBe(true);
    }
    for (const required of ["city:istanbul", "city:antalya", "city:izmir", "city:ankara", "city:trabzon"]) {
      expect(ids.has(required), required).toBe(true);
    }
  });

  it("company pages are the inventory's suppliers, under the same slug, name and rating", async () => {
    const suppliers = new Map(SUPPLIERS.map((supplier) => [supplier.id, supplier]));
    for (const locale of LOCALES) {
      const entries = await all("companies", locale);
      expect(new Set(entries.map((entry) => entry.slug)).size).toBe(entries.length);
      for (const entry of entries) {
        const supplier = suppliers.get(entry.slug as string);
        expect(supplier, entry.slug as string).toBeDefined();
        expect(entry).toMatchObject({
          name: supplier!.name,
          rating: supplier!.rating,
          logo: `/images/content/suppliers/${supplier!.id}.svg`,
        });
      }
    }
  });

  it("slides and blog posts point at site paths and content images", async () => {
    for (const locale of LOCALES) {
      for (const slide of await all("sliders", locale)) {
        expect(slide.url).toMatch(/^\/(?!\/)/);
        expect(slide.image).toMatch(/^\/images\/content\/[\w/-]+\.(jpg|png|webp)$/);
        expect(["home", "car", "flight"]).toContain(slide.page);
      }
      for (const post of await all("blog-posts", locale)) {
        expect(post.coverImage).toMatch(/^\/images\/content\/[\w/-]+\.(jpg|png|webp)$/);
        expect(Array.isArray(post.tags) && post.tags.length > 0).toBe(true);
      }
    }
  });
});

const ALLOWED_TAGS = new Set("p br strong em u h2 h3 h4 ul ol li a blockquote table thead tbody tr th td".split(" "));

/** Every string inside a value, with where it was found. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

/** Problems with a rich-text string: tags outside the allowed set, attributes other than a link's. */
function richTextProblems(text: string): string[] {
  const problems: string[] = [];
  for (const [tag, rawName, attributes] of text.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const name = rawName!.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) problems.push(`tag ${tag}`);
    const pairs = [...attributes!.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)];
    for (const [, attribute, value = ""] of pairs) {
      if (name !== "a") problems.push(`attribute ${attribute} on ${tag}`);
      else if (attribute === "href") {
        if (!/^(\/(?!\/)|https:\/\/)/.test(value)) problems.push(`href ${value}`);
      } else if (attribute === "target") {
        if (value !== "_blank") problems.push(`target ${value}`);
      } else if (attribute === "rel") {
        if (!/^noopener( noreferrer)?$/.test(value)) problems.push(`rel ${value}`);
      } else problems.push(`attribute ${attribute} on ${tag}`);
    }
  }
  return problems;
}

describe("rich text safety", () => {
  const collections = [...new Set(CONTENT_DOCUMENTS.map((document) => document.collection))].filter(
    (collection) => collection !== "commons",
  );

  it.each(collections)("%s has no scripts, event handlers, javascript: URLs, styles or images", async (collection) => {
    const localized = documentsOf(collection).some((document) => isLocalized(document.data));
    for (const locale of localized ? LOCALES : (["tr"] as const)) {
      for (const entry of await all(collection, locale)) {
        for (const [path, text] of strings(entry, `${collection}/${entry.documentId}`)) {
          expect(text, path).not.toMatch(/<script/i);
          expect(text, path).not.toMatch(/\son[a-z]+\s*=/i);
          expect(text, path).not.toMatch(/javascript:/i);
          expect(text, path).not.toMatch(/style\s*=/i);
          expect(text, path).not.toMatch(/<img/i);
          expect(richTextProblems(text), path).toEqual([]);
        }
      }
    }
  });

  it("the checker itself catches unsafe markup", () => {
    expect(richTextProblems('<p onclick="x()">a</p>')).not.toEqual([]);
    expect(richTextProblems('<a href="javascript:alert(1)">a</a>')).not.toEqual([]);
    expect(richTextProblems('<a href="//evil.example">a</a>')).not.toEqual([]);
    expect(richTextProblems('<p style="color:red">a</p>')).not.toEqual([]);
    expect(richTextProblems("<img src=x>")).not.toEqual([]);
    expect(richTextProblems('<a href="/kvkk" target="_blank" rel="noopener">a</a><br>')).toEqual([]);
  });
});

/**
 * Seeded content for the embedded content service, written in Turkish and English; the other
 * twelve languages' texts are in `seed-data/translations/` (legal texts and flight lists carry
 * theirs in their own modules; a document without a language's version falls back). Part of the
 * deterministic seed: this module assembles the documents (the larger collections live in
 * `seed-data/`) and turns them into `content_entries` rows.
 */
import { insertStatements, sqlLiteral, type SqlValue } from "../inventory/seed/sql";
import { COLLECTIONS, SINGLE_TYPES } from "./collections";
import { ABOUT_PAGES } from "./seed-data/about-pages";
import { AIRLINE_PAGES } from "./seed-data/airlines";
import { BLOG_POSTS } from "./seed-data/blog-posts";
import { CAR_BRANDS } from "./seed-data/car-brands";
import { CAMPAIGNS } from "./seed-data/campaigns";
import { campaignConditions, percentText } from "./seed-data/campaign-terms";
import { COMPANIES } from "./seed-data/companies";
import { type Document, isLocalized, translated } from "./seed-data/document";
import { FAQS } from "./seed-data/faqs";
import { FLIGHT_DESTINATIONS } from "./seed-data/flight-destinations";
import { FLIGHT_GUIDES } from "./seed-data/flight-guides";
import { FOOTER_LINKS } from "./seed-data/footer-links";
import { CONTACT, LEGAL_IDENTIFIERS } from "./seed-data/identity";
import { INVESTORS } from "./seed-data/investors";
import { LEGAL_TEXTS } from "./seed-data/legal-texts";
import { ACCESSIBILITY_STATEMENT } from "./seed-data/accessibility-statement";
import { SEO_LOCATIONS } from "./seed-data/seo-locations";
import { SLIDERS } from "./seed-data/sliders";
import { withTranslations } from "./seed-data/translations";
import { CONTENT_TRANSLATIONS } from "./seed-data/translations/all";

/** When the seeded entries were published, unless a document carries its own dates. */
const PUBLISHED_AT = Date.UTC(2026, 9, 1);

const BAR_WINDOW = { timeStartDate: "2026-06-01T00:00:00.000Z", timeEndDate: "2027-12-31T20:59:59.000Z" };

const INTERNATIONAL_COMMONS = {
  ...LEGAL_IDENTIFIERS,
  phone: CONTACT.phoneInternational,
  email: CONTACT.email.en,
  address: CONTACT.address.en,
  supportHours: "24/7",
};

const BASE_DOCUMENTS: readonly Document[] = [
  {
    collection: "commons",
    documentId: "commons",
    // The international site's contact details serve every language but Turkish.
    data: {
      ...Object.fromEntries(Object.keys(CONTENT_TRANSLATIONS).map((locale) => [locale, INTERNATIONAL_COMMONS])),
      ...translated(
        LEGAL_IDENTIFIERS,
        { phone: CONTACT.phone, email: CONTACT.email.tr, address: CONTACT.address.tr, supportHours: "7/24" },
        INTERNATIONAL_COMMONS,
      ),
    },
  },
  {
    collection: "hello-bars",
    documentId: "summer-deals",
    data: translated(
      {
        ...BAR_WINDOW,
        style: { backgroundColor: "#c8102e" },
        active: true,
        endDate: "2027-08-31T20:59:59.000Z",
        activePages: { pages: ["home", "car-search"] },
      },
      {
        // The value is the campaign's own (YAZ10 behind /kampanya/yaz-firsatlari), never typed twice.
        text: `<strong>Yaz fırsatları başladı!</strong> YAZ10 koduyla araç kiralamada ${percentText("YAZ10", "tr")} indirim.`,
        url: "/kampanya/yaz-firsatlari",
      },
      {
        text: `<strong>Summer deals are on!</strong> ${percentText("YAZ10", "en")} off car rental with code YAZ10.`,
        url: "/en/campaign/yaz-firsatlari",
      },
    ),
  },
  {
    collection: "hello-bars",
    documentId: "flight-week",
    data: translated(
      {
        ...BAR_WINDOW,
        style: {
          backgroundColor: {
            angle: 90,
            colors: [
              { color: "#1d3557", percent: 0 },
              { color: "#457b9d", percent: 100 },
            ],
          },
        },
        active: true,
        endDate: "2027-05-31T20:59:59.000Z",
        // On the home page too: it ends before summer-deals, which takes its place there (spec section 4).
        activePages: { pages: ["home", "flight-home", "flight-search"] },
      },
      {
        text: "<strong>Uçak bileti haftası:</strong> yurt içi uçuşlarda ek bagaj hediye.",
        url: "/kampanya/ucak-bileti-haftasi",
      },
      {
        text: "<strong>Flight week:</strong> extra baggage free on domestic flights.",
        url: "/en/campaign/ucak-bileti-haftasi",
      },
    ),
  },
  {
    collection: "hello-bars",
    documentId: "retired-bar",
    data: translated(
      {
        style: { backgroundColor: "#000" },
        active: false,
        timeStartDate: "2025-01-01T00:00:00.000Z",
        timeEndDate: "2027-12-31T20:59:59.000Z",
        endDate: "2025-12-31T20:59:59.000Z",
        activePages: { pages: ["home"] },
      },
      { text: "<strong>Eski kampanya</strong>", url: "/kampanya" },
      { text: "<strong>Old campaign</strong>", url: "/en/campaign" },
    ),
  },
  {
    collection: "location-overrides",
    documentId: "override-ist",
    data: { placeId: "apt:IST", lat: 41.2619, lon: 28.7419, radius: 20, note: "Terminal car park" },
  },
  {
    collection: "location-overrides",
    documentId: "override-antalya",
    data: { placeId: "city:antalya", lat: 36.8969, lon: 30.7133, radius: 30, note: "Whole city" },
  },
  {
    collection: "location-overrides",
    documentId: "override-bodrum",
    data: { placeId: "dist:mugla-bodrum", lat: 37.0344, lon: 27.4305, radius: 15, note: "Peninsula" },
  },
  {
    collection: "campaigns",
    documentId: "yaz-firsatlari",
    data: translated(
      {
        slug: "yaz-firsatlari",
        category: "car",
        code: "YAZ10",
        endDate: "2027-08-31T20:59:59.000Z",
        // The campaign pages: since when, and whether registered users can get a personal code.
        startDate: "2026-06-01T00:00:00.000Z",
        personalCode: true,
        image: "/images/content/slider-bodrum.jpg",
      },
      {
        title: "Yaz fırsatları",
        summary: `Yaz alışlı araç kiralamalarında ${percentText("YAZ10", "tr")} indirim.`,
        imageAlt: "Bodrum'da gün batımında bir koy",
        conditions: campaignConditions("YAZ10", "tr"),
      },
      {
        title: "Summer deals",
        summary: `${percentText("YAZ10", "en")} off car rentals with a summer pickup.`,
        imageAlt: "A bay in Bodrum at sunset",
        conditions: campaignConditions("YAZ10", "en"),
      },
    ),
  },
  {
    collection: "campaigns",
    documentId: "suv15",
    data: translated(
      { slug: "suv-indirimi", category: "car", code: "SUV15", endDate: "2027-12-31T20:59:59.000Z" },
      {
        title: `SUV'larda ${percentText("SUV15", "tr")}`,
        summary: `SUV sınıfı araçlarda ${percentText("SUV15", "tr")} indirim.`,
        conditions: campaignConditions("SUV15", "tr"),
      },
      {
        title: `${percentText("SUV15", "en")} off SUVs`,
        summary: `${percentText("SUV15", "en")} off SUV class cars.`,
        conditions: campaignConditions("SUV15", "en"),
      },
    ),
  },
];

/** Every seeded document, in insertion order (the content service lists entries in that order). */
export const CONTENT_DOCUMENTS: readonly Document[] = withTranslations(
  [
    ...BASE_DOCUMENTS,
    ...CAMPAIGNS,
    ...FAQS,
    ...SLIDERS,
    ...LEGAL_TEXTS,
    ACCESSIBILITY_STATEMENT,
    ...ABOUT_PAGES,
    ...INVESTORS,
    ...COMPANIES,
    ...SEO_LOCATIONS,
    ...BLOG_POSTS,
    ...CAR_BRANDS,
    ...AIRLINE_PAGES,
    ...FLIGHT_DESTINATIONS,
    ...FLIGHT_GUIDES,
    ...FOOTER_LINKS,
  ],
  CONTENT_TRANSLATIONS,
);

/** D1 refuses statements over 100 KB and the long texts add up, so rows are grouped by size. */
const MAX_STATEMENT_BYTES = 60_000;

const encoder = new TextEncoder();

/**
 * A document's own `publishedAt` / `updatedAt` (full ISO strings) become the entry's system dates,
 * which the service puts over the stored attributes; a date that would not read back the same fails.
 */
function timestamp(document: Document, data: Record<string, unknown>, field: "publishedAt" | "updatedAt") {
  const value = data[field];
  if (value === undefined) return undefined;
  const time = typeof value === "string" ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString() !== value) {
    throw new Error(`content seed: ${document.collection}/${document.documentId} has a malformed ${field}`);
  }
  return time;
}

function checkDocuments(documents: readonly Document[]): void {
  const seen = new Set<string>();
  for (const document of documents) {
    const key = `${document.collection}/${document.documentId}`;
    if (seen.has(key)) throw new Error(`content seed: duplicate document ${key}`);
    seen.add(key);
    const definition = COLLECTIONS[document.collection] ?? SINGLE_TYPES[document.collection];
    if (!definition) throw new Error(`content seed: unknown collection ${document.collection}`);
    if (definition.localized !== isLocalized(document.data)) {
      throw new Error(`content seed: ${key} must ${definition.localized ? "" : "not "}be localized`);
    }
  }
}

/** Rows for `content_entries`, in a fixed order. */
export function contentStatements(): string[] {
  checkDocuments(CONTENT_DOCUMENTS);
  const rows: SqlValue[][] = [];
  for (const document of CONTENT_DOCUMENTS) {
    const versions: [string, Record<string, unknown>][] = isLocalized(document.data)
      ? Object.entries(document.data)
      : [["*", document.data]];
    for (const [locale, data] of versions) {
      const updated =
        timestamp(document, data, "updatedAt") ?? timestamp(document, data, "publishedAt") ?? PUBLISHED_AT;
      const published = timestamp(document, data, "publishedAt") ?? Math.min(PUBLISHED_AT, updated);
      rows.push([document.documentId, document.collection, locale, JSON.stringify(data), published, updated]);
    }
  }
  const columns = ["document_id", "collection", "locale", "data", "published_at", "updated_at"];
  const statements: string[] = [];
  let group: SqlValue[][] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = encoder.encode(row.map(sqlLiteral).join(", ")).length + 8;
    if (group.length > 0 && bytes + size > MAX_STATEMENT_BYTES) {
      statements.push(...insertStatements("content_entries", columns, group, group.length));
      group = [];
      bytes = 0;
    }
    group.push(row);
    bytes += size;
  }
  if (group.length > 0) statements.push(...insertStatements("content_entries", columns, group, group.length));
  return statements;
}

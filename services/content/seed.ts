/**
 * Seeded content for the embedded content service, in Turkish and English (other languages fall
 * back to English until translated). Part of the deterministic seed.
 */
import { insertStatements, type SqlValue } from "../inventory/seed/sql";

type Localized<T> = { readonly tr: T; readonly en: T };

interface Document {
  readonly collection: string;
  readonly documentId: string;
  /** Shared (not localised) documents have one version. */
  readonly data: Record<string, unknown> | Localized<Record<string, unknown>>;
}

const PUBLISHED_AT = Date.UTC(2026, 9, 1);

const localized = (data: Document["data"]): data is Localized<Record<string, unknown>> => "tr" in data && "en" in data;

/** A document in Turkish and English: the shared attributes plus each language's own. */
function translated(
  shared: Record<string, unknown>,
  tr: Record<string, unknown>,
  en: Record<string, unknown>,
): Localized<Record<string, unknown>> {
  return { tr: { ...shared, ...tr }, en: { ...shared, ...en } };
}

const LEGAL_IDENTIFIERS = {
  companyTitle: "RotaGo Seyahat ve Teknoloji A.Ş.",
  mersis: "0735012345600015",
  kep: "rotago@hs01.kep.tr",
  tursabLicence: "A-12345",
  iataPartner: true,
};

const BAR_WINDOW = { timeStartDate: "2026-06-01T00:00:00.000Z", timeEndDate: "2027-12-31T20:59:59.000Z" };

export const CONTENT_DOCUMENTS: readonly Document[] = [
  {
    collection: "commons",
    documentId: "commons",
    data: translated(
      LEGAL_IDENTIFIERS,
      {
        phone: "0850 333 44 55",
        email: "destek@rotago.com.tr",
        address: "Büyükdere Cad. No:199, 34394 Şişli/İstanbul",
        supportHours: "7/24",
      },
      {
        phone: "+90 850 333 44 55",
        email: "support@rotago.com",
        address: "Büyükdere Cad. No:199, 34394 Şişli/Istanbul, Türkiye",
        supportHours: "24/7",
      },
    ),
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
        activePages: { pages: ["home", "car-home", "car-search"] },
      },
      { text: "Yaz fırsatları başladı! Araç kiralamada %20'ye varan indirim.", url: "/kampanya/yaz-firsatlari" },
      { text: "Summer deals are on! Up to 20% off car rental.", url: "/en/campaign/yaz-firsatlari" },
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
        activePages: { pages: ["flight-home", "flight-search"] },
      },
      { text: "Uçak bileti haftası: yurt içi uçuşlarda ek bagaj hediye.", url: "/kampanya/ucak-bileti-haftasi" },
      { text: "Flight week: extra baggage free on domestic flights.", url: "/en/campaign/ucak-bileti-haftasi" },
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
      { text: "Eski kampanya", url: "/kampanya" },
      { text: "Old campaign", url: "/en/campaign" },
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
      { slug: "yaz-firsatlari", category: "car", code: "YAZ10", endDate: "2027-08-31T20:59:59.000Z" },
      {
        title: "Yaz fırsatları",
        summary: "Tüm araç kiralamalarında %10 indirim.",
        conditions: ["1 Haziran – 31 Ağustos arası alışlarda geçerlidir.", "Diğer kampanyalarla birleştirilemez."],
      },
      {
        title: "Summer deals",
        summary: "10% off every car rental.",
        conditions: ["Valid for pickups from 1 June to 31 August.", "Cannot be combined with other offers."],
      },
    ),
  },
  {
    collection: "campaigns",
    documentId: "suv15",
    data: translated(
      { slug: "suv-indirimi", category: "car", code: "SUV15", endDate: "2027-12-31T20:59:59.000Z" },
      {
        title: "SUV'larda %15",
        summary: "SUV sınıfı araçlarda %15 indirim.",
        conditions: ["Yalnızca SUV sınıfında geçerlidir."],
      },
      { title: "15% off SUVs", summary: "15% off SUV class cars.", conditions: ["Valid for the SUV class only."] },
    ),
  },
];

/** Rows for `content_entries`, in a fixed order. */
export function contentStatements(): string[] {
  const rows: SqlValue[][] = [];
  for (const document of CONTENT_DOCUMENTS) {
    const versions: [string, Record<string, unknown>][] = localized(document.data)
      ? [
          ["tr", document.data.tr],
          ["en", document.data.en],
        ]
      : [["*", document.data]];
    for (const [locale, data] of versions) {
      rows.push([document.documentId, document.collection, locale, JSON.stringify(data), PUBLISHED_AT, PUBLISHED_AT]);
    }
  }
  return insertStatements(
    "content_entries",
    ["document_id", "collection", "locale", "data", "published_at", "updated_at"],
    rows,
  );
}

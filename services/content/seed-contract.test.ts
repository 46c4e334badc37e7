/**
 * The seed and the contract cannot drift: every seeded entry of every collection the shop reads, in
 * every seeded language, is read through the service and parsed with the contract's schema of its
 * collection (shared/contract/content-entries.ts).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  aboutPageEntry,
  airlineEntry,
  blogPostEntry,
  campaignEntry,
  carBrandEntry,
  commonsEntry,
  companyEntry,
  customLinkEntry,
  faqEntry,
  flightDestinationEntry,
  flightGuideEntry,
  helloBarEntry,
  investorEntry,
  legalTextEntry,
  locationOverrideEntry,
  seoLocationEntry,
} from "../../shared/contract/content-entries";
import { contentListResponse, contentSingleResponse } from "../../shared/contract/content";
import { seedInventory } from "../../tests/support/seed-inventory";
import { createContentService } from "./app";
import { COLLECTIONS, SINGLE_TYPES } from "./collections";
import { CONTENT_DOCUMENTS } from "./seed";
import { isLocalized } from "./seed-data/document";

const content = createContentService();

/** The contract's schema for each collection the shop reads. */
const SCHEMAS: Readonly<Record<string, z.ZodObject>> = {
  "hello-bars": helloBarEntry,
  "location-overrides": locationOverrideEntry,
  "custom-links": customLinkEntry,
  "legal-texts": legalTextEntry,
  campaigns: campaignEntry,
  faqs: faqEntry,
  "about-pages": aboutPageEntry,
  investors: investorEntry,
  "blog-posts": blogPostEntry,
  "seo-locations": seoLocationEntry,
  companies: companyEntry,
  "car-brands": carBrandEntry,
  airlines: airlineEntry,
  cities: flightDestinationEntry,
  "flight-lists": flightGuideEntry,
  commons: commonsEntry,
};

/** Seeded collections no page reads yet (so the contract has no fields for them). */
const UNREAD = new Set(["sliders"]);

const SEEDED_COLLECTIONS = [...new Set(CONTENT_DOCUMENTS.map((document) => document.collection))];
const SEEDED_LANGUAGES = [
  ...new Set(CONTENT_DOCUMENTS.flatMap((document) => (isLocalized(document.data) ? Object.keys(document.data) : []))),
];

/** A localised collection in each seeded language; a shared one once (its entries are the same in every language). */
const languagesOf = (collection: string) =>
  (COLLECTIONS[collection] ?? SINGLE_TYPES[collection])?.localized ? SEEDED_LANGUAGES : ["tr"];

/**
 * Fields the seed sets but the schema let fall back (a `.catch`: missing, emptied or changed type):
 * a seed typo the page would silently lose.
 */
function caught(entry: Record<string, unknown>, output: Record<string, unknown>, fields: readonly string[]): string[] {
  return fields.filter((field) => {
    const given = entry[field];
    const kept = output[field];
    if (given === undefined || given === null) return false;
    if (kept === undefined || typeof kept !== typeof given) return true;
    return Array.isArray(given) && (!Array.isArray(kept) || kept.length !== given.length);
  });
}

async function read(collection: string, locale: string): Promise<readonly Record<string, unknown>[]> {
  const single = collection in SINGLE_TYPES;
  const path = single
    ? `/api/${collection}/all?locale=${locale}`
    : `/api/${collection}?locale=${locale}&populate=*&pagination[limit]=1000`;
  const response = await content.request(path, {}, env);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  const body: unknown = await response.json();
  return single ? [contentSingleResponse.parse(body).data] : contentListResponse.parse(body).data;
}

beforeAll(() => seedInventory(env.DB));

describe("seeded content against the contract", () => {
  it("has a contract schema for every seeded collection a page reads, and seeds what it names", () => {
    expect(SEEDED_COLLECTIONS.filter((collection) => !(collection in SCHEMAS) && !UNREAD.has(collection))).toEqual([]);
    expect(Object.keys(SCHEMAS).filter((collection) => !SEEDED_COLLECTIONS.includes(collection))).toEqual([]);
    // Turkish and English everywhere; the flight home's guides in every language of the site.
    expect([...SEEDED_LANGUAGES].sort()).toEqual(
      ["ar", "de", "en", "es", "fr", "hi", "it", "ja", "ko", "nl", "pt", "ru", "tr", "zh"].sort(),
    );
  });

  it("parses every seeded entry of every collection in every seeded language", async () => {
    const failures: string[] = [];
    let parsed = 0;
    for (const [collection, schema] of Object.entries(SCHEMAS)) {
      const seeded = CONTENT_DOCUMENTS.filter((document) => document.collection === collection).length;
      for (const language of languagesOf(collection)) {
        const entries = await read(collection, language);
        expect(entries.length, `${collection} [${language}]: entries read`).toBe(seeded);
        for (const entry of entries) {
          const id = typeof entry.documentId === "string" ? entry.documentId : "(no documentId)";
          const result = schema.safeParse(entry);
          if (!result.success) {
            failures.push(`${collection} [${language}] ${id}: ${z.prettifyError(result.error)}`);
            continue;
          }
          const lost = caught(entry, result.data, Object.keys(schema.shape));
          if (lost.length > 0) failures.push(`${collection} [${language}] ${id}: unreadable ${lost.join(", ")}`);
          else parsed++;
        }
      }
    }
    expect(failures.join("\n\n")).toBe("");
    expect(parsed).toBeGreaterThan(0);
  });
});

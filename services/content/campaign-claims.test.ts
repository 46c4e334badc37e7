import { describe, expect, it } from "vitest";
import { SEARCH_CAMPAIGNS } from "../inventory/data/campaigns";
import { CONTENT_DOCUMENTS } from "./seed";
import { campaignConditions } from "./seed-data/campaign-terms";
import { type Document, isLocalized } from "./seed-data/document";

/** When the seeded content was published: campaigns that ended before it are history, not offers. */
const PUBLISHED = Date.UTC(2026, 9, 1);

const LANGUAGES = ["tr", "en"] as const;

/** The collections that advertise offers (a FAQ's "deposit 20% lower" is a product fact, not a campaign). */
const PROMOTIONS = ["hello-bars", "sliders", "campaigns"];

function versions(document: Document): Record<string, unknown>[] {
  const { data } = document;
  return isLocalized(data) ? LANGUAGES.map((language) => data[language]) : [data];
}

/** Every string inside a value, however deep. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") {
    if ("rawHtml" in value && typeof value.rawHtml === "string") return [value.rawHtml];
    return Object.values(value).flatMap(texts);
  }
  return [];
}

/** The percentages a text states: "%10", "%20'ye", "10%", "15 %". */
export function statedPercents(text: string): number[] {
  return [...text.matchAll(/%\s?(\d+(?:[.,]\d+)?)|(\d+(?:[.,]\d+)?)\s?%/g)].map((match) =>
    Number((match[1] ?? match[2])!.replace(",", ".")),
  );
}

const campaignPages = CONTENT_DOCUMENTS.filter((document) => document.collection === "campaigns");

/** The search campaign code a content version is about: its own `code`, a code it names, or the campaign page it links to. */
function campaignCodeOf(version: Record<string, unknown>): string | null {
  if (typeof version.code === "string") return version.code;
  const words = texts(version).join(" ");
  const named = SEARCH_CAMPAIGNS.find((campaign) => new RegExp(`\\b${campaign.code}\\b`).test(words));
  if (named) return named.code;
  const url = typeof version.url === "string" ? version.url : "";
  const slug = /\/(?:kampanya|campaign)\/([\w-]+)$/.exec(url)?.[1];
  const page = campaignPages.flatMap(versions).find((candidate) => candidate.slug === slug);
  return typeof page?.code === "string" ? page.code : null;
}

function isCurrent(version: Record<string, unknown>): boolean {
  return typeof version.endDate !== "string" || Date.parse(version.endDate) >= PUBLISHED;
}

describe("content that states a campaign's value", () => {
  it("reads the percentages the way editors write them", () => {
    expect(statedPercents("Araç kiralamada %20'ye varan indirim, SUV'larda % 15")).toEqual([20, 15]);
    expect(statedPercents("Up to 20% off, 12.5 % more")).toEqual([20, 12.5]);
    expect(statedPercents("15 kg extra baggage")).toEqual([]);
  });

  it("every hello bar, slider and campaign text states the value of the campaign it is about", () => {
    const claims = CONTENT_DOCUMENTS.filter((document) => PROMOTIONS.includes(document.collection))
      .flatMap((document) => versions(document).map((version) => ({ document, version })))
      .filter(({ version }) => isCurrent(version))
      .flatMap(({ document, version }) =>
        texts(version)
          .filter((text) => statedPercents(text).length > 0)
          .map((text) => ({ where: `${document.collection}/${document.documentId}`, version, text })),
      );
    expect(claims.length).toBeGreaterThan(5);
    for (const { where, version, text } of claims) {
      const code = campaignCodeOf(version);
      expect(code, `${where} states "${text}" without naming or linking a campaign`).not.toBeNull();
      const campaign = SEARCH_CAMPAIGNS.find((candidate) => candidate.code === code);
      expect(campaign, `${where}: campaign ${code} does not exist`).toBeDefined();
      for (const percent of statedPercents(text)) {
        expect(percent, `${where}: "${text}"`).toBe(campaign!.discountPermille / 10);
      }
    }
  });

  it("every running campaign page with a code lists the conditions the Main API enforces, and its dates are the booking window", () => {
    for (const page of campaignPages) {
      for (const [language, version] of LANGUAGES.map((language) =>
        isLocalized(page.data) ? ([language, page.data[language]] as const) : ([language, page.data] as const),
      )) {
        if (typeof version.code !== "string" || !isCurrent(version)) continue;
        const campaign = SEARCH_CAMPAIGNS.find((candidate) => candidate.code === version.code);
        expect(campaign, `${page.documentId}: campaign ${version.code} does not exist`).toBeDefined();
        expect(version.conditions).toEqual(campaignConditions(campaign!.code, language));
        if (campaign!.bookingWindow && typeof version.startDate === "string") {
          expect(version.startDate).toBe(campaign!.bookingWindow.from);
        }
        if (campaign!.bookingWindow) expect(version.endDate).toBe(campaign!.bookingWindow.to);
      }
    }
  });
});

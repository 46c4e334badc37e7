/**
 * The seeded content in the twelve languages beyond Turkish and English. Each language's module
 * holds, per document ("collection/documentId"), the text fields of `TEXT_FIELDS` translated from
 * the English version; everything else (slugs, dates, codes, images, order) is the English
 * version's, and links into the international site point at the same page in that language.
 */
import type { Document } from "../document";

/** The text of one document in one language: its text fields only, arrays whole. */
export type DocumentText = Readonly<Record<string, string | readonly string[] | readonly Record<string, string>[]>>;

/** One language's texts, by "collection/documentId". */
export type LanguageTexts = Readonly<Record<string, DocumentText>>;

/** Per collection, the fields that carry words; nested arrays list their own text fields. */
export const TEXT_FIELDS: Readonly<Record<string, Readonly<Record<string, true | readonly string[]>>>> = {
  "hello-bars": { text: true },
  campaigns: { title: true, summary: true, imageAlt: true, conditions: true },
  faqs: { question: true, answer: true },
  sliders: { title: true, subtitle: true, imageAlt: true },
  "about-pages": { title: true, body: true },
  investors: { title: true, body: true },
  companies: { description: true },
  "seo-locations": { title: true, intro: true, sections: ["heading", "body"], metaTitle: true, metaDescription: true },
  "car-brands": { intro: true, metaDescription: true },
  cities: { name: true, title: true, intro: true, metaTitle: true, metaDescription: true, airports: ["name"] },
  "custom-links": { column: true, label: true },
};

export const translationKey = (document: Pick<Document, "collection" | "documentId">) =>
  `${document.collection}/${document.documentId}`;

/** A link into the English site as the same link into `locale`'s. */
function localizedLinks(value: unknown, locale: string): unknown {
  if (typeof value === "string") {
    const text = value.replaceAll('href="/en/', `href="/${locale}/`);
    return text.startsWith("/en/") ? `/${locale}/${text.slice(4)}` : text;
  }
  if (Array.isArray(value)) return value.map((item) => localizedLinks(item, locale));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localizedLinks(item, locale)]));
  }
  return value;
}

/**
 * `documents` with a version in each language of `texts` where it has that document's text:
 * the English version under the translated fields, its links into the English site (fields and
 * `href`s in rich text) moved to that language's. Arrays of objects (sections, airports) keep their
 * other fields from English item by item.
 */
export function withTranslations(
  documents: readonly Document[],
  texts: Readonly<Record<string, LanguageTexts>>,
): Document[] {
  return documents.map((document) => {
    const data = document.data as Record<string, Record<string, unknown>>;
    const english = data.en;
    if (!english || !TEXT_FIELDS[document.collection]) return document;
    const versions: Record<string, Record<string, unknown>> = { ...data };
    for (const [locale, language] of Object.entries(texts)) {
      const text = language[translationKey(document)];
      if (!text || versions[locale]) continue;
      const version: Record<string, unknown> = { ...english };
      for (const [field, value] of Object.entries(text)) {
        const source = english[field];
        version[field] =
          Array.isArray(value) && Array.isArray(source)
            ? value.map((item, index) =>
                typeof item === "object" && typeof source[index] === "object"
                  ? { ...(source[index] as object), ...item }
                  : item,
              )
            : value;
      }
      versions[locale] = localizedLinks(version, locale) as Record<string, unknown>;
    }
    return { ...document, data: versions as Document["data"] };
  });
}

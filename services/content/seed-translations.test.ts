import { describe, expect, it } from "vitest";
import { CONTENT_DOCUMENTS } from "./seed";
import { type DocumentText, TEXT_FIELDS, translationKey } from "./seed-data/translations";
import { CONTENT_TRANSLATIONS } from "./seed-data/translations/all";
import { nameLanguage } from "../../shared/names";
import { LANGUAGE_SCRIPTS } from "../../tests/support/language-scripts";

const translatable = CONTENT_DOCUMENTS.filter((document) => TEXT_FIELDS[document.collection]);
const english = new Map(
  translatable.map((document) => [
    translationKey(document),
    (document.data as Record<string, Record<string, unknown>>).en!,
  ]),
);

/** The letters a page in each non-Latin script must mostly be written in. */

const tags = (text: string) => [...text.matchAll(/<\/?([a-z][a-z0-9]*)/gi)].map((match) => match[0].toLowerCase());
const links = (text: string) => [...text.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
/** What must pass into every language unchanged: template slots and campaign codes. */
const fixedTokens = (text: string) =>
  [...text.matchAll(/\{\{\w+\}\}|\b[A-Z]{2,}\d+\b/g)].map((match) => match[0]).sort();

/** Every string of a text, with where it is. */
function strings(text: DocumentText): [string, string][] {
  return Object.entries(text).flatMap(([field, value]): [string, string][] => {
    if (typeof value === "string") return [[field, value]];
    return value.flatMap((item, index): [string, string][] =>
      typeof item === "string"
        ? [[`${field}[${index}]`, item]]
        : Object.entries(item).map(([sub, word]): [string, string] => [`${field}[${index}].${sub}`, word]),
    );
  });
}

describe.each(Object.entries(CONTENT_TRANSLATIONS))("content in %s", (locale, texts) => {
  it("translates only documents that exist, in collections with text fields", () => {
    expect(Object.keys(texts).filter((key) => !english.has(key))).toEqual([]);
  });

  it("has every document of those collections", () => {
    expect([...english.keys()].filter((key) => !texts[key])).toEqual([]);
  });

  it("gives each document exactly the English version's text fields, in the same shape", () => {
    for (const [key, text] of Object.entries(texts)) {
      const source = english.get(key);
      if (!source) continue;
      const fields = TEXT_FIELDS[key.split("/")[0]!]!;
      const expected = Object.keys(fields).filter((field) => source[field] !== undefined);
      expect(Object.keys(text).sort(), key).toEqual(expected.sort());
      for (const field of expected) {
        const value = text[field];
        const original = source[field];
        const sub = fields[field];
        if (sub === true && typeof original === "string") {
          expect(typeof value, `${key} ${field}`).toBe("string");
          continue;
        }
        expect(Array.isArray(value) && Array.isArray(original), `${key} ${field}`).toBe(true);
        expect((value as unknown[]).length, `${key} ${field}`).toBe((original as unknown[]).length);
        for (const item of value as unknown[]) {
          if (sub === true) expect(typeof item, `${key} ${field}`).toBe("string");
          else expect(Object.keys(item as object).sort(), `${key} ${field}`).toEqual([...(sub ?? [])].sort());
        }
      }
    }
  });

  it("keeps the markup, the links, the template slots and the campaign codes; translates the words", () => {
    for (const [key, text] of Object.entries(texts)) {
      const source = english.get(key);
      if (!source) continue;
      const textFields = Object.keys(TEXT_FIELDS[key.split("/")[0]!] ?? {}).filter(
        (field) => source[field] !== undefined,
      );
      const originals = new Map(
        strings(Object.fromEntries(textFields.map((field) => [field, source[field]])) as DocumentText),
      );
      for (const [where, value] of strings(text)) {
        const original = originals.get(where) ?? "";
        expect(value.trim(), `${key} ${where} is empty`).not.toBe("");
        expect(tags(value), `${key} ${where}`).toEqual(tags(original));
        expect(links(value), `${key} ${where}`).toEqual(links(original));
        expect(fixedTokens(value), `${key} ${where}`).toEqual(fixedTokens(original));
        if (original.length > 30) expect(value, `${key} ${where} is the English text`).not.toBe(original);
        const script = LANGUAGE_SCRIPTS[nameLanguage(locale)];
        if (script && original.length > 30) expect(value, `${key} ${where}`).toMatch(script);
      }
    }
  });
});

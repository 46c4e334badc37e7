import { describe, expect, it } from "vitest";
import { NAME_LANGUAGES } from "../../../../shared/names";
import { DOCUMENT_TEXTS } from "./index";
import { LANGUAGE_SCRIPTS } from "../../../../tests/support/language-scripts";

/** Each language's own script: a translated sentence has at least one letter of it. */

const marker = (index: number) => `⟦${index}⟧`;

/** Every leaf of a texts object as path → value (functions called with markers for their arguments). */
function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") {
    const args = Array.from({ length: value.length }, (_, index) => marker(index + 1));
    const results: unknown[] = [value(...args)];
    // The cancellation sentences vary with a flag (is there a free period before?): both forms.
    if (path.startsWith("booking.late")) results.push(value(...args.slice(0, -1), false));
    return results.flatMap((result, index) => leaves(result, `${path}()${index ? "#false" : ""}`));
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  throw new Error(`${path}: not a text`);
}

const english = new Map(leaves(DOCUMENT_TEXTS.en));
const markers = (text: string) => [...text.matchAll(/⟦\d⟧/g)].map((match) => match[0]).sort();

describe.each(NAME_LANGUAGES)("the documents' words in %s", (language) => {
  const texts = new Map(leaves(DOCUMENT_TEXTS[language]));

  it("say everything English says, with its placeholders and list lengths", () => {
    expect([...texts.keys()]).toEqual([...english.keys()]);
    for (const [path, text] of texts) {
      expect(text.trim(), path).not.toBe("");
      expect(markers(text), path).toEqual(markers(english.get(path)!));
    }
  });
});

describe.each(NAME_LANGUAGES.filter((language) => language !== "en"))("the documents' words in %s", (language) => {
  const texts = new Map(leaves(DOCUMENT_TEXTS[language]));

  it("are the language's own, not English left in place", () => {
    const copied = [...texts].filter(([path, text]) => text === english.get(path) && text.length > 16);
    expect(copied).toEqual([]);
  });
});

describe.each(NAME_LANGUAGES.filter((language) => LANGUAGE_SCRIPTS[language]))(
  "the documents' words in %s",
  (language) => {
    const texts = new Map(leaves(DOCUMENT_TEXTS[language]));
    const script = LANGUAGE_SCRIPTS[language]!;

    it("are written in the language's script", () => {
      const foreign = [...texts].filter(([, text]) => text.replace(/⟦\d⟧/g, "").length > 12 && !script.test(text));
      expect(foreign).toEqual([]);
    });
  },
);

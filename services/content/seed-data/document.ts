/**
 * The shape of a seeded content document and the helpers every seed module shares.
 */

/** Turkish and English always; other languages where a document is translated into them. */
export type Localized<T> = { readonly tr: T; readonly en: T } & { readonly [locale: string]: T };

export interface Document {
  readonly collection: string;
  readonly documentId: string;
  /** Shared (not localised) documents have one version. */
  readonly data: Record<string, unknown> | Localized<Record<string, unknown>>;
}

export const isLocalized = (data: Document["data"]): data is Localized<Record<string, unknown>> =>
  "tr" in data && "en" in data;

/** A document in Turkish and English: the shared attributes plus each language's own. */
export function translated(
  shared: Record<string, unknown>,
  tr: Record<string, unknown>,
  en: Record<string, unknown>,
): Localized<Record<string, unknown>> {
  return { tr: { ...shared, ...tr }, en: { ...shared, ...en } };
}

/** A document of `collection` in Turkish and English: the attributes both share, then each language's own. */
export function bilingual(
  collection: string,
  documentId: string,
  shared: Record<string, unknown>,
  tr: object,
  en: object,
): Document {
  return { collection, documentId, data: translated(shared, { ...tr }, { ...en }) };
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

const BLOCK_TAGS = ["p", "h2", "h3", "h4", "ul", "ol", "li", "blockquote", "table", "thead", "tbody", "tr", "th", "td"];

/** Markup that `html` inserts as it is (e.g. a block shared by several texts). */
export interface RawHtml {
  readonly rawHtml: string;
}

export const raw = (markup: string): RawHtml => ({ rawHtml: markup });

/**
 * Rich text (an HTML string) written as an indented template literal, which Prettier formats as
 * HTML: line breaks with their indentation become one space inside text and disappear inside tags
 * and around block elements; interpolated values are escaped unless wrapped in `raw()`. Template
 * slots such as `{{buyerName}}` are plain text and pass through.
 *
 * @example
 * html`
 *   <h2>Title</h2>
 *   <p>Text for ${name}.</p>
 *   ${raw(sharedBlock)}
 * ` // "<h2>Title</h2><p>Text for …</p>…"
 */
export function html(strings: TemplateStringsArray, ...values: readonly (string | number | RawHtml)[]): string {
  const text = strings.reduce((result, part, index) => {
    const value = values[index];
    if (value === undefined) return result + part;
    const inserted =
      typeof value === "object" ? value.rawHtml : String(value).replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
    return result + part + inserted;
  }, "");
  return (
    text
      // Line breaks with their indentation (as written, or as the formatter wraps markup) are one space…
      .replace(/\s*\n\s*/g, " ")
      // …except inside a tag's brackets (`<em\n>` → `<em>`)…
      .replace(/(<\/?[a-z][a-z0-9]*(?:\s[^<>]*?)?)\s+>/gi, "$1>")
      // …and around block elements, where whitespace means nothing.
      .replace(new RegExp(`\\s*(</?(?:${BLOCK_TAGS.join("|")})(?:\\s[^<>]*)?>)\\s*`, "gi"), "$1")
      .trim()
  );
}

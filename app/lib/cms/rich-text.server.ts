import * as xssModule from "xss";
import { isSitePath } from "~/lib/safe-redirect";
import type { SafeHtml } from "./safe-html";

// xss is CommonJS; depending on the bundler its exports arrive as named exports or on `default`.
const xss = (xssModule as typeof xssModule & { default?: typeof xssModule }).default ?? xssModule;

/** What CMS rich text may contain (docs/api/content.md): structure, emphasis, links, tables. */
const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  a: ["href", "target", "rel", "title"],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
};

/** Elements removed together with everything inside them. */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "noscript",
  "template",
  "svg",
  "math",
  "title",
  "textarea",
  "select",
  "xmp",
  "noembed",
  "noframes",
];

/** Site paths (the shop's one rule, `isSitePath`), http(s), mail and phone links; no other scheme (javascript:, data:, vbscript: …). */
export function isSafeHref(value: string): boolean {
  // Browsers drop tabs and newlines anywhere in a URL and control characters around it, so
  // "java\tscript:" is javascript: to them; judge the URL the way they will read it.
  // eslint-disable-next-line no-control-regex
  const href = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (href.startsWith("/")) return isSitePath(href);
  if (href.startsWith("#")) return true;
  return /^(https?:\/\/[^\s/\\]|mailto:|tel:)/i.test(href);
}

const NUMBER_ATTRIBUTES = new Set(["colspan", "rowspan"]);
const SCOPES = new Set(["row", "col", "rowgroup", "colgroup"]);

/** The value an allowed attribute keeps, or undefined to drop it. */
function safeAttribute(name: string, value: string): string | undefined {
  if (name === "href") return isSafeHref(value) ? value : undefined;
  if (name === "target") return value === "_blank" ? value : undefined;
  // Opened windows get no handle on this page, whatever the CMS wrote.
  if (name === "rel") return "noopener noreferrer";
  if (NUMBER_ATTRIBUTES.has(name)) return /^[1-9]\d?$/.test(value) ? value : undefined;
  if (name === "scope") return SCOPES.has(value) ? value : undefined;
  return value;
}

const filter = new xss.FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_CONTENT,
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value, isAllowed) {
    if (!isAllowed) return "";
    const safe = safeAttribute(name, xss.friendlyAttrValue(value).trim());
    // An unsafe value drops the attribute instead of leaving it empty.
    return safe ? `${name}="${xss.escapeAttrValue(safe)}"` : "";
  },
});

/**
 * Cleans CMS rich text for rendering: only the allowed elements and attributes survive; scripts,
 * event handlers, styles and dangerous URL schemes are removed; text is kept.
 *
 * @example
 * sanitizeRichText('<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:x">a</a></p>')
 * // → '<p>Hi <a>a</a></p>'
 */
export function sanitizeRichText(html: string): SafeHtml {
  // A link that opens a new window gets no handle on this page, even when the CMS left out rel.
  // The filter's output is normalised (name="value"), so this pattern sees one spelling.
  const cleaned = filter
    .process(html)
    .replace(/<a\b(?![^>]*\brel=)([^>]*\btarget="_blank"[^>]*)>/g, '<a$1 rel="noopener noreferrer">');
  return cleaned as SafeHtml;
}

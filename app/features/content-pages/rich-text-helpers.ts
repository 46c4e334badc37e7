/** Small string helpers for CMS rich text before it is sanitised (pure; shared by server and tests). */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Text as HTML text: the five characters HTML gives meaning escaped. */
export function escapeText(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A plain-text description (meta description) from rich text: the first paragraph's words, at
 * most `max` characters, cut at a word with an ellipsis.
 */
export function summaryOf(html: string, max = 160): string {
  const paragraph = /<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? html;
  const plain = decodeEntities(paragraph.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/**
 * Headings one level down (h2 → h3, h3 → h4; h4 stays), for rich text shown inside a section that
 * has its own h2. The sanitiser runs afterwards, so odd markup cannot slip through here.
 */
export function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h([234])(\s[^>]*)?>/gi, (_whole, slash: string, level: string, attributes = "") => {
    const next = Math.min(Number(level) + 1, 4);
    return `<${slash}h${next}${attributes}>`;
  });
}

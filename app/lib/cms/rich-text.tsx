import type { SafeHtml } from "./safe-html";

/** Renders sanitised CMS rich text (see rich-text.server.ts) inside a block element. */
export function RichText({
  html,
  className,
  as: Element = "div",
  lang,
}: {
  html: SafeHtml;
  className?: string;
  as?: "div" | "span" | "section";
  /** The text's language tag where it is not the page's (WCAG 3.1.2). */
  lang?: string;
}) {
  return <Element className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}

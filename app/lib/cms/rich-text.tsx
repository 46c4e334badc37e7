import type { SafeHtml } from "./safe-html";

/** Renders sanitised CMS rich text (see rich-text.server.ts) inside a block element. */
export function RichText({
  html,
  className,
  as: Element = "div",
}: {
  html: SafeHtml;
  className?: string;
  as?: "div" | "span" | "section";
}) {
  return <Element className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

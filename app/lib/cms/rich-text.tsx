import type { SafeHtml } from "./safe-html";

/** Renders sanitised CMS rich text (see rich-text.server.ts) inside a block element. */
export function RichText({
  html,
  className,
  as: Element = "div",
  lang,
  dir,
}: {
  html: SafeHtml;
  className?: string;
  as?: "div" | "span" | "section";
  /** The text's language tag where it is not the page's (WCAG 3.1.2). */
  lang?: string;
  /** Its direction where it differs from the page's (the Turkish original on an Arabic page). */
  dir?: "ltr" | "rtl";
}) {
  return <Element className={className} lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: html }} />;
}

import { Trans } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";
import type { LegalText } from "~/lib/cms/legal-text.server";
import { RichText } from "~/lib/cms/rich-text";
import { formatIsoDate } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import { MetaDescription } from "./page-parts";

/**
 * A text of the content service's `legal-texts` as a page (the legal pages, the accessibility
 * statement): its title, when it last changed, the text; a notice instead when content cannot
 * answer, so the page never fails for it.
 */
export function LegalTextPage({
  text,
  fallbackTitle,
  description,
}: {
  text: LegalText | null;
  /** The page's own name for the text, while the content service cannot give its title. */
  fallbackTitle: string;
  description: string | null;
}) {
  const locale = useLocale();
  const title = text?.title ?? fallbackTitle;
  const updated = text?.updatedAt ? formatIsoDate(text.updatedAt, locale) : null;
  // A text not translated into the page's language is shown in English, marked as such.
  const textLang = text?.lang;
  return (
    <PageShell title={title} titleLang={textLang} lead={updated ? <Trans>Last updated: {updated}</Trans> : undefined}>
      <MetaDescription content={description ?? title} />
      {text ? (
        <RichText html={text.body} as="section" className="rich-text" lang={textLang} />
      ) : (
        <p role="status">
          <Trans>This text cannot be shown right now. Please try again shortly.</Trans>
        </p>
      )}
    </PageShell>
  );
}

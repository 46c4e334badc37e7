import { Trans, useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { PageShell } from "~/components/page-shell";
import { MetaDescription } from "~/features/content-pages/page-parts";
import { summary } from "~/features/seo-pages/crumbs";
import { plainText } from "~/features/seo-pages/seo-content.server";
import { loadLegalText } from "~/lib/cms/legal-text.server";
import { RichText } from "~/lib/cms/rich-text";
import { formatIsoDate } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import { LEGAL_PAGES } from "~/routing/legal-slugs";
import type { Route } from "./+types/legal";

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug ?? "kvkk";
  const page = Object.hasOwn(LEGAL_PAGES, slug) ? LEGAL_PAGES[slug] : undefined;
  if (!page) throw data(null, { status: 404 });
  const text = await loadLegalText(context, page.content);
  return { slug, text, description: text ? summary(plainText(text.body)) : null };
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { text, slug, description } = loaderData;
  const fallbackTitle = LEGAL_PAGES[slug]?.title;
  const title = text?.title ?? (fallbackTitle ? i18n._(fallbackTitle) : slug);
  const updated = text?.updatedAt ? formatIsoDate(text.updatedAt, locale) : null;
  return (
    <PageShell title={title} lead={updated ? <Trans>Last updated: {updated}</Trans> : undefined}>
      <MetaDescription content={description ?? title} />
      {text ? (
        <RichText html={text.body} as="section" className="rich-text" />
      ) : (
        <p role="status">
          <Trans>This text cannot be shown right now. Please try again shortly.</Trans>
        </p>
      )}
    </PageShell>
  );
}

import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { PageAddressLinks } from "~/components/page-address-links";
import { LegalTextPage } from "~/features/content-pages/legal-text-page";
import { summary } from "~/features/seo-pages/crumbs";
import { plainText } from "~/features/seo-pages/seo-content.server";
import { loadLegalText } from "~/lib/cms/legal-text.server";
import { canonicalLegalParams, LEGAL_PAGES } from "~/routing/legal-slugs";
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
  const { text, slug, description } = loaderData;
  const fallbackTitle = LEGAL_PAGES[slug]?.title;
  return (
    <>
      {/* Every slug of one text names the same address (the sitemap's). */}
      <PageAddressLinks page="legal" params={canonicalLegalParams(slug)} />
      <LegalTextPage
        text={text}
        fallbackTitle={fallbackTitle ? i18n._(fallbackTitle) : slug}
        description={description}
      />
    </>
  );
}

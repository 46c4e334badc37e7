import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";
import { RichText } from "~/lib/cms/rich-text";
import { loadInvestorPages } from "~/features/content-pages/content.server";
import { ContentUnavailable, MetaDescription } from "~/features/content-pages/page-parts";
import stylesheet from "~/styles/content-pages.css?url";
import type { Route } from "./+types/investor";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ context }: Route.LoaderArgs) {
  return { investors: await loadInvestorPages(context) };
}

export default function InvestorPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { investors } = loaderData;
  if (investors.state !== "ok") {
    return (
      <PageShell title={t`Investor relations`}>
        <ContentUnavailable />
      </PageShell>
    );
  }
  const { overview, sections } = investors.value;
  return (
    <PageShell title={overview.title}>
      <MetaDescription content={overview.description} />
      {sections.length > 0 ? (
        <nav className="page-toc" aria-label={t`On this page`}>
          <ul>
            {sections.map((section) => (
              <li key={section.slug}>
                <a href={`#${section.slug}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <RichText html={overview.body} className="rich-text" />
      {sections.map((section) => (
        <section key={section.slug} className="investor-section" aria-labelledby={section.slug}>
          <h2 id={section.slug}>{section.title}</h2>
          <RichText html={section.body} className="rich-text" />
        </section>
      ))}
    </PageShell>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/page-shell";
import { ResponsiveImage } from "~/components/responsive-image";
import { loadCampaigns } from "~/features/content-pages/content.server";
import type { CampaignSummary } from "~/features/content-pages/content-types";
import { ContentUnavailable, MetaDescription } from "~/features/content-pages/page-parts";
import { formatIsoDate } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import { parseQuery } from "~/lib/validate-request.server";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/content-pages.css?url";
import type { Route } from "./+types/campaigns";

const campaignsQuery = z.object({ category: z.enum(["car", "flight"]).optional() });

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { category } = parseQuery(request, campaignsQuery);
  return { category: category ?? null, campaigns: await loadCampaigns(context, { category }) };
}

function CampaignCard({ campaign }: { campaign: CampaignSummary }) {
  const locale = useLocale();
  const until = campaign.endDate ? formatIsoDate(campaign.endDate, locale) : null;
  const href = hrefFor("campaign", locale, { slug: campaign.slug });
  return (
    <li className="campaign-card">
      <article aria-labelledby={`campaign-${campaign.slug}`}>
        {campaign.image ? (
          <ResponsiveImage src={campaign.image} alt="" width={640} height={240} className="campaign-card__image" />
        ) : null}
        <h2 className="campaign-card__title" id={`campaign-${campaign.slug}`}>
          <Link to={href}>{campaign.title}</Link>
        </h2>
        {campaign.summary ? <p>{campaign.summary}</p> : null}
        {campaign.code ? (
          <p>
            <Trans>
              Code: <code className="campaign-code">{campaign.code}</code>
            </Trans>
          </p>
        ) : null}
        {until ? (
          <p className="campaign-card__until">
            <Trans>Valid until {until}</Trans>
          </p>
        ) : null}
      </article>
    </li>
  );
}

export default function CampaignsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { category, campaigns } = loaderData;
  const title =
    category === "car" ? t`Car rental campaigns` : category === "flight" ? t`Flight ticket campaigns` : t`Campaigns`;
  const all = hrefFor("campaigns", locale);
  const filters = [
    { value: null, label: t`All campaigns`, href: all },
    { value: "car", label: t`Car rental`, href: `${all}?category=car` },
    { value: "flight", label: t`Flight tickets`, href: `${all}?category=flight` },
  ] as const;
  return (
    <PageShell title={title} lead={t`Current discounts and promotion codes for your next trip.`}>
      <MetaDescription content={t`Current car rental and flight ticket campaigns, with their codes and conditions.`} />
      <nav className="campaign-filters" aria-label={t`Campaign categories`}>
        <ul>
          {filters.map((filter) => (
            <li key={filter.href}>
              <Link
                to={filter.href}
                className="campaign-filters__link"
                aria-current={filter.value === category ? "page" : undefined}
              >
                {filter.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {campaigns.state !== "ok" ? (
        <ContentUnavailable>
          <Trans>Campaigns cannot be shown right now. Please try again shortly.</Trans>
        </ContentUnavailable>
      ) : campaigns.value.length === 0 ? (
        <p className="notice" role="status">
          <Trans>There are no campaigns here right now. Please have a look again soon.</Trans>
        </p>
      ) : (
        <ul className="campaign-list" data-testid="campaign-list">
          {campaigns.value.map((campaign) => (
            <CampaignCard key={campaign.slug} campaign={campaign} />
          ))}
        </ul>
      )}
    </PageShell>
  );
}

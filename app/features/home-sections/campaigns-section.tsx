import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { formatIsoDate } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";
import type { HomeCampaign, HomePage } from "./home-content";
import { HomeSection } from "./home-section";

/** Current campaigns with their promotion codes, each leading to its campaign page. */
export function CampaignsSection({ campaigns, page }: { campaigns: readonly HomeCampaign[]; page: HomePage }) {
  const { t } = useLingui();
  const locale = useLocale();
  const all = hrefFor("campaigns", locale) + (page === "car" ? "?category=car" : "");
  return (
    <HomeSection id="home-campaigns" className="home-section--wide" title={t`Campaigns`}>
      <ul className="home-campaigns">
        {campaigns.map((campaign) => {
          const until = campaign.endDate ? formatIsoDate(campaign.endDate, locale) : null;
          return (
            <li key={campaign.href} className="home-campaign">
              <h3 className="home-campaign__title">
                <Link to={campaign.href}>{campaign.title}</Link>
              </h3>
              {campaign.summary ? <p className="home-campaign__summary">{campaign.summary}</p> : null}
              {campaign.code ? (
                <p className="home-campaign__code">
                  <Trans>
                    Code: <code>{campaign.code}</code>
                  </Trans>
                </p>
              ) : null}
              {until ? (
                <p className="home-campaign__until">
                  <Trans>Valid until {until}</Trans>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="home-section__more">
        <Link to={all}>
          <Trans>All campaigns</Trans>
        </Link>
      </p>
    </HomeSection>
  );
}

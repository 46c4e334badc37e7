import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/responsive-image";
import { formatIsoDate } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";
import type { HomeCampaign, HomePage } from "./home-content";
import { HomeSection } from "./home-section";

/** Campaign pictures are drawn at 8:3; a card is at most about 340 CSS px wide. */
const CARD_IMAGE = { width: 640, height: 240 } as const;

/**
 * Current campaigns as picture cards with their promotion codes, each leading to its campaign page.
 * The picture is decorative (the title names the card) and loads lazily, below the first screen.
 */
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
              <ResponsiveImage
                src={campaign.image}
                alt=""
                {...CARD_IMAGE}
                layout="fixed"
                unstyled
                sizes="(min-width: 1280px) 420px, (min-width: 768px) 50vw, 100vw"
                className="home-campaign__image"
                data-testid="campaign-image"
              />
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

import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";
import { DestinationCards } from "./destination-cards";
import type { HomeLocation } from "./home-content";
import { HomeSection } from "./home-section";

/** Popular rental locations as picture cards, each leading to its car rental landing page. */
export function LocationsSection({ locations }: { locations: readonly HomeLocation[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <HomeSection id="home-locations" className="home-section--wide" title={t`Popular rental locations`}>
      <DestinationCards cards={locations} />
      <p className="home-section__more">
        <Link to={hrefFor("locations-car", locale)}>
          <Trans>All rental locations</Trans>
        </Link>
      </p>
    </HomeSection>
  );
}

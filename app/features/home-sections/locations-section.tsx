import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";
import type { HomeLink } from "./home-content";
import { HomeSection } from "./home-section";

/** Popular rental locations, each leading to its car rental landing page. */
export function LocationsSection({ locations }: { locations: readonly HomeLink[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <HomeSection id="home-locations" className="home-section--wide" title={t`Popular rental locations`}>
      <ul className="home-links">
        {locations.map((location) => (
          <li key={location.href}>
            <Link to={location.href}>{location.title}</Link>
          </li>
        ))}
      </ul>
      <p className="home-section__more">
        <Link to={hrefFor("locations-car", locale)}>
          <Trans>All rental locations</Trans>
        </Link>
      </p>
    </HomeSection>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { SITE_NAME } from "~/lib/site";
import type { MobileApps } from "./home-content";
import { HomeSection } from "./home-section";

/** The mobile app: store links where content names them, else the stores by name. */
export function MobileAppSection({ apps }: { apps: MobileApps }) {
  const { t } = useLingui();
  return (
    <HomeSection
      id="home-mobile-app"
      className="home-section--wide home-section--app"
      title={t`${SITE_NAME} mobile app`}
    >
      <p>
        <Trans>Search, book and keep your reservations at hand on your phone.</Trans>
      </p>
      {apps.appStore || apps.googlePlay ? (
        <ul className="home-apps">
          {apps.appStore ? (
            <li>
              <a className="button home-section__action" href={apps.appStore}>
                <Trans>Download on the App Store</Trans>
              </a>
            </li>
          ) : null}
          {apps.googlePlay ? (
            <li>
              <a className="button home-section__action" href={apps.googlePlay}>
                <Trans>Get it on Google Play</Trans>
              </a>
            </li>
          ) : null}
        </ul>
      ) : (
        <p>
          <Trans>Available on the App Store and Google Play.</Trans>
        </p>
      )}
    </HomeSection>
  );
}

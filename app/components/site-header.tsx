import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useLocation, useRouteLoaderData } from "react-router";
import { CurrencyPicker } from "./currency-picker";
import { PreloadLink, PreloadNavLink } from "~/features/route-preload/preload-link";
import { SITE_NAME } from "~/lib/site";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";

export type HeaderVariant = "full" | "minimal" | "payment";

/**
 * The site header frame (spec section 2): at most 1440 px wide and 60 px high. "payment" hides
 * the menus and shows the secure-payment notice; "minimal" keeps only the logo.
 */
export function SiteHeader({ variant = "full" }: { variant?: HeaderVariant }) {
  const locale = useLocale();
  const location = useLocation();
  const { t } = useLingui();
  const returnTo = `${location.pathname}${location.search}`;
  // Absent on error pages that render without loader data: then the login link shows.
  const visitor = useRouteLoaderData<{ visitor: { firstName: string | null } | null }>("root")?.visitor ?? null;
  const loginHref = `${hrefFor("login", locale)}?redirect=${encodeURIComponent(returnTo)}`;

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <PreloadLink to={hrefFor("home", locale)} className="site-header__logo" aria-label={t`${SITE_NAME} home page`}>
          {SITE_NAME}
        </PreloadLink>
        {variant === "full" ? (
          <>
            <nav className="site-header__nav" aria-label={t`Main`}>
              <PreloadNavLink to={hrefFor("car-home", locale)}>
                <Trans>Car rental</Trans>
              </PreloadNavLink>
              <PreloadNavLink to={hrefFor("flight-home", locale)}>
                <Trans>Flight tickets</Trans>
              </PreloadNavLink>
              <PreloadNavLink to={hrefFor("campaigns", locale)}>
                <Trans>Campaigns</Trans>
              </PreloadNavLink>
            </nav>
            <CurrencyPicker />
            <div className="site-header__account">
              {visitor ? (
                <>
                  <PreloadLink to={hrefFor("account", locale)} className="site-header__user">
                    {visitor.firstName ?? t`My account`}
                  </PreloadLink>
                  <Form method="post" action="/logout" className="site-header__logout">
                    <input type="hidden" name="redirect" value={returnTo} />
                    <button type="submit" className="button button--link">
                      <Trans>Log out</Trans>
                    </button>
                  </Form>
                </>
              ) : (
                <PreloadLink to={loginHref}>
                  <Trans>Log in</Trans>
                </PreloadLink>
              )}
            </div>
          </>
        ) : null}
        {variant === "payment" ? (
          <p className="site-header__secure">
            <Trans>Secure payment</Trans>
          </p>
        ) : null}
      </div>
    </header>
  );
}

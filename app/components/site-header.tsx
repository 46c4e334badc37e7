import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, NavLink, useLocation, useRouteLoaderData } from "react-router";
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
        <Link to={hrefFor("home", locale)} className="site-header__logo" aria-label={t`${SITE_NAME} home page`}>
          {SITE_NAME}
        </Link>
        {variant === "full" ? (
          <>
            <nav className="site-header__nav" aria-label={t`Main`}>
              <NavLink to={hrefFor("car-home", locale)}>
                <Trans>Car rental</Trans>
              </NavLink>
              <NavLink to={hrefFor("flight-home", locale)}>
                <Trans>Flight tickets</Trans>
              </NavLink>
              <NavLink to={hrefFor("campaigns", locale)}>
                <Trans>Campaigns</Trans>
              </NavLink>
            </nav>
            <div className="site-header__account">
              {visitor ? (
                <>
                  <Link to={hrefFor("account", locale)} className="site-header__user">
                    {visitor.firstName ?? t`My account`}
                  </Link>
                  <Form method="post" action="/logout" className="site-header__logout">
                    <input type="hidden" name="redirect" value={returnTo} />
                    <button type="submit" className="button button--link">
                      <Trans>Log out</Trans>
                    </button>
                  </Form>
                </>
              ) : (
                <Link to={loginHref}>
                  <Trans>Log in</Trans>
                </Link>
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

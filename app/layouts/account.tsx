import { Trans, useLingui } from "@lingui/react/macro";
import { NavLink, Outlet } from "react-router";
import { SiteFrame } from "~/frame/site-frame";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";

/** The signed-in area: a section menu beside the page. */
export default function AccountLayout() {
  const locale = useLocale();
  const { t } = useLingui();
  return (
    <SiteFrame layout="account">
      <div className="account-layout">
        <nav className="account-layout__menu" aria-label={t`My account`}>
          <NavLink to={hrefFor("account", locale)} end>
            <Trans>Profile</Trans>
          </NavLink>
          <NavLink to={hrefFor("account-reservations", locale)}>
            <Trans>Reservations</Trans>
          </NavLink>
          <NavLink to={hrefFor("account-wallet", locale)}>
            <Trans>Wallet</Trans>
          </NavLink>
          <NavLink to={hrefFor("account-invoices", locale)}>
            <Trans>Invoices</Trans>
          </NavLink>
          <NavLink to={hrefFor("account-reviews", locale)}>
            <Trans>Reviews</Trans>
          </NavLink>
          <NavLink to={hrefFor("account-registered-passengers", locale)}>
            <Trans>Registered passengers</Trans>
          </NavLink>
        </nav>
        <div className="account-layout__content">
          <Outlet />
        </div>
      </div>
    </SiteFrame>
  );
}

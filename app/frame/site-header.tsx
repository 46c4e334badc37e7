import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Form, useLocation } from "react-router";
import { loginHref } from "~/lib/login-href";
import { PreloadLink, PreloadNavLink } from "~/lib/route-preload/preload-link";
import { SITE_NAME } from "~/lib/site";
import { useRootData } from "~/lib/use-root-data";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";
import { CurrencyPicker } from "~/components/currency-picker";
import { LanguageList, LanguagePicker } from "~/components/language-picker";

export type HeaderVariant = "full" | "minimal" | "payment";

/** The 24/7 support line from the site-wide content (null while the content service is down). */
function useSupportPhone(): string | null {
  return useRootData()?.commons?.phone ?? null;
}

function MainLinks() {
  const locale = useLocale();
  return (
    <>
      <PreloadNavLink to={hrefFor("car-home", locale)}>
        <Trans>Car rental</Trans>
      </PreloadNavLink>
      <PreloadNavLink to={hrefFor("flight-home", locale)}>
        <Trans>Flight tickets</Trans>
      </PreloadNavLink>
      <PreloadNavLink to={hrefFor("campaigns", locale)}>
        <Trans>Campaigns</Trans>
      </PreloadNavLink>
    </>
  );
}

function ContactLinks() {
  const locale = useLocale();
  const number = useSupportPhone();
  // The number reads left to right inside any sentence (an Arabic page showed "55 44 333 850 90+").
  const phone = number ? <bdi dir="ltr">{number}</bdi> : null;
  return (
    <>
      {number ? (
        <a className="site-header__phone" href={`tel:${number.replace(/[^\d+]/g, "")}`}>
          <Trans>24/7 {phone}</Trans>
        </a>
      ) : null}
      <PreloadLink className="site-header__corporate" to={`${hrefFor("contact", locale)}?subject=corporate`}>
        <Trans>Corporate car rental</Trans>
      </PreloadLink>
    </>
  );
}

/**
 * The phone-sized menu: a disclosure (works without JavaScript) holding the links, languages and
 * currency. It closes on Escape (focus back on its button) and after choosing a link.
 */
function MobileMenu() {
  const { t } = useLingui();
  const details = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    // Only a navigation closes it: a menu opened before hydration must stay open when React mounts.
    if (shownKey.current === key) return;
    shownKey.current = key;
    details.current?.removeAttribute("open");
  }, [key]);
  return (
    <details
      ref={details}
      className="mobile-menu"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !details.current?.open) return;
        details.current.open = false;
        details.current.querySelector("summary")?.focus();
      }}
    >
      <summary className="mobile-menu__button" aria-label={t`Menu`}>
        <span className="mobile-menu__bars" aria-hidden="true" />
      </summary>
      <div className="mobile-menu__panel">
        <nav className="mobile-menu__nav" aria-label={t`Main`}>
          <MainLinks />
        </nav>
        <div className="mobile-menu__contact">
          <ContactLinks />
        </div>
        <LanguageList />
        <section className="mobile-menu__section" aria-labelledby="mobile-currency">
          <h2 id="mobile-currency" className="mobile-menu__heading">
            <Trans>Currency</Trans>
          </h2>
          <CurrencyPicker id="currency-select-mobile" />
        </section>
      </div>
    </details>
  );
}

/**
 * The site header (spec section 2): at most 1440 px wide and 60 px high; logo, links, the 24/7
 * phone line, corporate rental, language and currency lists, and the login link or the visitor's
 * name. Wide screens show everything in the bar; narrower ones fold it into the menu. "payment"
 * hides the menus and shows the secure-payment notice; "minimal" keeps only the logo.
 */
export function SiteHeader({ variant = "full" }: { variant?: HeaderVariant }) {
  const locale = useLocale();
  const location = useLocation();
  const { t } = useLingui();
  const returnTo = `${location.pathname}${location.search}`;
  // Absent on error pages that render without loader data: then the login link shows.
  const visitor = useRootData()?.visitor ?? null;
  const login = loginHref(locale, returnTo);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <PreloadLink to={hrefFor("home", locale)} className="site-header__logo" aria-label={t`${SITE_NAME} home page`}>
          {SITE_NAME}
        </PreloadLink>
        {variant === "full" ? (
          <>
            <div className="site-header__wide">
              <nav className="site-header__nav" aria-label={t`Main`}>
                <MainLinks />
              </nav>
              <ContactLinks />
              <LanguagePicker />
              <CurrencyPicker />
            </div>
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
                <PreloadLink to={login}>
                  <Trans>Log in</Trans>
                </PreloadLink>
              )}
            </div>
            <MobileMenu />
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

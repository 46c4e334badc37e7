import { Trans, useLingui } from "@lingui/react/macro";
import { useRouteLoaderData } from "react-router";
import type { Commons } from "~/features/cms/commons.server";
import { PreloadLink } from "~/features/route-preload/preload-link";
import { SITE_NAME } from "~/lib/site";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";

/** The site footer frame: corporate and legal links, support contact and the seller's legal identifiers (from content). */
export function SiteFooter() {
  const locale = useLocale();
  const { t } = useLingui();
  const year = new Date().getFullYear();
  // Absent on error pages rendered without loader data, and null when the content service failed.
  const commons = useRouteLoaderData<{ commons: Commons | null }>("root")?.commons ?? null;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t`Corporate`} className="site-footer__column">
          <PreloadLink to={hrefFor("about-us", locale)}>
            <Trans>About us</Trans>
          </PreloadLink>
          <PreloadLink to={hrefFor("contact", locale)}>
            <Trans>Contact</Trans>
          </PreloadLink>
          <PreloadLink to={hrefFor("investor", locale)}>
            <Trans>Investor relations</Trans>
          </PreloadLink>
          <PreloadLink to={hrefFor("blog", locale)}>
            <Trans>Blog</Trans>
          </PreloadLink>
        </nav>
        <nav aria-label={t`Legal`} className="site-footer__column">
          <PreloadLink to={hrefFor("legal", locale)}>
            <Trans>Personal data protection (KVKK)</Trans>
          </PreloadLink>
          <PreloadLink to={hrefFor("legal", locale, { slug: "gizlilik" })}>
            <Trans>Privacy policy</Trans>
          </PreloadLink>
          <PreloadLink to={hrefFor("legal", locale, { slug: "kullanimkosullari" })}>
            <Trans>Terms of use</Trans>
          </PreloadLink>
        </nav>
        {commons ? (
          <>
            <section aria-labelledby="footer-support" className="site-footer__column">
              <h2 id="footer-support" className="site-footer__heading">
                <Trans>Customer support</Trans>
              </h2>
              <a href={`tel:${commons.phone.replace(/[^+\d]/g, "")}`}>{commons.phone}</a>
              <a href={`mailto:${commons.email}`}>{commons.email}</a>
              <span>
                <Trans>Support hours: {commons.supportHours}</Trans>
              </span>
            </section>
            <p className="site-footer__legal">
              <span>{commons.companyTitle}</span>
              <span>
                <Trans>Mersis no: {commons.mersis}</Trans>
              </span>
              <span>
                <Trans>KEP address: {commons.kep}</Trans>
              </span>
              <span>
                <Trans>TÜRSAB licence no: {commons.tursabLicence}</Trans>
              </span>
              {commons.iataPartner ? (
                <span>
                  <Trans>IATA partner</Trans>
                </span>
              ) : null}
              <span>{commons.address}</span>
            </p>
          </>
        ) : null}
        <p className="site-footer__copyright">
          <Trans>
            © {year} {SITE_NAME}. All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { PreloadLink } from "~/features/route-preload/preload-link";
import { SITE_NAME } from "~/lib/site";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";

/** The site footer frame; its content columns come from the content service later. */
export function SiteFooter() {
  const locale = useLocale();
  const { t } = useLingui();
  const year = new Date().getFullYear();
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
        <p className="site-footer__copyright">
          <Trans>
            © {year} {SITE_NAME}. All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  );
}

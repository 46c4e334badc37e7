import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { PaymentCards } from "~/components/payment-cards";
import { useRootData } from "~/lib/use-root-data";
import { openCookieSettings } from "~/features/cookie-consent/consent";
import { PreloadLink } from "~/lib/route-preload/preload-link";
import { isHttpsUrl, isSitePath } from "~/lib/safe-redirect";
import { SITE_NAME } from "~/lib/site";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";

/** A store link from content, only when it is an https address. */
function storeLink(value: unknown): string | null {
  return typeof value === "string" && isHttpsUrl(value) ? value : null;
}

/** A titled column of footer links. */
function FooterColumn({
  id,
  title,
  lang,
  children,
}: {
  id: string;
  title: ReactNode;
  /** Where the column's content is not in the page's language (WCAG 3.1.2). */
  lang?: string | undefined;
  children: ReactNode;
}) {
  return (
    <nav aria-labelledby={id} className="site-footer__column" lang={lang}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      {children}
    </nav>
  );
}

/** Links to the shop's own pages, preloaded on intent. */
function PageLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  return links.map((link) => (
    <PreloadLink key={link.to} to={link.to}>
      {link.label}
    </PreloadLink>
  ));
}

/** The legal texts and the cookie settings: in the full footer and in the legal one. */
function LegalLinks() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <>
      <PageLinks
        links={[
          { to: hrefFor("legal", locale), label: t`Personal data protection (KVKK)` },
          { to: hrefFor("legal", locale, { slug: "gizlilik" }), label: t`Privacy policy` },
          { to: hrefFor("legal", locale, { slug: "kullanimkosullari" }), label: t`Terms of use` },
          { to: hrefFor("legal", locale, { slug: "cerez-politikasi" }), label: t`Cookie policy` },
          {
            to: hrefFor("legal", locale, { slug: "mesafeli-satis-sozlesmesi" }),
            label: t`Distance sales contract`,
          },
          { to: hrefFor("legal", locale, { slug: "on-bilgilendirme-formu" }), label: t`Pre-information form` },
          { to: hrefFor("accessibility", locale), label: t`Accessibility statement` },
        ]}
      />
      <button type="button" className="site-footer__button" onClick={openCookieSettings}>
        <Trans>Cookie settings</Trans>
      </button>
    </>
  );
}

/** The seller's legal identifiers (from content, when it answered) and the copyright line. */
function SellerLines() {
  const commons = useRootData()?.commons ?? null;
  const year = new Date().getFullYear();
  return (
    <>
      {commons ? (
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
          <span translate="no">{commons.address}</span>
        </p>
      ) : null}
      {/* The year may differ between the server's clock and the browser's: the server's stays. */}
      <p className="site-footer__copyright" suppressHydrationWarning>
        <Trans>
          © {year} {SITE_NAME}. All rights reserved.
        </Trans>
      </p>
    </>
  );
}

/**
 * The footer of the focused steps (sign-in): no travel or corporate links to wander off into, but
 * the legal texts, the cookie settings and who the seller is, as on every page of the shop.
 */
export function LegalFooter() {
  const { t } = useLingui();
  return (
    <footer className="site-footer site-footer--legal">
      <div className="site-footer__inner">
        <FooterColumn id="footer-legal" title={t`Legal`}>
          <LegalLinks />
        </FooterColumn>
        <SellerLines />
      </div>
    </footer>
  );
}

/**
 * The site footer frame: travel, corporate and legal links, the cookie settings, support contact,
 * the mobile apps, the payment cards accepted and the seller's legal identifiers (from content).
 */
export function SiteFooter() {
  const { t } = useLingui();
  const locale = useLocale();
  // Absent on error pages rendered without loader data, and null when the content service failed.
  const root = useRootData();
  const commons = root?.commons ?? null;
  // Columns the editors run in the content service (popular locations, …), before the fixed ones.
  const columns = root?.footerColumns ?? [];
  // Store links, when the content names them (https only).
  const stores = commons as Partial<Record<"appStoreUrl" | "googlePlayUrl", unknown>> | null;
  const appStore = storeLink(stores?.appStoreUrl);
  const googlePlay = storeLink(stores?.googlePlayUrl);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {columns.map((column, index) => (
          <FooterColumn key={column.title} id={`footer-content-${index}`} title={column.title} lang={column.lang}>
            {column.links.map((link) =>
              isSitePath(link.url) ? (
                <PreloadLink key={link.url} to={link.url}>
                  {link.label}
                </PreloadLink>
              ) : (
                <a key={link.url} href={link.url} rel="noopener noreferrer">
                  {link.label}
                </a>
              ),
            )}
          </FooterColumn>
        ))}
        <FooterColumn id="footer-travel" title={t`Travel`}>
          <PageLinks
            links={[
              { to: hrefFor("car-home", locale), label: t`Car rental` },
              { to: hrefFor("flight-home", locale), label: t`Flight tickets` },
              { to: hrefFor("campaigns", locale), label: t`Campaigns` },
              { to: hrefFor("locations-car", locale), label: t`Car rental locations` },
              { to: hrefFor("suppliers", locale), label: t`Car rental companies` },
              { to: hrefFor("suppliers-flight", locale), label: t`Airlines` },
            ]}
          />
        </FooterColumn>
        <FooterColumn id="footer-corporate" title={t`Corporate`}>
          <PageLinks
            links={[
              { to: hrefFor("about-us", locale), label: t`About us` },
              { to: hrefFor("contact", locale), label: t`Contact` },
              { to: `${hrefFor("contact", locale)}?subject=corporate`, label: t`Corporate car rental` },
              { to: hrefFor("investor", locale), label: t`Investor relations` },
              { to: hrefFor("blog", locale), label: t`Blog` },
            ]}
          />
        </FooterColumn>
        <FooterColumn id="footer-legal" title={t`Legal`}>
          <LegalLinks />
        </FooterColumn>
        {commons ? (
          <section aria-labelledby="footer-support" className="site-footer__column">
            <h2 id="footer-support" className="site-footer__heading">
              <Trans>Customer support</Trans>
            </h2>
            <a href={`tel:${commons.phone.replace(/[^+\d]/g, "")}`}>
              <bdi dir="ltr">{commons.phone}</bdi>
            </a>
            <a href={`mailto:${commons.email}`} translate="no">
              {commons.email}
            </a>
            <span>
              <Trans>Support hours: {commons.supportHours}</Trans>
            </span>
          </section>
        ) : null}
        <div className="site-footer__column">
          <h2 className="site-footer__heading">
            <Trans>{SITE_NAME} mobile app</Trans>
          </h2>
          {appStore || googlePlay ? (
            <ul className="site-footer__list">
              {appStore ? (
                <li>
                  <a href={appStore}>
                    <Trans>Download on the App Store</Trans>
                  </a>
                </li>
              ) : null}
              {googlePlay ? (
                <li>
                  <a href={googlePlay}>
                    <Trans>Get it on Google Play</Trans>
                  </a>
                </li>
              ) : null}
            </ul>
          ) : (
            <p className="site-footer__note">
              <Trans>Available on the App Store and Google Play.</Trans>
            </p>
          )}
          <h2 id="footer-cards" className="site-footer__heading site-footer__heading--spaced">
            <Trans>Cards we accept</Trans>
          </h2>
          <PaymentCards className="site-footer__cards" labelledBy="footer-cards" />
        </div>
        <SellerLines />
      </div>
    </footer>
  );
}

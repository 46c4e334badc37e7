import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PaymentCards } from "~/components/payment-cards";
import { useLocale } from "~/lib/use-locale";
import { useRootData } from "~/lib/use-root-data";
import { hrefFor } from "~/routing/route-table";
import type { HomePage } from "./home-content";

/** 24 px line icons drawn here (decorative: each signal's text says it). */
const ICONS = {
  lock: "M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5zM12 15v2",
  cancel: "M4 5h16v15H4zM4 9h16M8 3v4M16 3v4M9 14.5l2 2 4-4",
  support: "M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2-5 2",
  licence: "M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4",
  plane: "M10.5 20l1.5-1 1.5 1v-2l-1-1v-4l7 2v-2l-7-4V5a1 1 0 0 0-2 0v4l-7 4v2l7-2v4l-1 1z",
  card: "M3 6h18v12H3zM3 10h18M7 15h4",
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="trust-row__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

function Signal({ icon, title, children }: { icon: keyof typeof ICONS; title: ReactNode; children: ReactNode }) {
  return (
    <li className="trust-row__item">
      <Icon name={icon} />
      <div className="trust-row__text">
        <p className="trust-row__title">{title}</p>
        {children}
      </div>
    </li>
  );
}

/**
 * Why a traveller can book here, under the hero (docs/home.md): 3-D Secure payment, free
 * cancellation (the flight home: every airline in one search), the 24/7 support line and the
 * TÜRSAB licence from the site-wide content, and the cards accepted. Without that content (the
 * content service down) the support signal leads to the contact page and the licence is left out.
 */
export function TrustSignals({ page }: { page: HomePage }) {
  const { t } = useLingui();
  const locale = useLocale();
  const commons = useRootData()?.commons ?? null;
  return (
    <section className="trust-row" aria-labelledby="trust-row-title">
      <h2 id="trust-row-title" className="visually-hidden">
        {t`Why book with us`}
      </h2>
      <ul className="trust-row__list">
        <Signal icon="lock" title={t`Secure payment`}>
          <p>
            <Trans>3-D Secure: your bank confirms every card payment.</Trans>
          </p>
        </Signal>
        {page === "flight" ? (
          <Signal icon="plane" title={t`Every airline in one search`}>
            <p>
              <Trans>Domestic and international fares side by side.</Trans>
            </p>
          </Signal>
        ) : (
          <Signal icon="cancel" title={t`Free cancellation`}>
            <p>
              <Trans>On the offers that include it, as each offer shows.</Trans>
            </p>
          </Signal>
        )}
        <Signal icon="support" title={t`24/7 support`}>
          <p>
            {commons ? (
              <a href={`tel:${commons.phone.replace(/[^+\d]/g, "")}`}>
                <bdi dir="ltr">{commons.phone}</bdi>
              </a>
            ) : (
              <Link to={hrefFor("contact", locale)}>
                <Trans>Contact us</Trans>
              </Link>
            )}
          </p>
        </Signal>
        {commons ? (
          <Signal icon="licence" title={t`Licensed travel agency`}>
            <p>
              <Trans>TÜRSAB licence no: {commons.tursabLicence}</Trans>
            </p>
          </Signal>
        ) : null}
        <Signal icon="card" title={<span id="trust-row-cards">{t`Cards we accept`}</span>}>
          <PaymentCards className="trust-row__cards" labelledBy="trust-row-cards" />
        </Signal>
      </ul>
    </section>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SeoHead, type StructuredData } from "~/components/seo-head";
import { formatMoney } from "~/lib/currency";
import type { PageAddresses } from "~/lib/seo";
import { LOCALE_TAGS, type Locale } from "~/routing/locales";
import type { Money } from "./structured-data";

export interface PageCrumb {
  readonly name: string;
  /** Site path; the last crumb (this page) has none. */
  readonly to?: string;
}

/**
 * A landing page: document title, description, canonical and hreflang links, structured data,
 * a breadcrumb trail and the page heading, in the site's page frame.
 */
export function SeoPage({
  documentTitle,
  heading,
  lead,
  description,
  addresses,
  locale,
  structuredData,
  crumbs,
  children,
}: {
  documentTitle: string;
  heading: string;
  lead?: ReactNode;
  description: string;
  addresses: PageAddresses;
  locale: Locale;
  structuredData: readonly StructuredData[];
  crumbs: readonly PageCrumb[];
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <title>{documentTitle}</title>
      <SeoHead
        title={documentTitle}
        description={description}
        addresses={addresses}
        locale={locale}
        structuredData={structuredData}
      />
      <div className="page seo-page">
        <nav className="seo-breadcrumbs" aria-label={t`Breadcrumb`}>
          <ol>
            {crumbs.map((crumb, index) => (
              <li key={`${index}-${crumb.name}`}>
                {crumb.to ? <Link to={crumb.to}>{crumb.name}</Link> : <span aria-current="page">{crumb.name}</span>}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="page__title">{heading}</h1>
        {lead ? <div className="page__lead">{lead}</div> : null}
        {children}
      </div>
    </>
  );
}

/** "From ₺800 a day": the lowest daily rate, with the amount in data attributes for machines. */
export function FromPrice({ price, locale }: { price: Money | null; locale: Locale }) {
  if (!price) return null;
  const amount = formatMoney(price.amount, price.currency, LOCALE_TAGS[locale]);
  return (
    <p className="seo-price" data-testid="from-price" data-amount={price.amount} data-currency={price.currency}>
      <Trans>
        From <strong className="seo-price__amount">{amount}</strong> a day
      </Trans>
    </p>
  );
}

/** "from ₺800 a day" next to a name in a list. */
export function DailyPrice({ price, locale }: { price: Money; locale: Locale }) {
  const { t } = useLingui();
  const amount = formatMoney(price.amount, price.currency, LOCALE_TAGS[locale]);
  return (
    <span className="seo-daily-price" data-amount={price.amount} data-currency={price.currency}>
      {t`from ${amount} a day`}
    </span>
  );
}

export interface SeoLink {
  readonly to: string;
  readonly name: string;
  readonly detail?: string;
  readonly price?: Money | null;
}

/** A list of landing pages, each with its starting price when it has one. */
export function SeoLinkList({ links, locale, label }: { links: readonly SeoLink[]; locale: Locale; label?: string }) {
  return (
    <ul className="seo-links" aria-label={label}>
      {links.map((link) => {
        return (
          <li key={link.to} className="seo-links__item">
            <Link to={link.to} className="seo-links__name">
              {link.name}
            </Link>
            {link.detail ? <span className="seo-links__detail">{link.detail}</span> : null}
            {link.price ? <DailyPrice price={link.price} locale={locale} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A titled part of a landing page. */
export function SeoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="seo-section" aria-labelledby={id}>
      <h2 id={id} className="seo-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A table that may scroll sideways on small screens: a focusable, named region, so keyboards can scroll it too. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="seo-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="seo-table">{children}</table>
    </div>
  );
}

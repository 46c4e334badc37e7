import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SeoHead, type StructuredData } from "~/components/seo-head";
import type { SafeHtml } from "~/lib/cms/safe-html";
import { RichText } from "~/lib/cms/rich-text";
import { formatMoney } from "~/lib/currency";
import { absoluteHref, type PageAddresses, type SiteOrigins } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import { LOCALE_TAGS, type Locale } from "~/routing/locales";
import { hrefFor, type PageName, type PageParams } from "~/routing/route-table";
import { crumbTrail, type TrailStep } from "./crumbs";
import { itemList, type Money } from "./structured-data";

interface SeoPageProps {
  seo: { readonly locale: Locale; readonly origins: SiteOrigins };
  addresses: PageAddresses;
  /** From the home page to this page. */
  trail: readonly TrailStep[];
  heading: string;
  documentTitle?: string;
  lead?: ReactNode;
  description: string;
  structuredData?: readonly StructuredData[];
  /** In place of the heading and lead: a home page's hero, which holds them (docs/home.md). */
  hero?: ReactNode;
  children?: ReactNode;
}

/**
 * A landing page: document title, description, canonical and hreflang links, structured data
 * (after the breadcrumb list), a breadcrumb trail and the page heading, in the site's page frame.
 */
export function SeoPage({
  seo,
  addresses,
  trail,
  heading,
  documentTitle = `${heading} | ${SITE_NAME}`,
  lead,
  description,
  structuredData = [],
  hero,
  children,
}: SeoPageProps) {
  const { t } = useLingui();
  const { crumbs, structuredData: breadcrumbs } = crumbTrail(seo.origins, seo.locale, trail);
  return (
    <>
      <title>{documentTitle}</title>
      <SeoHead
        title={documentTitle}
        description={description}
        addresses={addresses}
        locale={seo.locale}
        structuredData={[breadcrumbs, ...structuredData]}
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
        {hero ?? (
          <>
            <h1 className="page__title">{heading}</h1>
            {lead ? <div className="page__lead">{lead}</div> : null}
          </>
        )}
        {children}
      </div>
    </>
  );
}

/**
 * A landing page that lists other landing pages: its description is its lead too, and its structured
 * data names the pages listed (before `structuredData`).
 */
export function SeoListPage({
  listed,
  structuredData = [],
  ...page
}: Omit<SeoPageProps, "lead"> & {
  listed: {
    page: PageName;
    items: readonly { name: string; params?: Readonly<Record<string, string>> }[];
  };
}) {
  const { origins, locale } = page.seo;
  const items = listed.items.map((item) => ({
    name: item.name,
    href: absoluteHref(origins, listed.page, locale, item.params),
  }));
  return (
    <SeoPage {...page} lead={page.description} structuredData={[itemList(page.heading, items), ...structuredData]} />
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
  /** Site path; a name without a page of its own is shown unlinked. */
  readonly to?: string;
  readonly name: string;
  readonly detail?: string;
  readonly price?: Money | null;
}

/** A list of landing pages, each with its starting price when it has one. */
export function SeoLinkList({ links, locale, label }: { links: readonly SeoLink[]; locale: Locale; label?: string }) {
  return (
    <ul className="seo-links" aria-label={label}>
      {links.map((link, index) => {
        return (
          <li key={link.to ?? `${index}-${link.name}`} className="seo-links__item">
            {link.to ? (
              <Link to={link.to} className="seo-links__name">
                {link.name}
              </Link>
            ) : (
              <span className="seo-links__name">{link.name}</span>
            )}
            {link.detail ? <span className="seo-links__detail">{link.detail}</span> : null}
            {link.price ? <DailyPrice price={link.price} locale={locale} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Rental places linked to their landing page where they have one, with their city and starting price. */
export function placeLinks(
  places: readonly {
    name: string;
    cityName: string;
    landing: PageParams<"car-location"> | null;
    fromDailyRate?: Money | null;
  }[],
  locale: Locale,
): SeoLink[] {
  return places.map((place) => ({
    to: place.landing ? hrefFor("car-location", locale, place.landing) : undefined,
    name: place.name,
    detail: place.cityName,
    price: place.fromDailyRate,
  }));
}

/** Rental companies linked to their car rental page, with their starting price. */
export function supplierLinks<S extends { id: string; name: string; fromDailyRate?: Money | null }>(
  suppliers: readonly S[],
  locale: Locale,
  detail?: (supplier: S) => string,
): SeoLink[] {
  return suppliers.map((supplier) => ({
    to: hrefFor("supplier", locale, { slug: supplier.id }),
    name: supplier.name,
    ...(detail ? { detail: detail(supplier) } : {}),
    price: supplier.fromDailyRate,
  }));
}

/** Car classes with their starting prices; nothing when there are none. */
export function ClassPrices({
  classes,
  label,
  locale,
}: {
  classes: readonly { class: string; fromDailyRate?: Money | null }[];
  label: (carClass: string) => string;
  locale: Locale;
}) {
  const { t } = useLingui();
  if (classes.length === 0) return null;
  return (
    <SeoSection id="seo-classes" title={t`Car classes`}>
      <ul className="seo-facts">
        {classes.map((item) => (
          <li key={item.class}>
            <span>{label(item.class)}</span>
            {item.fromDailyRate ? <DailyPrice price={item.fromDailyRate} locale={locale} /> : null}
          </li>
        ))}
      </ul>
    </SeoSection>
  );
}

/** Questions with their answers, opened one by one; nothing when there are none. */
export function FaqSection({
  id,
  faqs,
}: {
  id: string;
  faqs: readonly { id: string; question: string; answer: SafeHtml }[] | null;
}) {
  const { t } = useLingui();
  if (!faqs || faqs.length === 0) return null;
  return (
    <SeoSection id={id} title={t`Questions and answers`}>
      {faqs.map((faq) => (
        <details key={faq.id} className="seo-faq">
          <summary>{faq.question}</summary>
          <RichText html={faq.answer} className="rich-text" />
        </details>
      ))}
    </SeoSection>
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

import { Plural, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { SearchForm } from "~/features/car-search/search-form";
import { formDates } from "~/features/seo-pages/form-dates";
import { crumbTrail } from "~/features/seo-pages/crumbs";
import { catalogOptions, catalogRequired, loadCompanies, seoRequest } from "~/features/seo-pages/seo-content.server";
import { DailyPrice, FromPrice, SeoPage, SeoSection } from "~/features/seo-pages/seo-page";
import { itemList } from "~/features/seo-pages/structured-data";
import { carRentalStep, companiesStep, homeStep } from "~/features/seo-pages/trail";
import { readAgePreference } from "~/lib/age-preference";
import { upstreamsContext } from "~/lib/request-context";
import { absoluteHref, pageAddresses } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/seo-pages.css?url";
import type { Route } from "./+types/suppliers";
import { RatingSummary } from "~/components/rating";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** Every rental company of the inventory (the Main API's catalog), with ratings and starting prices. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = seoRequest(request, context);
  const [{ suppliers }, companies] = await Promise.all([
    catalogRequired(seo, "suppliers", () =>
      context.get(upstreamsContext).mainApi.catalog.suppliers(catalogOptions(seo)),
    ),
    loadCompanies(context, seo, (html) => html),
  ]);
  const profiles = new Map((companies ?? []).map((company) => [company.slug, company]));
  const lowest = suppliers.reduce<{ amount: number; currency: string } | null>(
    (best, supplier) =>
      supplier.fromDailyRate && (!best || supplier.fromDailyRate.amount < best.amount) ? supplier.fromDailyRate : best,
    null,
  );
  return {
    seo,
    age: readAgePreference(request),
    addresses: pageAddresses(seo.origins, "suppliers", seo.locale),
    suppliers: suppliers.map((supplier) => ({
      ...supplier,
      logo: profiles.get(supplier.id)?.logo ?? null,
      hasProfile: profiles.has(supplier.id),
    })),
    fromDailyRate: lowest,
  };
}

export default function SuppliersPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { seo, addresses, suppliers } = loaderData;
  const locale = seo.locale;
  const localeTag = LOCALE_TAGS[locale];
  const heading = t`Car rental companies`;
  const description = t`The rental companies you can book with us, with their ratings and offices.`;
  const trail = crumbTrail(seo.origins, locale, [homeStep, carRentalStep(i18n), companiesStep(i18n)]);
  return (
    <SeoPage
      documentTitle={`${heading} | ${SITE_NAME}`}
      heading={heading}
      lead={description}
      description={description}
      addresses={addresses}
      locale={locale}
      crumbs={trail.crumbs}
      structuredData={[
        trail.structuredData,
        itemList(
          heading,
          suppliers.map((supplier) => ({
            name: supplier.name,
            href: absoluteHref(seo.origins, "supplier", locale, { slug: supplier.id }),
          })),
        ),
      ]}
    >
      <FromPrice price={loaderData.fromDailyRate} locale={locale} />
      <SearchForm
        action={hrefFor("car-search", locale)}
        today={seo.today}
        values={{ ...formDates(seo.today), ...(loaderData.age === undefined ? {} : { age: loaderData.age }) }}
      />
      <SeoSection id="seo-companies" title={heading}>
        <ul className="seo-links">
          {suppliers.map((supplier) => {
            const offices = supplier.offices;
            return (
              <li key={supplier.id} className="seo-links__item">
                {supplier.logo ? <img src={supplier.logo} alt="" className="seo-logo" width={120} height={32} /> : null}
                <Link to={hrefFor("supplier", locale, { slug: supplier.id })} className="seo-links__name">
                  {supplier.name}
                </Link>
                <span className="seo-links__detail">
                  <RatingSummary rating={supplier.rating} localeTag={localeTag} /> ·{" "}
                  <Plural value={offices} one="# office" other="# offices" />
                </span>
                {supplier.fromDailyRate ? <DailyPrice price={supplier.fromDailyRate} locale={locale} /> : null}
                {supplier.hasProfile ? (
                  <Link to={hrefFor("company", locale, { slug: supplier.id })} className="seo-links__detail">
                    {t`Company profile`}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      </SeoSection>
    </SeoPage>
  );
}

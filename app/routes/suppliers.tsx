import { Plural, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { SearchForm } from "~/features/car-search/search-form";
import { carSearchForm } from "~/features/seo-pages/form-dates";
import { lowestPrice } from "~/features/seo-pages/lowest-price";
import {
  carLandingPage,
  catalogOptions,
  catalogRequired,
  loadCompanies,
} from "~/features/seo-pages/seo-content.server";
import { DailyPrice, FromPrice, SeoListPage, SeoSection } from "~/features/seo-pages/seo-page";
import { carRentalStep, companiesStep, homeStep } from "~/features/seo-pages/trail";
import { upstreamsContext } from "~/lib/request-context";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/seo-pages.css?url";
import type { Route } from "./+types/suppliers";
import { RatingSummary } from "~/components/rating";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** Every rental company of the inventory (the Main API's catalog), with ratings and starting prices. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = carLandingPage(request, context, "suppliers");
  const [{ suppliers }, companies] = await Promise.all([
    catalogRequired(page.seo, "suppliers", () =>
      context.get(upstreamsContext).mainApi.catalog.suppliers(catalogOptions(page.seo)),
    ),
    loadCompanies(context, page.seo, (html) => html),
  ]);
  const profiles = new Map((companies ?? []).map((company) => [company.slug, company]));
  return {
    ...page,
    suppliers: suppliers.map((supplier) => ({
      ...supplier,
      logo: profiles.get(supplier.id)?.logo ?? null,
      hasProfile: profiles.has(supplier.id),
    })),
    fromDailyRate: lowestPrice(suppliers.map((supplier) => supplier.fromDailyRate)),
  };
}

export default function SuppliersPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { seo, addresses, suppliers } = loaderData;
  const locale = seo.locale;
  const localeTag = LOCALE_TAGS[locale];
  const heading = t`Car rental companies`;
  const description = t`The rental companies you can book with us, with their ratings and offices.`;
  return (
    <SeoListPage
      seo={seo}
      addresses={addresses}
      trail={[homeStep, carRentalStep(i18n), companiesStep(i18n)]}
      heading={heading}
      description={description}
      listed={{
        page: "supplier",
        items: suppliers.map((supplier) => ({ name: supplier.name, params: { slug: supplier.id } })),
      }}
    >
      <FromPrice price={loaderData.fromDailyRate} locale={locale} />
      <SearchForm {...carSearchForm(seo, loaderData.age)} />
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
    </SeoListPage>
  );
}

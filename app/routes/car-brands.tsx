import { useLingui } from "@lingui/react/macro";
import { optionLabel } from "~/features/car-search/option-labels";
import { SearchForm } from "~/features/car-search/search-form";
import { carSearchForm } from "~/features/seo-pages/form-dates";
import { lowestPrice } from "~/features/seo-pages/lowest-price";
import { carLandingPage, catalogOptions, catalogRequired } from "~/features/seo-pages/seo-content.server";
import { DailyPrice, FromPrice, SeoLinkList, SeoListPage, SeoSection } from "~/features/seo-pages/seo-page";
import { brandsStep, carRentalStep, homeStep } from "~/features/seo-pages/trail";
import { upstreamsContext } from "~/lib/request-context";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/seo-pages.css?url";
import { Link } from "react-router";
import type { Route } from "./+types/car-brands";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** Every brand and model of the inventory (the Main API's catalog), with starting prices. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = carLandingPage(request, context, "car-brands");
  const { brands } = await catalogRequired(page.seo, "brands", () =>
    context.get(upstreamsContext).mainApi.catalog.brands(catalogOptions(page.seo)),
  );
  return { ...page, brands, fromDailyRate: lowestPrice(brands.map((brand) => brand.fromDailyRate)) };
}

export default function CarBrandsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { seo, addresses, brands } = loaderData;
  const locale = seo.locale;
  const heading = t`Rental car brands`;
  const description = t`Find a rental car by brand and model.`;
  return (
    <SeoListPage
      seo={seo}
      addresses={addresses}
      trail={[homeStep, carRentalStep(i18n), brandsStep(i18n)]}
      heading={heading}
      description={description}
      listed={{
        page: "car-brand",
        items: brands.map((brand) => ({ name: brand.name, params: { brand: brand.slug } })),
      }}
    >
      <FromPrice price={loaderData.fromDailyRate} locale={locale} />
      <SearchForm {...carSearchForm(seo, loaderData.age)} />
      {brands.map((brand) => (
        <SeoSection key={brand.slug} id={`seo-brand-${brand.slug}`} title={brand.name}>
          <p>
            <Link to={hrefFor("car-brand", locale, { brand: brand.slug })}>{t`All ${brand.name} rental cars`}</Link>
            {brand.fromDailyRate ? (
              <>
                {" "}
                <DailyPrice price={brand.fromDailyRate} locale={locale} />
              </>
            ) : null}
          </p>
          <SeoLinkList
            locale={locale}
            links={brand.models.map((model) => ({
              to: hrefFor("car-brand", locale, { brand: brand.slug, model: model.slug }),
              name: `${brand.name} ${model.name}`,
              detail: model.class
                ? optionLabel(i18n, "c", model.class, undefined, seo.currency, LOCALE_TAGS[locale])
                : undefined,
              price: model.fromDailyRate,
            }))}
          />
        </SeoSection>
      ))}
    </SeoListPage>
  );
}

import { useLingui } from "@lingui/react/macro";
import { optionLabel } from "~/features/car-search/option-labels";
import { SearchForm } from "~/features/car-search/search-form";
import { formDates } from "~/features/seo-pages/form-dates";
import { crumbTrail } from "~/features/seo-pages/crumbs";
import { catalogOptions, catalogRequired, seoRequest } from "~/features/seo-pages/seo-content.server";
import { DailyPrice, FromPrice, SeoPage, SeoSection } from "~/features/seo-pages/seo-page";
import { itemList } from "~/features/seo-pages/structured-data";
import { brandsStep, carRentalStep, homeStep } from "~/features/seo-pages/trail";
import { readAgePreference } from "~/lib/age-preference";
import { upstreamsContext } from "~/lib/request-context";
import { absoluteHref, pageAddresses } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/seo-pages.css?url";
import { Link } from "react-router";
import type { Route } from "./+types/car-brands";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** Every brand and model of the inventory (the Main API's catalog), with starting prices. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = seoRequest(request, context);
  const { brands } = await catalogRequired(seo, "brands", () =>
    context.get(upstreamsContext).mainApi.catalog.brands(catalogOptions(seo)),
  );
  const lowest = brands.reduce<{ amount: number; currency: string } | null>(
    (best, brand) =>
      brand.fromDailyRate && (!best || brand.fromDailyRate.amount < best.amount) ? brand.fromDailyRate : best,
    null,
  );
  return {
    seo,
    age: readAgePreference(request),
    addresses: pageAddresses(seo.origins, "car-brands", seo.locale),
    brands,
    fromDailyRate: lowest,
  };
}

export default function CarBrandsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { seo, addresses, brands } = loaderData;
  const locale = seo.locale;
  const heading = t`Rental car brands`;
  const description = t`Find a rental car by brand and model.`;
  const trail = crumbTrail(seo.origins, locale, [homeStep, carRentalStep(i18n), brandsStep(i18n)]);
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
          brands.map((brand) => ({
            name: brand.name,
            href: absoluteHref(seo.origins, "car-brand", locale, { brand: brand.slug }),
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
          <ul className="seo-links">
            {brand.models.map((model) => (
              <li key={model.slug} className="seo-links__item">
                <Link
                  to={hrefFor("car-brand", locale, { brand: brand.slug, model: model.slug })}
                  className="seo-links__name"
                >
                  {`${brand.name} ${model.name}`}
                </Link>
                {model.class ? (
                  <span className="seo-links__detail">
                    {optionLabel(i18n, "c", model.class, undefined, seo.currency, LOCALE_TAGS[locale])}
                  </span>
                ) : null}
                {model.fromDailyRate ? <DailyPrice price={model.fromDailyRate} locale={locale} /> : null}
              </li>
            ))}
          </ul>
        </SeoSection>
      ))}
    </SeoPage>
  );
}

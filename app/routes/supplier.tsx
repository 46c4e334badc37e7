import { Plural, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { optionLabel } from "~/features/car-search/option-labels";
import { SearchForm } from "~/features/car-search/search-form";
import { RichText } from "~/lib/cms/rich-text";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { carSearchForm } from "~/features/seo-pages/form-dates";
import {
  carLandingPage,
  catalogOptions,
  catalogRequired,
  loadCompanies,
  loadLandingPages,
  withLandingPages,
} from "~/features/seo-pages/seo-content.server";
import { ClassPrices, FromPrice, placeLinks, SeoLinkList, SeoPage, SeoSection } from "~/features/seo-pages/seo-page";
import { aggregateRating, lowestDailyOffer } from "~/features/seo-pages/structured-data";
import { carRentalStep, companiesStep, homeStep } from "~/features/seo-pages/trail";
import { upstreamsContext } from "~/lib/request-context";
import { originFor } from "~/lib/seo";
import { parseSlugParams } from "~/lib/validate-request.server";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/seo-pages.css?url";
import type { Route } from "./+types/supplier";
import { RatingSummary } from "~/components/rating";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** Office places listed on a company's page. */
const PLACES_SHOWN = 24;

/**
 * A rental company's car rental page: starting prices overall, per class, per place and per
 * model from the Main API's catalog (which decides whether the company exists), and its
 * description from the content service when it has one.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { slug: id = "" } = parseSlugParams(request, params, ["slug"]);
  const page = carLandingPage(request, context, "supplier", { slug: id });
  const { seo } = page;
  const [{ supplier }, companies, landing] = await Promise.all([
    catalogRequired(seo, "supplier", () =>
      context.get(upstreamsContext).mainApi.catalog.supplier(id, catalogOptions(seo)),
    ),
    loadCompanies(context, seo, sanitizeRichText),
    loadLandingPages(context, seo),
  ]);
  const profile = companies?.find((company) => company.slug === id) ?? null;
  return {
    ...page,
    supplier: {
      ...supplier,
      // One entry per model page (a model's versions share it), at its lowest price.
      models: [
        ...supplier.models
          .reduce((byPage, model) => {
            const key = `${model.brandSlug}/${model.modelSlug}`;
            const known = byPage.get(key);
            const cheaper =
              !known?.fromDailyRate || (model.fromDailyRate && model.fromDailyRate.amount < known.fromDailyRate.amount);
            return cheaper ? byPage.set(key, { ...model, fromDailyRate: model.fromDailyRate ?? null }) : byPage;
          }, new Map<string, (typeof supplier.models)[number]>())
          .values(),
      ],
      places: withLandingPages(supplier.places.slice(0, PLACES_SHOWN), landing),
    },
    profile: profile ? { description: profile.description, logo: profile.logo ?? null } : null,
  };
}

export default function SupplierPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { seo, addresses, supplier, profile } = loaderData;
  const locale = seo.locale;
  const localeTag = LOCALE_TAGS[locale];
  const name = supplier.name;
  const heading = t`${name} car rental`;
  const description = t`Offices, ratings and rental conditions of this company.`;
  const logo = profile?.logo ?? supplier.logo;
  const offices = supplier.offices;
  return (
    <SeoPage
      seo={seo}
      addresses={addresses}
      trail={[
        homeStep,
        carRentalStep(i18n),
        companiesStep(i18n),
        { name, page: "supplier", params: { slug: supplier.id } },
      ]}
      heading={heading}
      lead={description}
      description={`${name}: ${description}`}
      structuredData={[
        {
          "@type": "AutoRental",
          name,
          url: addresses.canonical,
          logo: `${originFor(seo.origins, locale)}${logo}`,
          image: `${originFor(seo.origins, locale)}${logo}`,
          aggregateRating: aggregateRating(supplier.rating),
          ...(supplier.fromDailyRate ? { makesOffer: lowestDailyOffer(supplier.fromDailyRate, supplier.offices) } : {}),
        },
      ]}
    >
      <div className="seo-company">
        <img src={logo} alt="" className="seo-logo" width={120} height={32} />
        <p>
          <RatingSummary rating={supplier.rating} localeTag={localeTag} /> ·{" "}
          <Plural value={offices} one="# office" other="# offices" />
        </p>
      </div>
      <FromPrice price={supplier.fromDailyRate} locale={locale} />
      <SearchForm {...carSearchForm(seo, loaderData.age)} />
      {profile ? (
        <SeoSection id="seo-profile" title={t`About ${name}`}>
          <RichText html={profile.description} className="rich-text" />
          <p>
            <Link to={hrefFor("company", locale, { slug: supplier.id })}>{t`Company profile`}</Link>
          </p>
        </SeoSection>
      ) : null}
      <ClassPrices
        classes={supplier.classes}
        label={(carClass) => optionLabel(i18n, "c", carClass, undefined, seo.currency, localeTag)}
        locale={locale}
      />
      {supplier.places.length > 0 ? (
        <SeoSection id="seo-places" title={t`Rental locations`}>
          <SeoLinkList locale={locale} links={placeLinks(supplier.places, locale)} />
        </SeoSection>
      ) : null}
      {supplier.models.length > 0 ? (
        <SeoSection id="seo-models" title={t`Models`}>
          <SeoLinkList
            locale={locale}
            links={supplier.models.map((model) => ({
              to: hrefFor("car-brand", locale, { brand: model.brandSlug, model: model.modelSlug }),
              name: `${model.brand} ${model.model}`,
              detail: optionLabel(i18n, "c", model.class, undefined, seo.currency, localeTag),
              price: model.fromDailyRate,
            }))}
          />
        </SeoSection>
      ) : null}
    </SeoPage>
  );
}

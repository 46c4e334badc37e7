import { Plural, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { optionLabel } from "~/features/car-search/option-labels";
import { SearchForm } from "~/features/car-search/search-form";
import { RichText } from "~/lib/cms/rich-text";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { formDates } from "~/features/seo-pages/form-dates";
import { crumbTrail } from "~/features/seo-pages/crumbs";
import {
  catalogOptions,
  catalogRequired,
  loadCompanies,
  loadSeoLocations,
  seoRequest,
} from "~/features/seo-pages/seo-content.server";
import { DailyPrice, FromPrice, SeoLinkList, SeoPage, SeoSection } from "~/features/seo-pages/seo-page";
import { aggregateRating, lowestDailyOffer } from "~/features/seo-pages/structured-data";
import { carRentalStep, companiesStep, homeStep } from "~/features/seo-pages/trail";
import { readAgePreference } from "~/lib/age-preference";
import { upstreamsContext } from "~/lib/request-context";
import { originFor, pageAddresses } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
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
  const { slug } = parseSlugParams(request, params, ["slug"]);
  const seo = seoRequest(request, context);
  const id = slug ?? "";
  const [{ supplier }, companies, locations] = await Promise.all([
    catalogRequired(seo, "supplier", () =>
      context.get(upstreamsContext).mainApi.catalog.supplier(id, catalogOptions(seo)),
    ),
    loadCompanies(context, seo, sanitizeRichText),
    loadSeoLocations(context, seo, (html) => html, { required: false }),
  ]);
  const profile = companies?.find((company) => company.slug === id) ?? null;
  const landing = new Map(locations.map((location) => [location.placeId, location.params]));
  return {
    seo,
    age: readAgePreference(request),
    addresses: pageAddresses(seo.origins, "supplier", seo.locale, { slug: id }),
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
      places: supplier.places.slice(0, PLACES_SHOWN).map((place) => ({
        ...place,
        landing: landing.get(place.placeId) ?? null,
      })),
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
  const trail = crumbTrail(seo.origins, locale, [
    homeStep,
    carRentalStep(i18n),
    companiesStep(i18n),
    { name, page: "supplier", params: { slug: supplier.id } },
  ]);
  const logo = profile?.logo ?? supplier.logo;
  const offices = supplier.offices;
  return (
    <SeoPage
      documentTitle={`${heading} | ${SITE_NAME}`}
      heading={heading}
      lead={description}
      description={`${name}: ${description}`}
      addresses={addresses}
      locale={locale}
      crumbs={trail.crumbs}
      structuredData={[
        trail.structuredData,
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
      <SearchForm
        action={hrefFor("car-search", locale)}
        today={seo.today}
        values={{ ...formDates(seo.today), ...(loaderData.age === undefined ? {} : { age: loaderData.age }) }}
      />
      {profile ? (
        <SeoSection id="seo-profile" title={t`About ${name}`}>
          <RichText html={profile.description} className="rich-text" />
          <p>
            <Link to={hrefFor("company", locale, { slug: supplier.id })}>{t`Company profile`}</Link>
          </p>
        </SeoSection>
      ) : null}
      {supplier.classes.length > 0 ? (
        <SeoSection id="seo-classes" title={t`Car classes`}>
          <ul className="seo-facts">
            {supplier.classes.map((item) => (
              <li key={item.class}>
                <span>{optionLabel(i18n, "c", item.class, undefined, seo.currency, localeTag)}</span>
                {item.fromDailyRate ? <DailyPrice price={item.fromDailyRate} locale={locale} /> : null}
              </li>
            ))}
          </ul>
        </SeoSection>
      ) : null}
      {supplier.places.length > 0 ? (
        <SeoSection id="seo-places" title={t`Rental locations`}>
          <ul className="seo-links">
            {supplier.places.map((place) => (
              <li key={place.placeId} className="seo-links__item">
                {place.landing ? (
                  <Link to={hrefFor("car-location", locale, place.landing)} className="seo-links__name">
                    {place.name}
                  </Link>
                ) : (
                  <span className="seo-links__name">{place.name}</span>
                )}
                <span className="seo-links__detail">{place.cityName}</span>
                {place.fromDailyRate ? <DailyPrice price={place.fromDailyRate} locale={locale} /> : null}
              </li>
            ))}
          </ul>
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

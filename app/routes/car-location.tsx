import { useLingui } from "@lingui/react/macro";
import { optionLabel } from "~/features/car-search/option-labels";
import { SearchForm } from "~/features/car-search/search-form";
import { RichText } from "~/lib/cms/rich-text";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { carSearchForm } from "~/features/seo-pages/form-dates";
import { countryName, summary, type TrailStep } from "~/features/seo-pages/crumbs";
import { lowestPrice } from "~/features/seo-pages/lowest-price";
import {
  catalogOptions,
  catalogOrNull,
  loadSeoLocations,
  notFound,
  plainText,
  seoRequest,
} from "~/features/seo-pages/seo-content.server";
import { ClassPrices, FromPrice, SeoLinkList, SeoPage, SeoSection, supplierLinks } from "~/features/seo-pages/seo-page";
import { itemList, rentalPlace, rentalProduct } from "~/features/seo-pages/structured-data";
import { carRentalStep, homeStep, locationsStep } from "~/features/seo-pages/trail";
import { readAgePreference } from "~/lib/age-preference";
import { upstreamsContext } from "~/lib/request-context";
import { absoluteHref, pageAddresses } from "~/lib/seo";
import { humanizeSlug } from "~/lib/humanize-slug";
import { parseSlugParams } from "~/lib/validate-request.server";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/seo-pages.css?url";
import type { Route } from "./+types/car-location";
import { formatScore } from "~/components/rating";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/**
 * Car rental landing pages of places, from the content service's seo-locations: a country
 * (`/locations/{country}`, also `/car/{country}`), a city (`/arac-kiralama/{country}/{city}`) and
 * an airport or district in it (`…/{city}/{slug}`). `/locations/…` and `/car/…` show the same
 * page; the canonical link names one address. Starting prices come from the Main API's catalog.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slugs = parseSlugParams(request, params, ["name", "city", "slug"]);
  const seo = seoRequest(request, context);
  const catalog = context.get(upstreamsContext).mainApi.catalog;
  const locations = (await loadSeoLocations(context, seo, sanitizeRichText)).filter(
    (location) => location.country === slugs.name,
  );
  if (locations.length === 0 || !slugs.name) throw notFound();
  const country = slugs.name;
  const base = { seo, age: readAgePreference(request), country };

  if (!slugs.city) {
    const prices = await catalogOrNull(seo, "places", () =>
      catalog.places(
        locations.map((location) => location.placeId),
        catalogOptions(seo),
      ),
    );
    const byPlace = new Map(prices?.places.map((entry) => [entry.place.placeId, entry]));
    return {
      ...base,
      kind: "country" as const,
      countryCode: prices?.places[0]?.place.countryCode ?? null,
      addresses: pageAddresses(seo.origins, "location", seo.locale, { name: country }),
      fromDailyRate: lowestPrice((prices?.places ?? []).map((entry) => entry.fromDailyRate)),
      locations: locations.map((location) => ({
        title: location.title,
        params: location.params,
        cityName: byPlace.get(location.placeId)?.place.cityName ?? humanizeSlug(location.city, seo.locale),
        fromDailyRate: byPlace.get(location.placeId)?.fromDailyRate ?? null,
      })),
    };
  }

  const location = locations.find(
    (candidate) => candidate.city === slugs.city && (candidate.params.slug ?? null) === (slugs.slug ?? null),
  );
  if (!location) throw notFound();
  const cityPage = locations.find((candidate) => candidate.city === location.city && !candidate.params.slug) ?? null;
  const nearby = locations.filter(
    (candidate) => candidate !== location && (candidate.city === location.city || candidate === cityPage),
  );
  const [place, nearbyPrices] = await Promise.all([
    catalogOrNull(seo, "place", () => catalog.place(location.placeId, catalogOptions(seo))),
    nearby.length === 0
      ? Promise.resolve(null)
      : catalogOrNull(seo, "places", () =>
          catalog.places(
            nearby.map((candidate) => candidate.placeId),
            catalogOptions(seo),
          ),
        ),
  ]);
  const nearbyById = new Map(nearbyPrices?.places.map((entry) => [entry.place.placeId, entry]));
  return {
    ...base,
    kind: "place" as const,
    addresses: pageAddresses(seo.origins, "car-location", seo.locale, location.params),
    location: {
      title: location.title,
      intro: location.intro,
      sections: location.sections,
      metaTitle: location.metaTitle ?? null,
      description: location.metaDescription ?? summary(plainText(location.intro)),
      params: location.params,
    },
    city: cityPage ? { title: cityPage.title, params: cityPage.params } : null,
    place,
    nearby: nearby.map((candidate) => ({
      title: candidate.title,
      params: candidate.params,
      fromDailyRate: nearbyById.get(candidate.placeId)?.fromDailyRate ?? null,
    })),
  };
}

export default function CarLocationPage({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "country" ? <CountryPage data={loaderData} /> : <PlacePage data={loaderData} />;
}

type LoaderData = Route.ComponentProps["loaderData"];

function CountryPage({ data }: { data: Extract<LoaderData, { kind: "country" }> }) {
  const { t, i18n } = useLingui();
  const { seo, addresses } = data;
  const locale = seo.locale;
  const name = data.countryCode
    ? countryName(data.countryCode, LOCALE_TAGS[locale], humanizeSlug(data.country, locale))
    : humanizeSlug(data.country, locale);
  const heading = t`Car rental in ${name}`;
  const description = t`Airports, city centres and districts where you can pick up a rental car.`;
  const items = data.locations.map((location) => ({
    name: location.title,
    href: absoluteHref(seo.origins, "car-location", locale, location.params),
  }));
  return (
    <SeoPage
      seo={seo}
      addresses={addresses}
      trail={[
        homeStep,
        carRentalStep(i18n),
        locationsStep(i18n),
        { name, page: "location", params: { name: data.country } },
      ]}
      heading={heading}
      lead={description}
      description={description}
      structuredData={[
        {
          "@type": "Country",
          name,
          url: addresses.canonical,
          ...(data.countryCode ? { identifier: data.countryCode } : {}),
        },
        itemList(heading, items),
      ]}
    >
      <FromPrice price={data.fromDailyRate} locale={locale} />
      <SearchForm {...carSearchForm(seo, data.age)} />
      <SeoSection id="seo-locations" title={t`Rental locations`}>
        <SeoLinkList
          locale={locale}
          links={data.locations.map((location) => ({
            to: hrefFor("car-location", locale, location.params),
            name: location.title,
            detail: location.cityName,
            price: location.fromDailyRate,
          }))}
        />
      </SeoSection>
    </SeoPage>
  );
}

function PlacePage({ data }: { data: Extract<LoaderData, { kind: "place" }> }) {
  const { t, i18n } = useLingui();
  const { seo, addresses, location, place } = data;
  const locale = seo.locale;
  const localeTag = LOCALE_TAGS[locale];
  const countryLabel = place
    ? countryName(place.place.countryCode, localeTag, humanizeSlug(data.country, locale))
    : humanizeSlug(data.country, locale);
  const steps: TrailStep[] = [
    homeStep,
    carRentalStep(i18n),
    locationsStep(i18n),
    { name: countryLabel, page: "location", params: { name: data.country } },
    ...(data.city && location.params.slug
      ? [{ name: data.city.title, page: "car-location" as const, params: data.city.params }]
      : []),
    { name: location.title, page: "car-location", params: location.params },
  ];
  const price = place?.fromDailyRate ?? null;
  const structuredData = [
    ...(place
      ? [
          rentalPlace({
            name: place.place.name,
            url: addresses.canonical,
            description: location.description,
            kind: place.place.kind,
            lat: place.place.lat,
            lon: place.place.lon,
            countryCode: place.place.countryCode,
            iata: place.place.iata,
          }),
        ]
      : []),
    ...(price
      ? [
          rentalProduct({
            name: location.title,
            url: addresses.canonical,
            description: location.description,
            lowest: price,
            offerCount: place?.suppliers.length,
          }),
        ]
      : []),
  ];
  return (
    <SeoPage
      seo={seo}
      addresses={addresses}
      trail={steps}
      heading={location.title}
      documentTitle={location.metaTitle ?? undefined}
      description={location.description}
      structuredData={structuredData}
    >
      <FromPrice price={price} locale={locale} />
      <SearchForm
        {...carSearchForm(
          seo,
          data.age,
          place
            ? {
                text: place.place.iata ? `${place.place.name} (${place.place.iata})` : place.place.name,
                point: `${place.place.lat},${place.place.lon}`,
                placeId: place.place.placeId,
              }
            : undefined,
        )}
      />
      <RichText html={location.intro} as="section" className="rich-text seo-intro" />
      {place && place.suppliers.length > 0 ? (
        <SeoSection id="seo-companies" title={t`Rental companies here`}>
          <SeoLinkList
            locale={locale}
            links={supplierLinks(place.suppliers, locale, (supplier) =>
              supplier.rating.participants > 0 ? formatScore(i18n, supplier.rating.point, localeTag) : "",
            )}
          />
        </SeoSection>
      ) : null}
      {place ? (
        <ClassPrices
          classes={place.classes}
          label={(carClass) => optionLabel(i18n, "c", carClass, undefined, seo.currency, localeTag)}
          locale={locale}
        />
      ) : null}
      {location.sections.map((section, index) => (
        <SeoSection key={section.heading} id={`seo-section-${index}`} title={section.heading}>
          <RichText html={section.body} className="rich-text" />
        </SeoSection>
      ))}
      {data.nearby.length > 0 ? (
        <SeoSection id="seo-nearby" title={t`Nearby rental locations`}>
          <SeoLinkList
            locale={locale}
            links={data.nearby.map((candidate) => ({
              to: hrefFor("car-location", locale, candidate.params),
              name: candidate.title,
              price: candidate.fromDailyRate,
            }))}
          />
        </SeoSection>
      ) : null}
    </SeoPage>
  );
}

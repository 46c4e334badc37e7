import { useLingui } from "@lingui/react/macro";
import { SearchForm } from "~/features/car-search/search-form";
import { carSearchForm } from "~/features/seo-pages/form-dates";
import { countryName } from "~/features/seo-pages/crumbs";
import { lowestPrice } from "~/features/seo-pages/lowest-price";
import {
  carLandingPage,
  catalogOptions,
  catalogOrNull,
  loadSeoLocations,
} from "~/features/seo-pages/seo-content.server";
import { FromPrice, SeoLinkList, SeoListPage, SeoSection } from "~/features/seo-pages/seo-page";
import { carRentalStep, homeStep, locationsStep } from "~/features/seo-pages/trail";
import { humanizeSlug } from "~/lib/humanize-slug";
import { upstreamsContext } from "~/lib/request-context";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/seo-pages.css?url";
import type { Route } from "./+types/locations-car";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** Every car rental location with a landing page, by city, with starting prices. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = carLandingPage(request, context, "locations-car");
  const { seo } = page;
  const locations = await loadSeoLocations(context, seo, (html) => html);
  const prices =
    locations.length === 0
      ? null
      : await catalogOrNull(seo, "places", () =>
          context.get(upstreamsContext).mainApi.catalog.places(
            locations.map((location) => location.placeId),
            catalogOptions(seo),
          ),
        );
  const byPlace = new Map(prices?.places.map((entry) => [entry.place.placeId, entry]));
  const rows = locations.map((location) => {
    const entry = byPlace.get(location.placeId);
    return {
      title: location.title,
      country: location.country,
      countryCode: entry?.place.countryCode ?? null,
      city: location.city,
      cityName: entry?.place.cityName ?? humanizeSlug(location.city, seo.locale),
      params: location.params,
      fromDailyRate: entry?.fromDailyRate ?? null,
    };
  });
  return { ...page, rows, fromDailyRate: lowestPrice(rows.map((row) => row.fromDailyRate)) };
}

export default function LocationsCarPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { seo, addresses, rows } = loaderData;
  const locale = seo.locale;
  const heading = t`Car rental locations`;
  const description = t`Airports, city centres and districts where you can pick up a rental car.`;
  const byCity = new Map<string, (typeof rows)[number][]>();
  for (const row of rows)
    byCity.set(`${row.country}/${row.city}`, [...(byCity.get(`${row.country}/${row.city}`) ?? []), row]);
  const countries = [...new Map(rows.map((row) => [row.country, row])).values()];
  return (
    <SeoListPage
      seo={seo}
      addresses={addresses}
      trail={[homeStep, carRentalStep(i18n), locationsStep(i18n)]}
      heading={heading}
      description={description}
      listed={{ page: "car-location", items: rows.map((row) => ({ name: row.title, params: row.params })) }}
    >
      <FromPrice price={loaderData.fromDailyRate} locale={locale} />
      <SearchForm {...carSearchForm(seo, loaderData.age)} />
      {[...byCity].map(([key, cityRows], index) => (
        <SeoSection key={key} id={`seo-city-${index}`} title={cityRows[0]!.cityName}>
          <SeoLinkList
            locale={locale}
            links={cityRows.map((row) => ({
              to: hrefFor("car-location", locale, row.params),
              name: row.title,
              price: row.fromDailyRate,
            }))}
          />
        </SeoSection>
      ))}
      <SeoSection id="seo-countries" title={t`Countries`}>
        <SeoLinkList
          locale={locale}
          links={countries.map((row) => ({
            to: hrefFor("location", locale, { name: row.country }),
            name: row.countryCode
              ? countryName(row.countryCode, LOCALE_TAGS[locale], humanizeSlug(row.country, locale))
              : humanizeSlug(row.country, locale),
          }))}
        />
      </SeoSection>
    </SeoListPage>
  );
}

import { useLingui } from "@lingui/react/macro";
import { RichText } from "~/lib/cms/rich-text";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { countryName, summary, type TrailStep } from "~/features/seo-pages/crumbs";
import { FlightSearchForm } from "~/features/flight-search/flight-search-form";
import { formAirportsOf } from "~/features/flight-search/form-airports";
import { loadFlightDestinations, notFound, plainText, seoRequest } from "~/features/seo-pages/seo-content.server";
import { SeoLinkList, SeoPage, SeoSection } from "~/features/seo-pages/seo-page";
import { itemList } from "~/features/seo-pages/structured-data";
import { flightsStep, homeStep } from "~/features/seo-pages/trail";
import { humanizeSlug } from "~/lib/humanize-slug";
import { absoluteHref, pageAddresses } from "~/lib/seo";
import { parseSlugParams } from "~/lib/validate-request.server";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/seo-pages.css?url";
import type { Route } from "./+types/flight-location";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/**
 * Flight destination pages from the content service (`cities` of kind flight-destination): a
 * country (`/ucak-bileti/{country}`), a city (`/ucak-bileti/{country}/{city}`) and one of its
 * airports (`/flight/{country}/{city}/{airport}`). Anything else is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slugs = parseSlugParams(request, params, ["name", "city", "slug"]);
  const seo = seoRequest(request, context);
  const all = await loadFlightDestinations(context, seo, sanitizeRichText);
  const inCountry = all.filter((destination) => destination.country === slugs.name);
  if (inCountry.length === 0 || !slugs.name) throw notFound();
  const airports = formAirportsOf(all);
  const base = { seo, country: slugs.name, countryCode: inCountry[0]!.countryCode, airports };
  if (!slugs.city) {
    return {
      ...base,
      kind: "country" as const,
      addresses: pageAddresses(seo.origins, "flight-location", seo.locale, { name: slugs.name }),
      destinations: inCountry.map((destination) => ({
        name: destination.name,
        title: destination.title,
        slug: destination.slug,
        airports: destination.airports.map((airport) => airport.iata),
      })),
    };
  }
  const destination = inCountry.find((candidate) => candidate.slug === slugs.city);
  if (!destination) throw notFound();
  const airport = slugs.slug ? destination.airports.find((candidate) => candidate.slug === slugs.slug) : undefined;
  if (slugs.slug && !airport) throw notFound();
  const pageParams = {
    name: slugs.name,
    city: destination.slug,
    ...(airport ? { slug: airport.slug } : {}),
  };
  return {
    ...base,
    kind: "destination" as const,
    addresses: pageAddresses(seo.origins, "flight-location", seo.locale, pageParams),
    destination: {
      name: destination.name,
      slug: destination.slug,
      title: destination.title,
      metaTitle: destination.metaTitle ?? null,
      description: destination.metaDescription ?? summary(plainText(destination.intro)),
      intro: destination.intro,
      airports: destination.airports,
    },
    airport: airport ?? null,
  };
}

export default function FlightLocationPage({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "country" ? <CountryPage data={loaderData} /> : <DestinationPage data={loaderData} />;
}

type LoaderData = Route.ComponentProps["loaderData"];

/** A city page searches every airport of a city that has several. */
const cityType = (airports: readonly unknown[]) => (airports.length > 1 ? ("city" as const) : ("airport" as const));

function CountryPage({ data }: { data: Extract<LoaderData, { kind: "country" }> }) {
  const { t, i18n } = useLingui();
  const { seo, addresses } = data;
  const locale = seo.locale;
  const place = countryName(data.countryCode, LOCALE_TAGS[locale], humanizeSlug(data.country, locale));
  const heading = t`Flights to ${place}`;
  const description = t`Airlines, airports and the cheapest days to fly.`;
  const destinations = data.destinations.map((destination) => ({
    ...destination,
    to: hrefFor("flight-location", locale, { name: data.country, city: destination.slug }),
    href: absoluteHref(seo.origins, "flight-location", locale, { name: data.country, city: destination.slug }),
  }));
  return (
    <SeoPage
      seo={seo}
      addresses={addresses}
      trail={[homeStep, flightsStep(i18n), { name: place, page: "flight-location", params: { name: data.country } }]}
      heading={heading}
      lead={description}
      description={`${heading}: ${description}`}
      structuredData={[
        { "@type": "Country", name: place, url: addresses.canonical, identifier: data.countryCode },
        itemList(
          heading,
          destinations.map((destination) => ({ name: destination.title, href: destination.href })),
        ),
      ]}
    >
      <FlightSearchForm airports={data.airports} today={seo.today} />
      <SeoSection id="seo-destinations" title={t`Destinations`}>
        <SeoLinkList
          locale={locale}
          links={destinations.map((destination) => ({
            to: destination.to,
            name: destination.title,
            detail: destination.airports.join(", "),
          }))}
        />
      </SeoSection>
    </SeoPage>
  );
}

function DestinationPage({ data }: { data: Extract<LoaderData, { kind: "destination" }> }) {
  const { t, i18n } = useLingui();
  const { seo, addresses, destination, airport } = data;
  const locale = seo.locale;
  const localeTag = LOCALE_TAGS[locale];
  const countryLabel = countryName(data.countryCode, localeTag, humanizeSlug(data.country, locale));
  const place = airport ? `${airport.name} (${airport.iata})` : destination.name;
  const heading = airport ? t`Flights to ${place}` : destination.title;
  const cityParams = { name: data.country, city: destination.slug };
  const steps: TrailStep[] = [
    homeStep,
    flightsStep(i18n),
    { name: countryLabel, page: "flight-location", params: { name: data.country } },
    { name: destination.title, page: "flight-location", params: cityParams },
    ...(airport
      ? [{ name: heading, page: "flight-location" as const, params: { ...cityParams, slug: airport.slug } }]
      : []),
  ];
  const target = airport ?? destination.airports[0];
  const structured = airport
    ? {
        "@type": "Airport",
        name: airport.name,
        iataCode: airport.iata,
        url: addresses.canonical,
        address: { "@type": "PostalAddress", addressLocality: destination.name, addressCountry: data.countryCode },
      }
    : {
        "@type": "City",
        name: destination.name,
        url: addresses.canonical,
        description: destination.description,
        containedInPlace: { "@type": "Country", name: countryLabel },
        containsPlace: destination.airports.map((item) => ({
          "@type": "Airport",
          name: item.name,
          iataCode: item.iata,
        })),
      };
  return (
    <SeoPage
      seo={seo}
      addresses={addresses}
      trail={steps}
      heading={heading}
      documentTitle={airport ? undefined : (destination.metaTitle ?? undefined)}
      description={destination.description}
      structuredData={[structured]}
    >
      <FlightSearchForm
        airports={data.airports}
        today={seo.today}
        initial={target ? { d_p: target.iata, dpt: airport ? "airport" : cityType(destination.airports) } : {}}
      />
      <RichText html={destination.intro} as="section" className="rich-text seo-intro" />
      <SeoSection id="seo-airports" title={t`Airports`}>
        <SeoLinkList
          locale={locale}
          links={destination.airports.map((item) => ({
            to: hrefFor("flight-location", locale, { ...cityParams, slug: item.slug }),
            name: `${item.name} (${item.iata})`,
          }))}
        />
      </SeoSection>
    </SeoPage>
  );
}

import { useLingui } from "@lingui/react/macro";
import { RichText } from "~/lib/cms/rich-text";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { summary } from "~/features/seo-pages/crumbs";
import { FlightSearchForm } from "~/features/flight-search/flight-search-form";
import { formAirportsOf } from "~/features/flight-search/form-airports";
import {
  landingPage,
  loadAirlines,
  loadFlightDestinations,
  notFound,
  plainText,
} from "~/features/seo-pages/seo-content.server";
import { SeoLinkList, SeoPage, SeoSection } from "~/features/seo-pages/seo-page";
import { airlinesStep, flightsStep, homeStep } from "~/features/seo-pages/trail";
import { parseSlugParams } from "~/lib/validate-request.server";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/seo-pages.css?url";
import type { Route } from "./+types/supplier-flight";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** An airline's page, from the content service's `airlines` (which decides whether it exists). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { slug = "" } = parseSlugParams(request, params, ["slug"]);
  const page = landingPage(request, context, "supplier-flight", { slug });
  const { seo } = page;
  const [airlines, destinations] = await Promise.all([
    loadAirlines(context, seo, sanitizeRichText),
    loadFlightDestinations(context, seo, (html) => html, { required: false }),
  ]);
  const airline = airlines.find((candidate) => candidate.slug === slug);
  if (!airline) throw notFound();
  const airports = formAirportsOf(destinations);
  // Where it flies from, among the destinations with a page.
  const served = destinations.filter((destination) =>
    destination.airports.some((airport) => airline.hubs.includes(airport.iata)),
  );
  return {
    ...page,
    airline: {
      code: airline.code,
      slug: airline.slug,
      name: airline.name,
      hubs: airline.hubs,
      hasBusiness: airline.hasBusiness,
      intro: airline.intro,
      description: airline.metaDescription ?? summary(plainText(airline.intro)),
    },
    hubs: served.map((destination) => ({
      title: destination.title,
      params: { name: destination.country, city: destination.slug },
    })),
    destinations: destinations.map((destination) => ({
      title: destination.title,
      params: { name: destination.country, city: destination.slug },
    })),
    airports,
  };
}

export default function SupplierFlightPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { seo, addresses, airline } = loaderData;
  const locale = seo.locale;
  const name = airline.name;
  const heading = t`${name} flight tickets`;
  const origin = loaderData.airports.find((airport) => airline.hubs.includes(airport.code))?.code;
  return (
    <SeoPage
      seo={seo}
      addresses={addresses}
      trail={[
        homeStep,
        flightsStep(i18n),
        airlinesStep(i18n),
        { name, page: "supplier-flight", params: { slug: airline.slug } },
      ]}
      heading={heading}
      lead={t`Routes, baggage allowances and fares of this airline.`}
      description={airline.description}
      structuredData={[
        {
          "@type": "Airline",
          name,
          iataCode: airline.code,
          url: addresses.canonical,
          description: airline.description,
        },
      ]}
    >
      <FlightSearchForm airports={loaderData.airports} today={seo.today} initial={{ p_p: origin }} />
      <RichText html={airline.intro} as="section" className="rich-text seo-intro" />
      <SeoSection id="seo-airline-facts" title={t`At a glance`}>
        <dl className="summary">
          <dt>{t`IATA code`}</dt>
          <dd>{airline.code}</dd>
          <dt>{t`Hubs`}</dt>
          <dd>{airline.hubs.join(", ")}</dd>
          <dt>{t`Business class`}</dt>
          <dd>{airline.hasBusiness ? t`Yes` : t`No`}</dd>
        </dl>
      </SeoSection>
      <SeoSection id="seo-destinations" title={t`Destinations`}>
        <SeoLinkList
          locale={locale}
          links={loaderData.destinations.map((destination) => ({
            to: hrefFor("flight-location", locale, destination.params),
            name: destination.title,
          }))}
        />
      </SeoSection>
    </SeoPage>
  );
}

import { useLingui } from "@lingui/react/macro";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { FlightSearchForm } from "~/features/seo-pages/flight-search-form";
import { landingPage, loadAirlines, loadFaqs, loadFlightDestinations } from "~/features/seo-pages/seo-content.server";
import { FaqSection, SeoLinkList, SeoListPage, SeoSection } from "~/features/seo-pages/seo-page";
import { faqPage } from "~/features/seo-pages/structured-data";
import { flightsStep, homeStep } from "~/features/seo-pages/trail";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/seo-pages.css?url";
import type { Route } from "./+types/flight-home";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** The flight tickets home: a flight search, destinations, airlines and flight questions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = landingPage(request, context, "flight-home");
  const [destinations, airlines, faqs] = await Promise.all([
    loadFlightDestinations(context, page.seo, (html) => html, { required: false }),
    loadAirlines(context, page.seo, (html) => html, { required: false }),
    loadFaqs(context, page.seo, "flight", sanitizeRichText),
  ]);
  return {
    ...page,
    destinations: destinations.map((destination) => ({
      title: destination.title,
      params: { name: destination.country, city: destination.slug },
      airports: destination.airports.map((airport) => airport.iata),
    })),
    airlines: airlines.map(({ slug, name, code }) => ({ slug, name, code })),
    airports: destinations.flatMap((destination) => destination.airports),
    faqs,
  };
}

export default function FlightHomePage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { seo, addresses, destinations, airlines, faqs } = loaderData;
  const locale = seo.locale;
  const heading = t`Flight tickets`;
  const description = t`Domestic and international flights from every airline, compared in one place.`;
  return (
    <SeoListPage
      seo={seo}
      addresses={addresses}
      trail={[homeStep, flightsStep(i18n)]}
      heading={heading}
      description={description}
      listed={{
        page: "flight-location",
        items: destinations.map((destination) => ({ name: destination.title, params: destination.params })),
      }}
      structuredData={faqPage(faqs)}
    >
      <FlightSearchForm seo={seo} airports={loaderData.airports} />
      <SeoSection id="seo-destinations" title={t`Destinations`}>
        <SeoLinkList
          locale={locale}
          links={destinations.map((destination) => ({
            to: hrefFor("flight-location", locale, destination.params),
            name: destination.title,
            detail: destination.airports.join(", "),
          }))}
        />
      </SeoSection>
      <SeoSection id="seo-airlines" title={t`Airlines`}>
        <SeoLinkList
          locale={locale}
          links={airlines.map((airline) => ({
            to: hrefFor("supplier-flight", locale, { slug: airline.slug }),
            name: airline.name,
            detail: airline.code,
          }))}
        />
      </SeoSection>
      <FaqSection id="seo-flight-faqs" faqs={faqs} />
    </SeoListPage>
  );
}

import { useLingui } from "@lingui/react/macro";
import { isbot } from "isbot";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { loadCheapTickets } from "~/features/flight-search/cheap-tickets.server";
import { popularRoutes } from "~/features/flight-search/cheap-tickets";
import { CheapTicketsSection } from "~/features/flight-search/cheap-tickets-section";
import { loadCheckInLinks } from "~/features/flight-search/check-in.server";
import { FlightGuidesSection } from "~/features/flight-search/flight-guides";
import { loadFlightGuides } from "~/features/flight-search/flight-guides.server";
import { CheckInSection } from "~/features/flight-search/check-in-section";
import { formAirportsOf } from "~/features/flight-search/form-airports";
import { FlightSearchForm } from "~/features/flight-search/flight-search-form";
import { CampaignsSection } from "~/features/home-sections/campaigns-section";
import { DestinationCards } from "~/features/home-sections/destination-cards";
import { HomeHero } from "~/features/home-sections/home-hero";
import { loadHomeContent } from "~/features/home-sections/home-content.server";
import { CancellationSection, ReservationLookupSection } from "~/features/home-sections/manage-booking-sections";
import { MobileAppSection } from "~/features/home-sections/mobile-app-section";
import { TrustSignals } from "~/features/home-sections/trust-signals";
import { landingPage, loadAirlines, loadFaqs, loadFlightDestinations } from "~/features/seo-pages/seo-content.server";
import { FaqSection, SeoLinkList, SeoListPage, SeoSection } from "~/features/seo-pages/seo-page";
import { faqPage } from "~/features/seo-pages/structured-data";
import { flightsStep, homeStep } from "~/features/seo-pages/trail";
import { destinationImage, HERO_IMAGES } from "~/lib/destination-images";
import { NO_SCRIPT_PARAM } from "~/lib/no-script";
import { hrefFor } from "~/routing/route-table";
import homeStylesheet from "~/styles/home.css?url";
import stylesheet from "~/styles/seo-pages.css?url";
import type { Route } from "./+types/flight-home";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "stylesheet", href: homeStylesheet },
];

/**
 * The flight tickets home (spec section 2): the flight search, cheap tickets on popular routes
 * (priced by a real search, streamed), guides, destinations, airlines with their online check-in, flight
 * campaigns, the reservation lookup and cancellation, flight questions and the mobile app.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = landingPage(request, context, "flight-home");
  const [destinations, airlines, faqs, checkIn, guides, home] = await Promise.all([
    loadFlightDestinations(context, page.seo, (html) => html, { required: false }),
    loadAirlines(context, page.seo, (html) => html, { required: false }),
    loadFaqs(context, page.seo, "flight", sanitizeRichText),
    loadCheckInLinks(context),
    loadFlightGuides(context),
    loadHomeContent(context, { page: "flight" }),
  ]);
  const cheapTickets = loadCheapTickets(context, popularRoutes(destinations), page.seo.today);
  // Crawlers and browsers without JavaScript cannot reveal a streamed part: they get it inline.
  const inline =
    isbot(request.headers.get("user-agent") ?? "") || new URL(request.url).searchParams.has(NO_SCRIPT_PARAM);
  return {
    ...page,
    destinations: destinations.map((destination) => ({
      title: destination.title,
      params: { name: destination.country, city: destination.slug },
      airports: destination.airports.map((airport) => airport.iata),
    })),
    airlines: airlines.map(({ slug, name, code }) => ({ slug, name, code })),
    formAirports: formAirportsOf(destinations),
    cheapTickets: inline ? await cheapTickets : cheapTickets,
    checkIn,
    guides,
    campaigns: home.campaigns ?? [],
    apps: home.apps,
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
      hero={
        <HomeHero image={HERO_IMAGES.flight} heading={heading} lead={description}>
          <FlightSearchForm airports={loaderData.formAirports} today={seo.today} />
        </HomeHero>
      }
    >
      <TrustSignals page="flight" />
      <CheapTicketsSection tickets={loaderData.cheapTickets} />
      <FlightGuidesSection guides={loaderData.guides} />
      <SeoSection id="seo-destinations" title={t`Destinations`}>
        <DestinationCards
          cards={destinations.map((destination) => ({
            href: hrefFor("flight-location", locale, destination.params),
            title: destination.title,
            image: destinationImage(destination.params.city),
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
      <CheckInSection airlines={loaderData.checkIn} />
      {loaderData.campaigns.length > 0 ? <CampaignsSection campaigns={loaderData.campaigns} page="flight" /> : null}
      <ReservationLookupSection />
      <CancellationSection />
      <FaqSection id="seo-flight-faqs" faqs={faqs} />
      <MobileAppSection apps={loaderData.apps} />
    </SeoListPage>
  );
}

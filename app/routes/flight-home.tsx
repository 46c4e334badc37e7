import { useLingui } from "@lingui/react/macro";
import { RichText } from "~/lib/cms/rich-text";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { crumbTrail } from "~/features/seo-pages/crumbs";
import { FlightSearchForm } from "~/features/seo-pages/flight-search-form";
import { loadAirlines, loadFaqs, loadFlightDestinations, seoRequest } from "~/features/seo-pages/seo-content.server";
import { SeoLinkList, SeoPage, SeoSection } from "~/features/seo-pages/seo-page";
import { itemList } from "~/features/seo-pages/structured-data";
import { flightsStep, homeStep } from "~/features/seo-pages/trail";
import { absoluteHref, pageAddresses } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/seo-pages.css?url";
import type { Route } from "./+types/flight-home";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** The flight tickets home: a flight search, destinations, airlines and flight questions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = seoRequest(request, context);
  const [destinations, airlines, faqs] = await Promise.all([
    loadFlightDestinations(context, seo, (html) => html, { required: false }),
    loadAirlines(context, seo, (html) => html, { required: false }),
    loadFaqs(context, seo, "flight", sanitizeRichText),
  ]);
  return {
    seo,
    addresses: pageAddresses(seo.origins, "flight-home", seo.locale),
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
  const trail = crumbTrail(seo.origins, locale, [homeStep, flightsStep(i18n)]);
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
          destinations.map((destination) => ({
            name: destination.title,
            href: absoluteHref(seo.origins, "flight-location", locale, destination.params),
          })),
        ),
        ...(faqs && faqs.length > 0
          ? [
              {
                "@type": "FAQPage",
                mainEntity: faqs.map((faq) => ({
                  "@type": "Question",
                  name: faq.question,
                  acceptedAnswer: { "@type": "Answer", text: faq.answerText },
                })),
              },
            ]
          : []),
      ]}
    >
      <FlightSearchForm
        action={hrefFor("flight-search", locale)}
        airports={loaderData.airports}
        today={seo.today}
        localeTag={LOCALE_TAGS[locale]}
      />
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
      {faqs && faqs.length > 0 ? (
        <SeoSection id="seo-flight-faqs" title={t`Questions and answers`}>
          {faqs.map((faq) => (
            <details key={faq.id} className="seo-faq">
              <summary>{faq.question}</summary>
              <RichText html={faq.answer} className="rich-text" />
            </details>
          ))}
        </SeoSection>
      ) : null}
    </SeoPage>
  );
}

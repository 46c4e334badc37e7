import { useLingui } from "@lingui/react/macro";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { crumbTrail } from "~/features/seo-pages/crumbs";
import { FlightSearchForm } from "~/features/seo-pages/flight-search-form";
import { loadAirlines, loadFlightDestinations, seoRequest } from "~/features/seo-pages/seo-content.server";
import { SeoLinkList, SeoPage, SeoSection } from "~/features/seo-pages/seo-page";
import { itemList } from "~/features/seo-pages/structured-data";
import { airlinesStep, flightsStep, homeStep } from "~/features/seo-pages/trail";
import { absoluteHref, pageAddresses } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/seo-pages.css?url";
import type { Route } from "./+types/suppliers-flight";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** The airlines sold in the shop (content service `airlines`), each linking to its page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = seoRequest(request, context);
  const [airlines, destinations] = await Promise.all([
    loadAirlines(context, seo, sanitizeRichText),
    loadFlightDestinations(context, seo, (html) => html, { required: false }),
  ]);
  return {
    seo,
    addresses: pageAddresses(seo.origins, "suppliers-flight", seo.locale),
    airlines: airlines.map(({ code, slug, name, hubs }) => ({ code, slug, name, hubs })),
    airports: destinations.flatMap((destination) => destination.airports),
  };
}

export default function SuppliersFlightPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { seo, addresses, airlines } = loaderData;
  const locale = seo.locale;
  const heading = t`Airlines`;
  const description = t`The airlines you can book with us.`;
  const trail = crumbTrail(seo.origins, locale, [homeStep, flightsStep(i18n), airlinesStep(i18n)]);
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
          airlines.map((airline) => ({
            name: airline.name,
            href: absoluteHref(seo.origins, "supplier-flight", locale, { slug: airline.slug }),
          })),
        ),
      ]}
    >
      <FlightSearchForm
        action={hrefFor("flight-search", locale)}
        airports={loaderData.airports}
        today={seo.today}
        localeTag={LOCALE_TAGS[locale]}
      />
      <SeoSection id="seo-airlines" title={heading}>
        <SeoLinkList
          locale={locale}
          links={airlines.map((airline) => ({
            to: hrefFor("supplier-flight", locale, { slug: airline.slug }),
            name: airline.name,
            detail: `${airline.code} · ${airline.hubs.join(", ")}`,
          }))}
        />
      </SeoSection>
    </SeoPage>
  );
}

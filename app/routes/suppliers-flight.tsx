import { useLingui } from "@lingui/react/macro";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { FlightSearchForm } from "~/features/flight-search/flight-search-form";
import { formAirportsOf } from "~/features/flight-search/form-airports";
import { landingPage, loadAirlines, loadFlightDestinations } from "~/features/seo-pages/seo-content.server";
import { SeoLinkList, SeoListPage, SeoSection } from "~/features/seo-pages/seo-page";
import { airlinesStep, flightsStep, homeStep } from "~/features/seo-pages/trail";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/seo-pages.css?url";
import type { Route } from "./+types/suppliers-flight";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** The airlines sold in the shop (content service `airlines`), each linking to its page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = landingPage(request, context, "suppliers-flight");
  const [airlines, destinations] = await Promise.all([
    loadAirlines(context, page.seo, sanitizeRichText),
    loadFlightDestinations(context, page.seo, (html) => html, { required: false }),
  ]);
  return {
    ...page,
    airlines: airlines.map(({ code, slug, name, hubs }) => ({ code, slug, name, hubs })),
    airports: formAirportsOf(destinations),
  };
}

export default function SuppliersFlightPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { seo, addresses, airlines } = loaderData;
  const locale = seo.locale;
  const heading = t`Airlines`;
  const description = t`The airlines you can book with us.`;
  return (
    <SeoListPage
      seo={seo}
      addresses={addresses}
      trail={[homeStep, flightsStep(i18n), airlinesStep(i18n)]}
      heading={heading}
      description={description}
      listed={{
        page: "supplier-flight",
        items: airlines.map((airline) => ({ name: airline.name, params: { slug: airline.slug } })),
      }}
    >
      <FlightSearchForm airports={loaderData.airports} today={seo.today} />
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
    </SeoListPage>
  );
}

import { useLingui } from "@lingui/react/macro";
import { SearchForm } from "~/features/car-search/search-form";
import { MetaDescription } from "~/features/content-pages/page-parts";
import { loadHomeContent } from "~/features/home-sections/home-content.server";
import { HomeHero } from "~/features/home-sections/home-hero";
import { HomeSections } from "~/features/home-sections/home-sections";
import { TrustSignals } from "~/features/home-sections/trust-signals";
import { HERO_IMAGES } from "~/lib/destination-images";
import { SITE_NAME } from "~/lib/site";
import { readAgePreference } from "~/lib/age-preference";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/home.css?url";
import type { Route } from "./+types/car-home";
import { shopToday } from "~/lib/dates";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    today: shopToday(),
    // The form starts from the age the visitor searched last (the 30–65 range otherwise).
    age: readAgePreference(request),
    sections: await loadHomeContent(context, { page: "car" }),
  };
}

export default function CarHomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const title = t`Car rental`;
  const lead = t`Rental cars from trusted companies at airports and city centres.`;
  return (
    <>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <MetaDescription content={lead} />
      <div className="page home-page">
        <HomeHero image={HERO_IMAGES.home} heading={title} lead={lead}>
          <SearchForm
            action={hrefFor("car-search", locale)}
            today={loaderData.today}
            values={loaderData.age === undefined ? {} : { age: loaderData.age }}
          />
        </HomeHero>
        <TrustSignals page="car" />
        <HomeSections content={loaderData.sections} />
      </div>
    </>
  );
}

import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";
import { SearchForm } from "~/features/car-search/search-form";
import { loadHomeContent } from "~/features/home-sections/home-content.server";
import { HomeSections } from "~/features/home-sections/home-sections";
import { readAgePreference } from "~/lib/age-preference";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";
import type { Route } from "./+types/home";
import { shopToday } from "~/lib/dates";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    today: shopToday(),
    // The form starts from the age the visitor searched last (the 30–65 range otherwise).
    age: readAgePreference(request),
    sections: await loadHomeContent(context, { page: "home" }),
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <PageShell
      title={t`Rent a car, book a flight`}
      lead={t`Compare offers from trusted rental companies and airlines across Türkiye and the world, and book securely.`}
    >
      <SearchForm
        action={hrefFor("car-search", locale)}
        today={loaderData.today}
        values={loaderData.age === undefined ? {} : { age: loaderData.age }}
      />
      <HomeSections content={loaderData.sections} />
    </PageShell>
  );
}

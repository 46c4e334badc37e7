import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";
import { SearchForm } from "~/features/car-search/search-form";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";
import type { Route } from "./+types/home";

export function loader() {
  return { today: new Date().toISOString().slice(0, 10) };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <PageShell
      title={t`Rent a car, book a flight`}
      lead={t`Compare offers from trusted rental companies and airlines across Türkiye and the world, and book securely.`}
    >
      <SearchForm action={hrefFor("car-search", locale)} today={loaderData.today} />
    </PageShell>
  );
}

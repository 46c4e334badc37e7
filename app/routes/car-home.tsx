import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";
import { SearchForm } from "~/features/car-search/search-form";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";
import type { Route } from "./+types/car-home";

export function loader() {
  return { today: new Date().toISOString().slice(0, 10) };
}

export default function CarHomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <PageShell title={t`Car rental`} lead={t`Rental cars from trusted companies at airports and city centres.`}>
      <SearchForm action={hrefFor("car-search", locale)} today={loaderData.today} />
    </PageShell>
  );
}

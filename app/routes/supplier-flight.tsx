import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";
import { humanizeSlug } from "~/lib/humanize-slug";
import { useLocale } from "~/lib/use-locale";
import { parseSlugParams } from "~/lib/validate-request.server";
import type { Route } from "./+types/supplier-flight";

export function loader({ request, params }: Route.LoaderArgs) {
  return parseSlugParams(request, params, ["slug"]);
}

export default function SupplierFlightPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const name = humanizeSlug(loaderData.slug ?? "", locale);
  return (
    <PageShell title={t`${name} flight tickets`} lead={t`Routes, baggage allowances and fares of this airline.`} />
  );
}

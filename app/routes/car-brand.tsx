import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";
import { humanizeSlug } from "~/lib/humanize-slug";
import { useLocale } from "~/lib/use-locale";
import { parseSlugParams } from "~/lib/validate-request.server";
import type { Route } from "./+types/car-brand";

export function loader({ request, params }: Route.LoaderArgs) {
  return parseSlugParams(request, params, ["brand", "model"]);
}

export default function CarBrandPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const name = [loaderData.brand, loaderData.model]
    .filter((part): part is string => part !== undefined)
    .map((part) => humanizeSlug(part, locale))
    .join(" ");
  return <PageShell title={t`Rent a ${name}`} lead={t`Rental offers for this car, with prices from every company.`} />;
}

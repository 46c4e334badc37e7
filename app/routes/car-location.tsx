import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";
import { humanizeSlug } from "~/lib/humanize-slug";
import { useLocale } from "~/lib/use-locale";
import { parseSlugParams } from "~/lib/validate-request.server";
import type { Route } from "./+types/car-location";

export function loader({ request, params }: Route.LoaderArgs) {
  return parseSlugParams(request, params, ["name", "city", "slug"]);
}

/** Car rental landing page for a place: serves both /locations/… and /car/… (and their aliases). */
export default function CarLocationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const place = humanizeSlug(loaderData.slug ?? loaderData.city ?? loaderData.name ?? "", locale);
  return (
    <PageShell
      title={t`Car rental in ${place}`}
      lead={t`Rental offices, prices and tips for picking up your car here.`}
    />
  );
}

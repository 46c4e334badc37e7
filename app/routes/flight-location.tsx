import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";
import { humanizeSlug } from "~/lib/humanize-slug";
import { useLocale } from "~/lib/use-locale";
import { parseSlugParams } from "~/lib/validate-request.server";
import type { Route } from "./+types/flight-location";

export function loader({ request, params }: Route.LoaderArgs) {
  return parseSlugParams(request, params, ["name", "city", "slug"]);
}

export default function FlightLocationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const place = humanizeSlug(loaderData.slug ?? loaderData.city ?? loaderData.name ?? "", locale);
  return <PageShell title={t`Flights to ${place}`} lead={t`Airlines, airports and the cheapest days to fly.`} />;
}

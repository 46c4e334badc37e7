import { useLingui } from "@lingui/react/macro";
import { z } from "zod";
import { PageShell } from "~/components/page-shell";
import { parseQuery } from "~/lib/validate-request.server";
import type { Route } from "./+types/campaigns";

const campaignsQuery = z.object({ category: z.enum(["car", "flight"]).optional() });

export function loader({ request }: Route.LoaderArgs) {
  return parseQuery(request, campaignsQuery);
}

export default function CampaignsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const title =
    loaderData.category === "car"
      ? t`Car rental campaigns`
      : loaderData.category === "flight"
        ? t`Flight ticket campaigns`
        : t`Campaigns`;
  return <PageShell title={title} lead={t`Current discounts and promotion codes for your next trip.`} />;
}

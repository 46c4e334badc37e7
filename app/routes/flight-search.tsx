import { Trans, useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";
import { flightSearchQuerySchema } from "~/features/flight-search/flight-search-query";
import { formatDashedDate } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import { parseQuery } from "~/lib/validate-request.server";
import type { Route } from "./+types/flight-search";

export function loader({ request }: Route.LoaderArgs) {
  return { query: parseQuery(request, flightSearchQuerySchema) };
}

export default function FlightSearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { query } = loaderData;
  const passengers = query.pa + query.ps + query.pc + query.pi;
  const ready = query.p_p !== undefined && query.d_p !== undefined;
  return (
    <PageShell
      title={t`Flight search`}
      lead={ready ? undefined : t`Choose where you fly from and to, and when, to see the flights.`}
    >
      {ready ? (
        <dl className="summary" aria-label={t`Your search`}>
          <dt>
            <Trans>Route</Trans>
          </dt>
          <dd>
            {query.p_p} → {query.d_p}
          </dd>
          <dt>
            <Trans>Dates</Trans>
          </dt>
          <dd>
            {query.p_d ? formatDashedDate(query.p_d, locale) : ""}
            {query.d_d ? ` – ${formatDashedDate(query.d_d, locale)}` : ""}
          </dd>
          <dt>
            <Trans>Passengers</Trans>
          </dt>
          <dd>{passengers}</dd>
          <dt>
            <Trans>Cabin</Trans>
          </dt>
          <dd>{query.fc === "business" ? t`Business` : t`Economy`}</dd>
        </dl>
      ) : null}
    </PageShell>
  );
}

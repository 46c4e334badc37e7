import { Trans, useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";
import { carSearchQuerySchema, dropoffPoint } from "~/features/car-search/car-search-query";
import { formatDashedDate, formatPoint } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import { parseQuery } from "~/lib/validate-request.server";
import type { Route } from "./+types/car-search";

export function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, carSearchQuerySchema);
  return { query, dropoff: dropoffPoint(query) };
}

export default function CarSearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { query, dropoff } = loaderData;
  return (
    <PageShell
      title={t`Car rental search`}
      lead={query.p_p ? undefined : t`Choose where and when you want to pick up the car to see the offers.`}
    >
      {query.p_p ? (
        <dl className="summary" aria-label={t`Your search`}>
          <dt>
            <Trans>Pickup</Trans>
          </dt>
          <dd>
            {formatPoint(query.p_p, locale)}
            {query.p_d ? ` · ${formatDashedDate(query.p_d, locale)}` : ""}
            {query.p_t ? ` · ${query.p_t}` : ""}
          </dd>
          <dt>
            <Trans>Return</Trans>
          </dt>
          <dd>
            {dropoff ? formatPoint(dropoff, locale) : ""}
            {query.d_d ? ` · ${formatDashedDate(query.d_d, locale)}` : ""}
            {query.d_t ? ` · ${query.d_t}` : ""}
          </dd>
          <dt>
            <Trans>Driver age</Trans>
          </dt>
          <dd>{query.a}</dd>
        </dl>
      ) : null}
    </PageShell>
  );
}

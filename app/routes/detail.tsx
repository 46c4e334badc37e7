import { useLingui } from "@lingui/react/macro";
import { z } from "zod";
import { PageShell } from "~/components/page-shell";
import { opaqueId } from "~/lib/url-schemas";
import { parseQuery } from "~/lib/validate-request.server";
import type { Route } from "./+types/detail";

const detailQuery = z.object({
  code: opaqueId.optional(),
  searchId: opaqueId.optional(),
  orderId: opaqueId.optional(),
});

export function loader({ request }: Route.LoaderArgs) {
  return parseQuery(request, detailQuery);
}

export default function DetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { code } = loaderData;
  return (
    <PageShell
      title={t`Offer details`}
      lead={
        code
          ? t`Offer ${code}: package, extras, rules and the rental office.`
          : t`Choose an offer from the search results to see its details.`
      }
    />
  );
}

import { useLingui } from "@lingui/react/macro";
import { z } from "zod";
import { PageShell } from "~/components/page-shell";
import { parseQuery } from "~/lib/validate-request.server";
import type { Route } from "./+types/account-reservations";

const reservationsQuery = z.object({ type: z.enum(["flightTicket"]).optional() });

export function loader({ request }: Route.LoaderArgs) {
  return parseQuery(request, reservationsQuery);
}

export default function AccountReservationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <PageShell
      title={loaderData.type === "flightTicket" ? t`My flight reservations` : t`My reservations`}
      lead={t`Your upcoming and past bookings, with their documents.`}
    />
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/page-shell";
import { groupedEntries } from "~/features/reservations/reservation-entries";
import { ReservationList } from "~/features/reservations/reservation-list";
import { upstreamsContext } from "~/lib/request-context";
import { useLocale } from "~/lib/use-locale";
import { parseQuery } from "~/lib/validate-request.server";
import { hrefFor } from "~/routing/route-table";
import type { Route } from "./+types/account-reservations";
import reservationStylesheet from "~/styles/reservation.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: reservationStylesheet }];

const reservationsQuery = z.object({ type: z.enum(["flightTicket"]).optional() });

/** The account's car rentals, or with `?type=flightTicket` its flights (guest bookings with its verified contacts included). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { type } = parseQuery(request, reservationsQuery);
  const kind = type === "flightTicket" ? ("flight" as const) : ("car" as const);
  const { orders } = await context.get(upstreamsContext).mainApi.orders.list(type ?? "car");
  return { kind, groups: groupedEntries(orders, Date.now()) };
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function AccountReservationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { kind } = loaderData;
  const base = hrefFor("account-reservations", locale);
  return (
    <PageShell
      title={kind === "flight" ? t`My flight reservations` : t`My reservations`}
      lead={t`Your upcoming and past bookings, with their documents.`}
    >
      <nav className="tabs" aria-label={t`Kind of booking`}>
        <Link className="tabs__tab" to={base} aria-current={kind === "car" ? "page" : undefined}>
          <Trans>Car rentals</Trans>
        </Link>
        <Link
          className="tabs__tab"
          to={`${base}?type=flightTicket`}
          aria-current={kind === "flight" ? "page" : undefined}
        >
          <Trans>Flight tickets</Trans>
        </Link>
      </nav>
      <ReservationList kind={kind} groups={loaderData.groups} />
    </PageShell>
  );
}

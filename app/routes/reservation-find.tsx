import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/page-shell";
import { FindReservationForm } from "~/features/reservations/find-reservation-form";
import { findAction } from "~/features/reservations/find.server";
import { useLocale } from "~/lib/use-locale";
import { parseQuery } from "~/lib/validate-request.server";
import { hrefFor } from "~/routing/route-table";
import { normaliseReservationId } from "~/../shared/reservation-id";
import type { Route } from "./+types/reservation-find";
import reservationStylesheet from "~/styles/reservation.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: reservationStylesheet }];

/** A link may carry the reservation number (the booking's e-mail and SMS); anything else is ignored. */
const findQuery = z.object({ reservationId: z.string().max(64).optional() });

export function loader({ request }: Route.LoaderArgs) {
  const { reservationId } = parseQuery(request, findQuery);
  return { reservationId: normaliseReservationId(reservationId ?? "") ?? "" };
}

export function action({ request, context }: Route.ActionArgs) {
  return findAction(request, context);
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function ReservationFindPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <PageShell
      title={t`Find my reservation`}
      lead={t`Enter your reservation number and e-mail address to see your booking.`}
    >
      <FindReservationForm result={actionData} reservationId={loaderData.reservationId} />
      <p>
        <Trans>Booked while signed in?</Trans>{" "}
        <Link to={hrefFor("account-reservations", locale)}>
          <Trans>My reservations</Trans>
        </Link>
      </p>
    </PageShell>
  );
}

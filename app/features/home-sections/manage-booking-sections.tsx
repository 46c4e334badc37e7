import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";
import { HomeSection } from "./home-section";

/** Finding a reservation by its number and e-mail address (the reservation lookup page). */
export function ReservationLookupSection() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <HomeSection id="home-reservation-lookup" title={t`Already booked?`}>
      <p>
        <Trans>Enter your reservation number and e-mail address to see your booking.</Trans>
      </p>
      <Link className="button button--primary home-section__action" to={hrefFor("reservation-find", locale)}>
        <Trans>Find my reservation</Trans>
      </Link>
    </HomeSection>
  );
}

/** Changing or cancelling a booking (the change and cancel page). */
export function CancellationSection() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <HomeSection id="home-cancellation" title={t`Cancellation and refund`}>
      <p>
        <Trans>Change or cancel a reservation and follow your refund.</Trans>{" "}
        <Trans>What is refunded depends on the cancellation terms of your booking.</Trans>
      </p>
      <Link className="button home-section__action" to={hrefFor("reservation-change", locale)}>
        <Trans>Change or cancel a reservation</Trans>
      </Link>
    </HomeSection>
  );
}

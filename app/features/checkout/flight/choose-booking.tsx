import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { PageShell } from "~/components/page-shell";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";

/** The booking pages opened without naming a booking (an old bookmark, a cut link): where to find it. */
export function ChooseBooking() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <PageShell
      title={t`Flight reservation details`}
      lead={t`Enter your reservation number and e-mail address to see your booking.`}
    >
      <p>
        <Link className="button button--primary" to={hrefFor("reservation-find", locale)}>
          <Trans>Find your booking</Trans>
        </Link>
      </p>
    </PageShell>
  );
}

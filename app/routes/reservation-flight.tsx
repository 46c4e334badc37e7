import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function ReservationFlightPage() {
  const { t } = useLingui();
  return <PageShell title={t`Flight reservation details`} lead={t`Your flight ticket, passengers and documents.`} />;
}

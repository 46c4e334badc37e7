import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function ReservationFlightPdfPage() {
  const { t } = useLingui();
  return <PageShell title={t`Flight ticket`} lead={t`Your e-ticket, ready to print.`} />;
}

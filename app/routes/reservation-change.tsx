import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function ReservationChangePage() {
  const { t } = useLingui();
  return (
    <PageShell title={t`Cancellation and refund`} lead={t`Change or cancel a reservation and follow your refund.`} />
  );
}

import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function ReservationCancelFlightPage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Cancel flight booking`}
      lead={t`See the cancellation conditions and the refund you would receive.`}
    />
  );
}

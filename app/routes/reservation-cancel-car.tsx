import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function ReservationCancelCarPage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Cancel car rental`}
      lead={t`See the cancellation conditions and the refund you would receive.`}
    />
  );
}

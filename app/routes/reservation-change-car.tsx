import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function ReservationChangeCarPage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Cancellation and refund: car rental`}
      lead={t`Change or cancel a car rental reservation and follow your refund.`}
    />
  );
}

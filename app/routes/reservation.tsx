import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function ReservationPage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Reservation details`}
      lead={t`Your car rental reservation, its documents and what you can change.`}
    />
  );
}

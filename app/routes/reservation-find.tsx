import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function ReservationFindPage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Find my reservation`}
      lead={t`Enter your reservation number and e-mail address to see your booking.`}
    />
  );
}

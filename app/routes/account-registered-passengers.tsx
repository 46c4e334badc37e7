import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function AccountRegisteredPassengersPage() {
  const { t } = useLingui();
  return (
    <PageShell title={t`Registered passengers`} lead={t`People you travel with, saved for faster flight bookings.`} />
  );
}

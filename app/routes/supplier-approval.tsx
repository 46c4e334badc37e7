import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function SupplierApprovalPage() {
  const { t } = useLingui();
  return (
    <PageShell title={t`Reservation approval`} lead={t`Rental companies confirm or decline a booking request here.`} />
  );
}

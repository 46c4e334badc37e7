import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function AccountInvoicesPage() {
  const { t } = useLingui();
  return <PageShell title={t`My invoices`} lead={t`Invoices for your reservations, ready to download.`} />;
}

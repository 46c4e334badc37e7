import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function AccountWalletPage() {
  const { t } = useLingui();
  return <PageShell title={t`My wallet`} lead={t`Your wallet balance and its history of refunds and payments.`} />;
}

import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function CheckoutControlPage() {
  const { t } = useLingui();
  return (
    <PageShell title={t`Checking your payment`} lead={t`Please wait while we confirm your payment with your bank.`} />
  );
}

import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function CheckoutFlightPage() {
  const { t } = useLingui();
  return <PageShell title={t`Flight checkout`} lead={t`Passenger details, invoice information and payment.`} />;
}

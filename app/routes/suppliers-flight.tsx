import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function SuppliersFlightPage() {
  const { t } = useLingui();
  return <PageShell title={t`Airlines`} lead={t`The airlines you can book with us.`} />;
}

import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function CarBrandsPage() {
  const { t } = useLingui();
  return <PageShell title={t`Rental car brands`} lead={t`Find a rental car by brand and model.`} />;
}

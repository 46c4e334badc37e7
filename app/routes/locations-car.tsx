import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function LocationsCarPage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Car rental locations`}
      lead={t`Airports, city centres and districts where you can pick up a rental car.`}
    />
  );
}

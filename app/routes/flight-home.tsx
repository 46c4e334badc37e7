import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function FlightHomePage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Flight tickets`}
      lead={t`Domestic and international flights from every airline, compared in one place.`}
    />
  );
}

import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function InvestorPage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Investor relations`}
      lead={t`Financial reports, announcements and corporate governance documents.`}
    />
  );
}

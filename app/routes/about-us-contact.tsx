import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function AboutUsContactPage() {
  const { t } = useLingui();
  return (
    <PageShell title={t`Corporate contact`} lead={t`Our offices, company details and how to reach each department.`} />
  );
}

import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function AboutUsCareerPage() {
  const { t } = useLingui();
  return <PageShell title={t`Careers`} lead={t`Open positions and life at our company.`} />;
}

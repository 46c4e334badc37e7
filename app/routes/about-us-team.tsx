import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function AboutUsTeamPage() {
  const { t } = useLingui();
  return <PageShell title={t`Our team`} lead={t`The people behind the service.`} />;
}

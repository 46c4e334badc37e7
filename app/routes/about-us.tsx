import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function AboutUsPage() {
  const { t } = useLingui();
  return (
    <PageShell title={t`About us`} lead={t`Who we are and how we help travellers rent cars and buy flight tickets.`} />
  );
}

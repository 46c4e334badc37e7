import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function BlogPage() {
  const { t } = useLingui();
  return <PageShell title={t`Blog`} lead={t`Travel guides, rental tips and destination ideas.`} />;
}

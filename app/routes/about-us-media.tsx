import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function AboutUsMediaPage() {
  const { t } = useLingui();
  return <PageShell title={t`In the media`} lead={t`News coverage, press releases and our press kit.`} />;
}

import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function ContactPage() {
  const { t } = useLingui();
  return <PageShell title={t`Contact`} lead={t`Write to us or call us around the clock; we answer every message.`} />;
}

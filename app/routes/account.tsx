import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function AccountPage() {
  const { t } = useLingui();
  return <PageShell title={t`My account`} lead={t`Your profile, contact details and communication preferences.`} />;
}

import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function CarHomePage() {
  const { t } = useLingui();
  return <PageShell title={t`Car rental`} lead={t`Rental cars from trusted companies at airports and city centres.`} />;
}

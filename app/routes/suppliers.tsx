import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function SuppliersPage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Car rental companies`}
      lead={t`The rental companies you can book with us, with their ratings and offices.`}
    />
  );
}

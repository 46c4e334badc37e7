import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function HomePage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Rent a car, book a flight`}
      lead={t`Compare offers from trusted rental companies and airlines across Türkiye and the world, and book securely.`}
    />
  );
}

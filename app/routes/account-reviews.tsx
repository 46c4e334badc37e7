import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function AccountReviewsPage() {
  const { t } = useLingui();
  return <PageShell title={t`My reviews`} lead={t`Reviews you have written about your rentals.`} />;
}

import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";

export default function CarRentalTermsPage() {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Car rental terms`}
      lead={t`Driver age, licence, deposit, mileage and what to bring when you pick up the car.`}
    />
  );
}

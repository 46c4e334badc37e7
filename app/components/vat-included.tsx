import { useLingui } from "@lingui/react/macro";

/** "VAT included", beside every total the visitor pays or paid (consumer price display rules). */
export function VatIncluded() {
  const { t } = useLingui();
  return <span className="price-summary__vat">{t`VAT included`}</span>;
}

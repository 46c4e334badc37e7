import { LANGUAGE_TAGS, type NameLanguage } from "../../../shared/names";

/**
 * Money in the Main API's texts (e-mails, SMS) as the documents print it (documents/pdf-kit.ts
 * formatMoney): "₺3.914,98" in Turkish, "₺3,914.98" in English, each language its own way.
 */
export function formatTextMoney(amount: number, currency: string, language: NameLanguage): string {
  const format = new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

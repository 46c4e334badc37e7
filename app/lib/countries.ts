/**
 * Countries the shop offers for nationality, phone and address, with their dialling codes:
 * Türkiye first, then the countries most of the shop's visitors come from.
 */
const COUNTRIES: readonly { readonly code: string; readonly dial: string }[] = [
  { code: "TR", dial: "+90" },
  { code: "DE", dial: "+49" },
  { code: "GB", dial: "+44" },
  { code: "NL", dial: "+31" },
  { code: "RU", dial: "+7" },
  { code: "UA", dial: "+380" },
  { code: "AZ", dial: "+994" },
  { code: "IR", dial: "+98" },
  { code: "IQ", dial: "+964" },
  { code: "SA", dial: "+966" },
  { code: "AE", dial: "+971" },
  { code: "FR", dial: "+33" },
  { code: "IT", dial: "+39" },
  { code: "ES", dial: "+34" },
  { code: "AT", dial: "+43" },
  { code: "BE", dial: "+32" },
  { code: "CH", dial: "+41" },
  { code: "SE", dial: "+46" },
  { code: "PL", dial: "+48" },
  { code: "GR", dial: "+30" },
  { code: "BG", dial: "+359" },
  { code: "GE", dial: "+995" },
  { code: "KZ", dial: "+7" },
  { code: "IL", dial: "+972" },
  { code: "EG", dial: "+20" },
  { code: "US", dial: "+1" },
  { code: "CN", dial: "+86" },
  { code: "JP", dial: "+81" },
  { code: "KR", dial: "+82" },
  { code: "IN", dial: "+91" },
];

export interface CountryOption {
  readonly code: string;
  readonly dial: string;
  readonly name: string;
}

/**
 * Country names in the page's language, sorted for the locale (Türkiye stays first): the one list
 * of the nationality, dialling code and address country pickers.
 */
export function countryOptions(localeTag: string): CountryOption[] {
  const names = new Intl.DisplayNames([localeTag], { type: "region" });
  const [home, ...rest] = COUNTRIES.map((country) => ({ ...country, name: names.of(country.code) ?? country.code }));
  return [home!, ...rest.sort((a, b) => a.name.localeCompare(b.name, localeTag))];
}

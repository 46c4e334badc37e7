import { cookieHeader, readCookie } from "./cookies";
import { isLocale, type Locale, textDirection } from "~/routing/locales";
import { numberFormat } from "~/lib/intl-formats";

/** Spec section 9: the shop's currencies. */
export const CURRENCIES = ["TRY", "EUR", "USD", "GBP"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Spec section 9: the currency each language starts with. */
const LANGUAGE_CURRENCY: Record<Locale, Currency> = {
  tr: "TRY",
  en: "GBP",
  de: "EUR",
  es: "EUR",
  fr: "EUR",
  it: "EUR",
  pt: "EUR",
  nl: "EUR",
  ru: "EUR",
  ja: "EUR",
  zh: "USD",
  ko: "USD",
  hi: "USD",
  ar: "USD",
};

/** The preference cookie (spec section 3, "Preferences (cookies): currency, age, orderId"). */
export const CURRENCY_COOKIE = "currency";

function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * The cookie keeping a currency the visitor chose: for this visit (strictly necessary: they asked
 * for it), or for a year when they allowed functional cookies (docs/decisions/0024-cookies-follow-consent.md).
 */
export function currencyCookie(currency: Currency, remember: boolean): string {
  return cookieHeader(CURRENCY_COOKIE, currency, remember ? { maxAgeSeconds: ONE_YEAR } : "session");
}

/** A valid currency cookie of the request, if any. */
export function chosenCurrency(request: Request): Currency | undefined {
  const chosen = readCookie(request, CURRENCY_COOKIE);
  return isCurrency(chosen) ? chosen : undefined;
}

/** The visitor's currency: the preference cookie when valid, else the language's default. */
export function currencyFor(request: Request, locale: Locale): Currency {
  return chosenCurrency(request) ?? LANGUAGE_CURRENCY[locale];
}

/**
 * An amount in minor units for display, in the page's language. In a right-to-left language the
 * amount is isolated (U+2068…U+2069, what `<bdi>` does for markup), so a Latin "US$" and the
 * sentence's punctuation around it keep their places.
 */
export function formatMoney(amount: number, currency: string, localeTag: string): string {
  const text = numberFormat(localeTag, { style: "currency", currency, maximumFractionDigits: 2 }).format(amount / 100);
  const locale = localeTag.split("-")[0];
  return isLocale(locale) && textDirection(locale) === "rtl" ? `\u2068${text}\u2069` : text;
}

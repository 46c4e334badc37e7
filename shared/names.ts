/**
 * Names and labels the services return in the request's language: the fourteen languages the
 * shop's pages are written in (app/routing/locales.ts takes them from here). A language the
 * services do not know reads English.
 */
export const NAME_LANGUAGES = [
  "tr",
  "en",
  "de",
  "es",
  "fr",
  "it",
  "pt",
  "nl",
  "ru",
  "ja",
  "zh",
  "ko",
  "hi",
  "ar",
] as const;

export type NameLanguage = (typeof NAME_LANGUAGES)[number];

/** Each language's BCP 47 tag: how it writes dates, numbers and money, and `<html lang>`. */
export const LANGUAGE_TAGS: Readonly<Record<NameLanguage, string>> = {
  tr: "tr-TR",
  en: "en-GB",
  de: "de-DE",
  es: "es-ES",
  fr: "fr-FR",
  it: "it-IT",
  pt: "pt-PT",
  nl: "nl-NL",
  ru: "ru-RU",
  ja: "ja-JP",
  zh: "zh-CN",
  ko: "ko-KR",
  hi: "hi-IN",
  ar: "ar",
};

/** One name in every language. */
export type Names = Readonly<Record<NameLanguage, string>>;

/** The request's language ("de", "de-DE", "TR") as one of the fourteen; English otherwise. */
export function nameLanguage(language: string | null | undefined): NameLanguage {
  const primary = (language ?? "").toLowerCase().split("-")[0];
  return NAME_LANGUAGES.find((known) => known === primary) ?? "en";
}

/** A Turkish/English pair (the database's two name columns) with the other languages beside it. */
export function inLanguage(
  pair: { readonly tr: string; readonly en: string },
  others: Partial<Record<NameLanguage, string>> | undefined,
  language: string | null | undefined,
): string {
  const chosen = nameLanguage(language);
  if (chosen === "tr" || chosen === "en") return pair[chosen];
  return others?.[chosen] ?? pair.en;
}

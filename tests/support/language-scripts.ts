import type { NameLanguage } from "../../shared/names";

/** The shop's languages written in another script than Latin, by a letter of that script. */
export const LANGUAGE_SCRIPTS: Readonly<Partial<Record<NameLanguage, RegExp>>> = {
  ru: /\p{Script=Cyrillic}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  zh: /\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
  hi: /\p{Script=Devanagari}/u,
  ar: /\p{Script=Arabic}/u,
};

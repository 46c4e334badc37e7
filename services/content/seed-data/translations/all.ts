import type { LanguageTexts } from "./index";
import { AR } from "./ar";
import { DE } from "./de";
import { ES } from "./es";
import { FR } from "./fr";
import { HI } from "./hi";
import { IT } from "./it";
import { JA } from "./ja";
import { KO } from "./ko";
import { NL } from "./nl";
import { PT } from "./pt";
import { RU } from "./ru";
import { ZH } from "./zh";

/** Every language beyond Turkish and English, with its content texts. */
export const CONTENT_TRANSLATIONS: Readonly<Record<string, LanguageTexts>> = {
  de: DE,
  es: ES,
  fr: FR,
  it: IT,
  pt: PT,
  nl: NL,
  ru: RU,
  ja: JA,
  zh: ZH,
  ko: KO,
  hi: HI,
  ar: AR,
};

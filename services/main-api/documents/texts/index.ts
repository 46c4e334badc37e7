import type { NameLanguage } from "../../../../shared/names";
import { ar } from "./ar";
import { de } from "./de";
import { en, type DocumentTexts } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { hi } from "./hi";
import { it } from "./it";
import { ja } from "./ja";
import { ko } from "./ko";
import { nl } from "./nl";
import { pt } from "./pt";
import { ru } from "./ru";
import { tr } from "./tr";
import { zh } from "./zh";

export type { DocumentTexts };

/** The documents' words in each of the fourteen languages. */
export const DOCUMENT_TEXTS: Readonly<Record<NameLanguage, DocumentTexts>> = {
  tr,
  en,
  de,
  es,
  fr,
  it,
  pt,
  nl,
  ru,
  ja,
  zh,
  ko,
  hi,
  ar,
};

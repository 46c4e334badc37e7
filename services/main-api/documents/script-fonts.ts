/**
 * The fonts of the languages written in other scripts than Latin and Cyrillic (fonts/, made by
 * scripts/embed-script-fonts.mjs), base64, loaded only for a document in that language: each is
 * 70–240 KB that no other document needs.
 */
import type { DocumentLanguage } from "./types";

export interface ScriptFont {
  readonly regular: string;
  readonly bold: string;
}

const LOADERS: Partial<Record<DocumentLanguage, () => Promise<ScriptFont>>> = {
  ja: async () => ({
    regular: (await import("./fonts/ja-regular")).JA_REGULAR,
    bold: (await import("./fonts/ja-bold")).JA_BOLD,
  }),
  zh: async () => ({
    regular: (await import("./fonts/zh-regular")).ZH_REGULAR,
    bold: (await import("./fonts/zh-bold")).ZH_BOLD,
  }),
  ko: async () => ({
    regular: (await import("./fonts/ko-regular")).KO_REGULAR,
    bold: (await import("./fonts/ko-bold")).KO_BOLD,
  }),
  ar: async () => ({
    regular: (await import("./fonts/ar-regular")).AR_REGULAR,
    bold: (await import("./fonts/ar-bold")).AR_BOLD,
  }),
  hi: async () => ({
    regular: (await import("./fonts/hi-regular")).HI_REGULAR,
    bold: (await import("./fonts/hi-bold")).HI_BOLD,
  }),
};

/** The language's own script font, if RotaGo Sans does not write it. */
export function loadScriptFont(language: DocumentLanguage): Promise<ScriptFont> | undefined {
  return LOADERS[language]?.();
}

/** Languages written right to left: their documents are laid out mirrored. */
export const RIGHT_TO_LEFT: ReadonlySet<DocumentLanguage> = new Set(["ar"]);

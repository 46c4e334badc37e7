import { type I18n, setupI18n } from "@lingui/core";
import { type Locale, LOCALE_TAGS } from "~/routing/locales";
import { wholeCatalog } from "./whole-catalog";

/**
 * A fresh Lingui instance for one request on the server, with the whole catalog. Never share one
 * across requests: an isolate serves many visitors in different languages at once.
 */
export async function createI18n(locale: Locale): Promise<I18n> {
  const messages = await wholeCatalog(locale);
  return setupI18n({ locale, locales: [LOCALE_TAGS[locale]], messages: { [locale]: messages } });
}

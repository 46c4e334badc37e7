import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { type Locale, LOCALE_TAGS } from "~/routing/locales";

// Each catalog is compiled by @lingui/vite-plugin and becomes its own chunk, so a browser only
// downloads the language it shows.
const catalogLoaders = import.meta.glob<{ messages: Messages }>("../../locales/*.po");

async function loadMessages(locale: Locale): Promise<Messages> {
  const load = catalogLoaders[`../../locales/${locale}.po`];
  if (!load) throw new Error(`No message catalog for locale "${locale}"`);
  return (await load()).messages;
}

/**
 * A fresh Lingui instance for one request (server) or one page load (browser). Never share one
 * across requests: an isolate serves many visitors in different languages at once.
 */
export async function createI18n(locale: Locale): Promise<I18n> {
  const messages = await loadMessages(locale);
  return setupI18n({ locale, locales: [LOCALE_TAGS[locale]], messages: { [locale]: messages } });
}

import type { Messages } from "@lingui/core";
import type { Locale } from "~/routing/locales";

// Each catalog is compiled by @lingui/vite-plugin and becomes its own chunk, so only the language
// shown is downloaded. The server renders with the whole catalog; browsers load it only in
// development (the build gives each route its own messages: app/i18n/client-i18n.ts).
const catalogLoaders = import.meta.glob<{ messages: Messages }>("../../locales/*.po");

export async function wholeCatalog(locale: Locale): Promise<Messages> {
  const load = catalogLoaders[`../../locales/${locale}.po`];
  if (!load) throw new Error(`No message catalog for locale "${locale}"`);
  return (await load()).messages;
}

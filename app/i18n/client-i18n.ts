import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { type Locale, LOCALE_TAGS, localeFromPath } from "~/routing/locales";

/** A route's catalog in each language, as the build gives it to the route's module. */
type RouteCatalogs = Readonly<Record<Locale, () => Promise<{ messages: Messages }>>>;

let instance: { i18n: I18n; locale: Locale } | undefined;

/**
 * The browser's one Lingui instance. The page's language is fixed for the document (changing
 * language is a full page load), and each route module adds its messages to it as it loads
 * (docs/decisions/0023-route-messages.md), so the instance starts empty and is shared.
 */
function page(): { i18n: I18n; locale: Locale } {
  if (!instance) {
    const locale = localeFromPath(window.location.pathname);
    const i18n = setupI18n({ locale, locales: [LOCALE_TAGS[locale]], messages: { [locale]: {} } });
    // A message the page's catalogs lack would show its id: a build defect, reported where the
    // end-to-end tests look (any console error fails them).
    i18n.on("missing", ({ id }) => console.error(`Missing ${locale} message ${id}`));
    instance = { i18n, locale };
  }
  return instance;
}

/**
 * Called by every route module of the browser build before it runs: the build adds the call
 * (scripts/route-messages-plugin.ts), so no source file imports it.
 * @public
 */
export async function loadRouteMessages(catalogs: RouteCatalogs): Promise<void> {
  const { i18n, locale } = page();
  i18n.load(locale, (await catalogs[locale]()).messages);
}

/** The instance to hydrate with; in development, where routes bring no catalogs, with the whole catalog. */
export async function clientI18n(): Promise<I18n> {
  const { i18n, locale } = page();
  if (import.meta.env.DEV) {
    const { wholeCatalog } = await import("./whole-catalog");
    i18n.load(locale, await wholeCatalog(locale));
  }
  return i18n;
}

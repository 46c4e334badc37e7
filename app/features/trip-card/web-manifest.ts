import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { SITE_NAME } from "~/lib/site";
import { THEME_COLOR } from "~/lib/theme-color";
import { LOCALE_TAGS, type Locale, textDirection } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";

/**
 * The web app manifest in a language (docs/offline-trip-card.md): one app (`id` "/") whose start
 * page is the home of the language it was installed from, with the trip cards as a shortcut.
 */
export function webManifest(i18n: I18n, locale: Locale) {
  return {
    id: "/",
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: i18n._(msg`Car rental and flight tickets, with your trip cards at hand even without a connection.`),
    lang: LOCALE_TAGS[locale],
    dir: textDirection(locale),
    start_url: hrefFor("home", locale),
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
    shortcuts: [
      {
        name: i18n._(msg`Your trip cards`),
        url: hrefFor("reservation-cards", locale),
        icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
      },
    ],
  };
}

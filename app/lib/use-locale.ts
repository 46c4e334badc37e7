import { useLocation } from "react-router";
import { type Locale, localeFromPath } from "~/routing/locales";

/** The language of the page being shown, read from its address like the server does. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

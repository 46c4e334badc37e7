import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { pushDataLayer } from "~/lib/analytics/data-layer";
import { useLocale } from "~/lib/use-locale";
import { useRootData } from "~/lib/use-root-data";
import { LOCALE_TAGS, LOCALES, type Locale, textDirection } from "~/routing/locales";
import { definedParams, hrefFor, pageForRouteId } from "~/routing/route-table";

/** The spec's language list (section 3: value, label, currency, icon): names in their own language. */
const LANGUAGE_LABELS: Record<Locale, string> = {
  tr: "Türkçe",
  en: "English",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
  it: "Italiano",
  pt: "Português",
  nl: "Nederlands",
  ru: "Русский",
  ja: "日本語",
  zh: "中文",
  ko: "한국어",
  hi: "हिन्दी",
  ar: "العربية",
};

/**
 * The same page in another language on its site (spec section 4: a language change reloads the
 * page on the matching site). Relative when both sites share a host (local development).
 */
function useLanguageHref(): (locale: Locale) => string {
  const leaf = useMatches().at(-1);
  const { search } = useLocation();
  const sites = useRootData()?.sites;
  const page = leaf ? pageForRouteId(leaf.id) : undefined;
  return (locale) => {
    let path: string;
    try {
      const params = definedParams(leaf?.params ?? {});
      path = page ? `${hrefFor(page.name, locale, params)}${search}` : hrefFor("home", locale);
    } catch {
      path = hrefFor("home", locale);
    }
    if (!sites || sites.tr === sites.intl) return path;
    return `${locale === "tr" ? sites.tr : sites.intl}${path}`;
  };
}

function LanguageLinks({ onChoose }: { onChoose?: () => void }) {
  const current = useLocale();
  const hrefOf = useLanguageHref();
  return (
    <ul className="language-list">
      {LOCALES.map((locale) => (
        <li key={locale}>
          <a
            href={hrefOf(locale)}
            hrefLang={LOCALE_TAGS[locale]}
            lang={LOCALE_TAGS[locale]}
            dir={textDirection(locale)}
            aria-current={locale === current ? "true" : undefined}
            onClick={() => {
              pushDataLayer({ event: "language_change", language: locale, previous_language: current });
              onChoose?.();
            }}
          >
            <span className="language-list__icon" aria-hidden="true">
              {locale.toUpperCase()}
            </span>
            {LANGUAGE_LABELS[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's language dropdown: a disclosure (works without JavaScript) whose links load the
 * page in the chosen language; Escape and a click elsewhere close it.
 */
export function LanguagePicker() {
  const { t } = useLingui();
  const current = useLocale();
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const onPointer = (event: PointerEvent) => {
      if (element.open && !element.contains(event.target as Node)) element.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !element.open) return;
      element.open = false;
      element.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    element.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      element.removeEventListener("keydown", onKey);
    };
  }, []);
  return (
    <details ref={details} className="language-picker">
      <summary aria-label={t`Language: ${LANGUAGE_LABELS[current]}`}>
        <span className="language-list__icon" aria-hidden="true">
          {current.toUpperCase()}
        </span>
        <span className="language-picker__label" aria-hidden="true">
          {LANGUAGE_LABELS[current]}
        </span>
      </summary>
      <div className="language-picker__panel">
        <LanguageLinks onChoose={() => details.current?.removeAttribute("open")} />
      </div>
    </details>
  );
}

/** The languages as a plain list, for the mobile menu. */
export function LanguageList() {
  return (
    <section className="mobile-menu__section" aria-labelledby="mobile-languages">
      <h2 id="mobile-languages" className="mobile-menu__heading">
        <Trans>Language</Trans>
      </h2>
      <LanguageLinks />
    </section>
  );
}

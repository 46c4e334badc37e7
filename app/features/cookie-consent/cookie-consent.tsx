import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { ModalDialog } from "~/components/modal-dialog";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";
import {
  $cookieBanner,
  $cookieConsent,
  acceptAllCookies,
  BANNER_DELAY_MS,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  closeCookieSettings,
  consentChoice,
  loadStoredConsent,
  openCookieSettings,
  type OptionalCategory,
  REJECT_ALL,
  rejectAllCookies,
  saveConsent,
  showBannerIfUndecided,
  syncStoredConsent,
} from "./consent";

/** Keeps room below the page for the fixed banner, so nothing stays hidden behind it. */
function reserveSpace(element: HTMLElement | null) {
  if (!element) return;
  const root = document.documentElement;
  const update = () => root.style.setProperty("--cookie-banner-height", `${element.offsetHeight}px`);
  update();
  const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
  observer?.observe(element);
  return () => {
    observer?.disconnect();
    root.style.removeProperty("--cookie-banner-height");
  };
}

/** The two equal choices: rejecting is exactly as easy as accepting (same look, side by side). */
function ChoiceButtons() {
  return (
    <>
      <button type="button" className="button cookie-consent__choice" data-consent="reject" onClick={rejectAllCookies}>
        <Trans>Reject all</Trans>
      </button>
      <button type="button" className="button cookie-consent__choice" data-consent="accept" onClick={acceptAllCookies}>
        <Trans>Accept all</Trans>
      </button>
    </>
  );
}

function SettingsForm({ initial }: { initial: ConsentChoice }) {
  const { t } = useLingui();
  const id = useId();
  const [choice, setChoice] = useState(initial);
  const categories: { key: OptionalCategory; name: string; description: string }[] = [
    {
      key: "functional",
      name: t`Functional cookies`,
      description: t`Remember your choices, such as recent searches, to make the site easier to use.`,
    },
    {
      key: "analytical",
      name: t`Analytical cookies`,
      description: t`Tell us anonymously how the site is used, so we can improve it.`,
    },
    {
      key: "marketing",
      name: t`Marketing cookies`,
      description: t`Show you relevant offers on other sites and measure our campaigns.`,
    },
  ];
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveConsent(choice);
  };
  return (
    <form className="cookie-settings" onSubmit={save}>
      <fieldset className="cookie-settings__categories">
        <legend className="visually-hidden">
          <Trans>Cookie categories</Trans>
        </legend>
        <div className="cookie-settings__category">
          {/* Always on (spec section 5): shown checked and disabled. */}
          <input
            type="checkbox"
            id={`${id}-necessary`}
            name="necessary"
            checked
            disabled
            readOnly
            aria-describedby={`${id}-necessary-description`}
          />
          <label htmlFor={`${id}-necessary`}>
            <Trans>Necessary cookies</Trans>
          </label>
          <p id={`${id}-necessary-description`} className="cookie-settings__description">
            <Trans>
              Always on: they keep the site working and secure (your session, basket, language and currency).
            </Trans>
          </p>
        </div>
        {categories.map(({ key, name, description }) => (
          <div key={key} className="cookie-settings__category">
            <input
              type="checkbox"
              id={`${id}-${key}`}
              name={key}
              checked={choice[key]}
              onChange={(event) => setChoice({ ...choice, [key]: event.currentTarget.checked })}
              aria-describedby={`${id}-${key}-description`}
            />
            <label htmlFor={`${id}-${key}`}>{name}</label>
            <p id={`${id}-${key}-description`} className="cookie-settings__description">
              {description}
            </p>
          </div>
        ))}
      </fieldset>
      <div className="cookie-consent__actions">
        <button type="submit" className="button button--primary" data-consent="save">
          <Trans>Save settings</Trans>
        </button>
        <ChoiceButtons />
      </div>
    </form>
  );
}

/**
 * The cookie consent (spec sections 3–5, 9): hidden at first; 7 seconds after the page loads,
 * when no choice is stored, a summary banner with "Reject all", "Accept all" and "Cookie
 * settings". The banner is a labelled, non-modal region at the very start of the document (the
 * first stop for the Tab key, before the skip link) shown fixed at the bottom of the screen; it
 * does not take focus, and a polite status message says it appeared. The settings are a modal
 * dialog, opened from the banner or the footer's "Cookie settings" at any time. Rendered in the
 * browser only: the server renders an empty status and a closed dialog.
 */
export function CookieConsent() {
  const { t } = useLingui();
  const locale = useLocale();
  const headingId = useId();
  const view = useStore($cookieBanner);
  const consent = useStore($cookieConsent);

  useEffect(() => {
    loadStoredConsent();
    const timer = window.setTimeout(showBannerIfUndecided, BANNER_DELAY_MS);
    // A choice made in another tab applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY || event.key === null) syncStoredConsent();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  return (
    <>
      <div role="status" className="visually-hidden">
        {view === "summary" ? t`Cookie choices: the cookie banner is open at the end of the page.` : null}
      </div>
      {view === "summary" ? (
        <section ref={reserveSpace} className="cookie-banner" aria-labelledby={headingId} data-testid="cookie-banner">
          <div className="cookie-banner__inner">
            <div className="cookie-banner__text">
              <h2 id={headingId} className="cookie-banner__heading">
                <Trans>Cookies on this site</Trans>
              </h2>
              <p>
                <Trans>
                  We use necessary cookies to run the site. With your permission we also use functional, analytical and
                  marketing cookies. You can change your choice at any time under “Cookie settings” at the bottom of
                  every page.
                </Trans>{" "}
                <Link to={hrefFor("legal", locale, { slug: "cerez-politikasi" })}>
                  <Trans>Cookie policy</Trans>
                </Link>
              </p>
            </div>
            <div className="cookie-consent__actions">
              <ChoiceButtons />
              <button
                type="button"
                className="button button--secondary"
                data-consent="settings"
                onClick={openCookieSettings}
              >
                <Trans>Cookie settings</Trans>
              </button>
            </div>
          </div>
        </section>
      ) : null}
      <ModalDialog
        open={view === "settings"}
        onClose={closeCookieSettings}
        title={t`Cookie settings`}
        description={t`Choose which cookies we may use. Necessary cookies are always on.`}
      >
        <SettingsForm initial={consent ? consentChoice(consent) : REJECT_ALL} />
      </ModalDialog>
    </>
  );
}

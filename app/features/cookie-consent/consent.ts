/**
 * The visitor's cookie consent (spec sections 3, 4, 5, 9): the record stored in local storage
 * under `cookieConsent`, the stores the banner and the frame read, and the choices.
 * Docs: docs/frame.md.
 */
import { clientAtom } from "~/lib/client-atom";
import { consentCookieValue, OPTIONAL_CATEGORIES, type OptionalCategory } from "~/lib/consent-cookie";
import { parseIsoDate } from "~/lib/dates";

export const CONSENT_STORAGE_KEY = "cookieConsent";

/** The banner appears this long after the page loads when no consent is stored (spec section 9). */
export const BANNER_DELAY_MS = 7_000;

export type { OptionalCategory } from "~/lib/consent-cookie";

/** What the visitor allowed, category by category. */
export type ConsentChoice = Readonly<Record<OptionalCategory, boolean>>;

interface ConsentEntry {
  readonly accepted: boolean;
  /** When the visitor chose, as an ISO 8601 timestamp. */
  readonly date: string;
}

/** The stored record: every category with accepted and date; necessary is always accepted. */
export type CookieConsentRecord = Readonly<Record<OptionalCategory, ConsentEntry>> & {
  readonly necessary: { readonly accepted: true; readonly date: string };
};

// An RFC 3339 timestamp with seconds and Z or an offset, on a day of the calendar: what
// `toISOString` writes. Plain code, not a schema: this runs on every page at start-up.
const TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

function isTimestamp(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const day = TIMESTAMP.exec(value)?.[1];
  return day !== undefined && parseIsoDate(day) !== undefined;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function consentEntry(value: unknown): ConsentEntry | undefined {
  if (!isRecord(value)) return undefined;
  const { accepted, date } = value;
  return typeof accepted === "boolean" && isTimestamp(date) ? { accepted, date } : undefined;
}

export const ACCEPT_ALL: ConsentChoice = { functional: true, analytical: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { functional: false, analytical: false, marketing: false };

/** The record for a choice made at `date`. */
export function consentRecord(choice: ConsentChoice, date: Date): CookieConsentRecord {
  const at = date.toISOString();
  return {
    necessary: { accepted: true, date: at },
    functional: { accepted: choice.functional, date: at },
    analytical: { accepted: choice.analytical, date: at },
    marketing: { accepted: choice.marketing, date: at },
  };
}

/** A stored value as a record, or null when there is none or it is unreadable (the banner asks again). */
export function parseConsent(raw: string | null | undefined): CookieConsentRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const necessary = consentEntry(value.necessary);
  const functional = consentEntry(value.functional);
  const analytical = consentEntry(value.analytical);
  const marketing = consentEntry(value.marketing);
  if (!necessary || !functional || !analytical || !marketing) return null;
  // Necessary cookies cannot be refused (spec section 5), whatever the stored value says.
  return { necessary: { accepted: true, date: necessary.date }, functional, analytical, marketing };
}

export const consentChoice = (record: CookieConsentRecord): ConsentChoice => ({
  functional: record.functional.accepted,
  analytical: record.analytical.accepted,
  marketing: record.marketing.accepted,
});

/** The visitor's stored consent; null until they choose (or until it is read, in the browser). */
export const $cookieConsent = clientAtom<CookieConsentRecord | null>(null);

/** What the consent UI shows: nothing, the summary banner, or the settings dialog. */
export type BannerView = "hidden" | "summary" | "settings";
export const $cookieBanner = clientAtom<BannerView>("hidden");

function sameRecord(a: CookieConsentRecord | null, b: CookieConsentRecord | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Reads the stored consent into `$cookieConsent` (browser only). */
export function loadStoredConsent(): CookieConsentRecord | null {
  let stored: CookieConsentRecord | null;
  try {
    stored = parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    // Storage blocked by the browser's privacy settings: ask, and keep the answer for this page.
    stored = $cookieConsent.get();
  }
  if (!sameRecord(stored, $cookieConsent.get())) $cookieConsent.set(stored);
  return stored;
}

/** Another tab stored (or cleared) a choice: follow it, closing the banner when there is one. */
export function syncStoredConsent(): void {
  if (loadStoredConsent() !== null && $cookieBanner.get() === "summary") $cookieBanner.set("hidden");
}

/** Stores the visitor's choice and closes the banner and the settings. */
export function saveConsent(choice: ConsentChoice, date = new Date()): CookieConsentRecord {
  const record = consentRecord(choice, date);
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage blocked: the choice holds for this page; the banner asks again on the next one.
  }
  $cookieConsent.set(record);
  $cookieBanner.set("hidden");
  return record;
}

export const acceptAllCookies = () => saveConsent(ACCEPT_ALL);
export const rejectAllCookies = () => saveConsent(REJECT_ALL);

/** Shows the summary banner when the visitor has not chosen yet and nothing else is open. */
export function showBannerIfUndecided(): void {
  if ($cookieConsent.get() === null && $cookieBanner.get() === "hidden") $cookieBanner.set("summary");
}

/** Opens the settings (the footer's "Cookie settings", at any time). */
export function openCookieSettings(): void {
  $cookieBanner.set("settings");
}

/** Leaves the settings without saving: back to the banner while the visitor has not chosen. */
export function closeCookieSettings(): void {
  $cookieBanner.set($cookieConsent.get() === null ? "summary" : "hidden");
}

/** Where the page remembers which choice the server has recorded, so it is sent once per change. */
const SENT_STORAGE_KEY = "cookieConsentSent";

/**
 * Tells the server the visitor's choice (POST /preferences/consent, which records it in the
 * `consent` cookie), once per change: from then on responses set only the cookies it allows, and
 * a withdrawn consent removes the functional ones (docs/decisions/0024-cookies-follow-consent.md).
 */
export function sendConsent(choice: ConsentChoice): void {
  const value = consentCookieValue(choice);
  try {
    if (window.localStorage.getItem(SENT_STORAGE_KEY) === value) return;
  } catch {
    // Storage blocked: send it; the page cannot tell whether it was sent before.
  }
  const body = new URLSearchParams(OPTIONAL_CATEGORIES.map((category) => [category, choice[category] ? "1" : "0"]));
  fetch("/preferences/consent", { method: "POST", body }).then(
    (response) => {
      if (!response.ok) return;
      try {
        window.localStorage.setItem(SENT_STORAGE_KEY, value);
      } catch {
        // Storage blocked: sent again on the next page, which changes nothing.
      }
    },
    // Offline or refused: the next page sends it again.
    () => undefined,
  );
}

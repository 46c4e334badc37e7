/**
 * The analytics data layer (spec section 7): events are pushed to `window.dataLayer` for the tag
 * manager. Browser only.
 *
 * Consent mode (docs/frame.md): before anything else the page pushes Google consent-mode
 * defaults with every storage but security denied (`initConsentMode`), then the visitor's stored
 * choice and each new one as a consent update (`updateConsentMode`). Events reach the data layer
 * only with consent to analytics or marketing: until the visitor chooses they wait in the page
 * (pushed if they allow it, dropped if not), and after "Reject all" none is pushed at all.
 */
export interface DataLayerEvent {
  readonly event: string;
  readonly [key: string]: unknown;
}

/**
 * A gtag() command such as `consent default`: an Arguments object, as gtag.js pushes it (tag
 * managers read consent commands in that form only, not as arrays or plain objects).
 */
interface ConsentCommand {
  readonly [index: number]: unknown;
  readonly length: number;
  readonly event?: undefined;
  readonly [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: (DataLayerEvent | ConsentCommand)[];
  }
}

/** Whether events may reach the data layer: not yet known, allowed, or refused. */
let eventConsent: "undecided" | "granted" | "refused" = "undecided";
/** Events of this page waiting for the visitor's choice (a page pushes a handful; the cap bounds a runaway). */
const waiting: DataLayerEvent[] = [];
const MAX_WAITING = 100;

/** Back to a new document's state, choice unknown and nothing waiting (each test starts as a new page). */
export function resetEventConsent(): void {
  eventConsent = "undecided";
  waiting.length = 0;
}

function pushNow(event: DataLayerEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === "undefined") return;
  if (eventConsent === "granted") pushNow(event);
  else if (eventConsent === "undecided" && waiting.length < MAX_WAITING) waiting.push(event);
}

/** The visitor's optional cookie categories (necessary cookies are always allowed). */
export interface ConsentCategories {
  readonly functional: boolean;
  readonly analytical: boolean;
  readonly marketing: boolean;
}

type ConsentValue = "granted" | "denied";

/** Google consent-mode signals for the visitor's categories. */
export function consentSignals(categories: ConsentCategories): Record<string, ConsentValue> {
  const value = (granted: boolean): ConsentValue => (granted ? "granted" : "denied");
  return {
    ad_storage: value(categories.marketing),
    ad_user_data: value(categories.marketing),
    ad_personalization: value(categories.marketing),
    analytics_storage: value(categories.analytical),
    functionality_storage: value(categories.functional),
    personalization_storage: value(categories.functional),
    security_storage: "granted",
  };
}

/** How long tags wait for the stored choice after the defaults (milliseconds). */
const WAIT_FOR_UPDATE_MS = 500;

// gtag's own definition: it pushes its `arguments` object.
function gtag(..._command: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments as unknown as ConsentCommand);
}

const isConsentCommand = (entry: unknown, action: string): boolean =>
  Object.prototype.toString.call(entry) === "[object Arguments]" &&
  (entry as ConsentCommand)[0] === "consent" &&
  (entry as ConsentCommand)[1] === action;

/**
 * Pushes the consent defaults (everything but security storage denied) once per page, before any
 * event: the root module calls it as the page's scripts start, ahead of hydration.
 */
export function initConsentMode(): void {
  if (typeof window === "undefined") return;
  if (window.dataLayer?.some((entry) => isConsentCommand(entry, "default"))) return;
  gtag("consent", "default", {
    ...consentSignals({ functional: false, analytical: false, marketing: false }),
    wait_for_update: WAIT_FOR_UPDATE_MS,
  });
}

/**
 * The visitor's choice (stored, or just made) as a consent update, followed by a
 * `cookie_consent_update` event that tag-manager triggers can fire the newly allowed tags on.
 */
export function updateConsentMode(categories: ConsentCategories): void {
  if (typeof window === "undefined") return;
  initConsentMode();
  gtag("consent", "update", consentSignals(categories));
  // The choice itself is a consent signal, not an analytics event: tag managers fire on it.
  pushNow({
    event: "cookie_consent_update",
    functional: categories.functional,
    analytical: categories.analytical,
    marketing: categories.marketing,
  });
  eventConsent = categories.analytical || categories.marketing ? "granted" : "refused";
  const held = waiting.splice(0);
  if (eventConsent === "granted") held.forEach(pushNow);
}

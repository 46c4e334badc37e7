import { afterEach, describe, expect, it } from "vitest";
import { consentSignals, initConsentMode, pushDataLayer, resetEventConsent, updateConsentMode } from "./data-layer";

afterEach(() => {
  delete window.dataLayer;
  resetEventConsent();
});

/** A consent command as tag managers read it: an Arguments object with the command's words. */
const command = (entry: unknown) =>
  Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : null;

const DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
  functionality_storage: "denied",
  personalization_storage: "denied",
  security_storage: "granted",
};

describe("consent mode in the data layer", () => {
  it("starts with the consent defaults, everything but security denied, as a gtag() command", () => {
    initConsentMode();
    expect(window.dataLayer).toHaveLength(1);
    expect(command(window.dataLayer![0])).toEqual(["consent", "default", { ...DENIED, wait_for_update: 500 }]);
  });

  it("pushes the defaults once per page", () => {
    initConsentMode();
    initConsentMode();
    expect(window.dataLayer).toHaveLength(1);
  });

  it("maps the visitor's categories to consent signals", () => {
    expect(consentSignals({ functional: true, analytical: false, marketing: true })).toEqual({
      ...DENIED,
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      functionality_storage: "granted",
      personalization_storage: "granted",
    });
    expect(consentSignals({ functional: false, analytical: true, marketing: false })).toEqual({
      ...DENIED,
      analytics_storage: "granted",
    });
  });

  it("holds events until the visitor allows analytics, then pushes them after the update", () => {
    initConsentMode();
    pushDataLayer({ event: "view_item", code: "C-1" });
    expect(window.dataLayer).toHaveLength(1);
    updateConsentMode({ functional: false, analytical: true, marketing: false });
    pushDataLayer({ event: "add_to_cart", code: "C-1" });
    const entries = window.dataLayer!;
    expect(command(entries[0])?.slice(0, 2)).toEqual(["consent", "default"]);
    expect(command(entries[1])).toEqual(["consent", "update", { ...DENIED, analytics_storage: "granted" }]);
    expect(entries[2]).toEqual({
      event: "cookie_consent_update",
      functional: false,
      analytical: true,
      marketing: false,
    });
    expect(entries.slice(3)).toEqual([
      { event: "view_item", code: "C-1" },
      { event: "add_to_cart", code: "C-1" },
    ]);
  });

  it('pushes no event after "Reject all" (or functional cookies only): the waiting ones are dropped', () => {
    initConsentMode();
    pushDataLayer({ event: "view_item", code: "C-1" });
    updateConsentMode({ functional: true, analytical: false, marketing: false });
    pushDataLayer({ event: "add_to_cart", code: "C-1" });
    expect(window.dataLayer!.flatMap((entry) => (entry.event ? [entry.event] : []))).toEqual(["cookie_consent_update"]);
  });

  it("follows a changed mind: marketing allowed later lets the next events through", () => {
    updateConsentMode({ functional: false, analytical: false, marketing: false });
    pushDataLayer({ event: "view_item", code: "C-1" });
    updateConsentMode({ functional: false, analytical: false, marketing: true });
    pushDataLayer({ event: "purchase", code: "C-1" });
    expect(window.dataLayer!.flatMap((entry) => (entry.event ? [entry.event] : []))).toEqual([
      "cookie_consent_update",
      "cookie_consent_update",
      "purchase",
    ]);
  });

  it("never lets an update come before the defaults", () => {
    updateConsentMode({ functional: true, analytical: true, marketing: true });
    expect(window.dataLayer!.map((entry) => command(entry)?.[1] ?? entry.event)).toEqual([
      "default",
      "update",
      "cookie_consent_update",
    ]);
  });
});

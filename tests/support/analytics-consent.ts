import { resetEventConsent, updateConsentMode } from "~/lib/analytics/data-layer";

/** A page whose visitor allowed analytics: events reach the data layer, which starts empty. */
export function withAnalyticsAllowed(): void {
  updateConsentMode({ functional: false, analytical: true, marketing: false });
  delete window.dataLayer;
}

/** The next test's page starts without a choice and without a data layer. */
export function forgetAnalytics(): void {
  delete window.dataLayer;
  resetEventConsent();
}

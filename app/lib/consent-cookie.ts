/**
 * The visitor's cookie choice as the server sees it (docs/decisions/0024-cookies-follow-consent.md).
 * The choice is made and kept in the browser; the page posts it to /preferences/consent, which
 * records it in the strictly necessary `consent` cookie, so responses set functional cookies (the
 * remembered driver age, a currency kept beyond the visit) only when the visitor allowed them.
 */
import { cookieHeader, readCookie } from "./cookies";

/** The categories a visitor chooses; necessary cookies are always on. */
export const OPTIONAL_CATEGORIES = ["functional", "analytical", "marketing"] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

const CONSENT_COOKIE = "consent";
const ONE_YEAR = 365 * 24 * 60 * 60;

/** The cookie's value for a choice: the allowed categories in a fixed order, joined by "." ("none" for none). */
export function consentCookieValue(choice: Readonly<Record<OptionalCategory, boolean>>): string {
  return OPTIONAL_CATEGORIES.filter((category) => choice[category]).join(".") || "none";
}

export const consentCookie = (value: string) => cookieHeader(CONSENT_COOKIE, value, { maxAgeSeconds: ONE_YEAR });

/** Whether the request's visitor allowed functional cookies (no recorded choice: not allowed). */
export function allowsFunctionalCookies(request: Request): boolean {
  return (readCookie(request, CONSENT_COOKIE) ?? "").split(".").includes("functional");
}

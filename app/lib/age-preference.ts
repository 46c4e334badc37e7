import { allowsFunctionalCookies } from "./consent-cookie";
import { preferenceCookie, readCookie } from "./cookies";

/** The driver age last searched (spec section 3, preference cookie "age"; the form's default is 30–65). */
export const AGE_COOKIE = "age";
const ONE_YEAR = 365 * 24 * 60 * 60;

export function readAgePreference(request: Request): number | undefined {
  const age = Number(readCookie(request, AGE_COOKIE));
  return Number.isInteger(age) && age >= 18 && age <= 99 ? age : undefined;
}

/** The cookie that remembers a searched age: a functional cookie, set only with the visitor's consent. */
export function ageCookieFor(request: Request, age: number): string | undefined {
  return allowsFunctionalCookies(request) ? preferenceCookie(AGE_COOKIE, String(age), ONE_YEAR) : undefined;
}

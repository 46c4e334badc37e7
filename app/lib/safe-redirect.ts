/**
 * The shop's one URL module on the app side: where a visitor may be sent back to, and which links
 * from content may be rendered. The rules themselves are pure and shared with the Worker edge and
 * the embedded services (shared/url.ts).
 */
import { isHttpsUrl, isSafeHref, isSitePath, resolveSitePath } from "../../shared/url";

export { isHttpsUrl, isSafeHref, isSitePath };

/**
 * The one decision about where the shop may send a visitor back to (login `redirect`, logout,
 * the currency switch, any `redirect`/`returnTo`): a same-origin path, or `fallback`.
 *
 * The value is first normalised the way a browser would (URL-parsed against the site's origin:
 * dot segments, `%2e`, backslashes, tabs and newlines all resolved), then the parsed result is
 * judged, and exactly that result is returned. Judging one spelling and returning another is how
 * `/..//evil` or `/%2e//evil` used to become a protocol-relative `//evil`.
 *
 * @example
 * safeRedirectPath("/./\\evil.example") // "/"
 * safeRedirectPath("/tr/../en/kampanya?x=1#a") // "/en/kampanya?x=1#a"
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  return (typeof value === "string" && resolveSitePath(value)) || fallback;
}

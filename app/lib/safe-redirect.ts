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
  if (typeof value !== "string" || !value.startsWith("/") || value.length > MAX_REDIRECT_LENGTH) return fallback;
  // Raw control characters are never in a link the shop made (the parser would silently drop them).
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(value, SAME_ORIGIN);
  } catch {
    return fallback;
  }
  if (parsed.origin !== SAME_ORIGIN) return fallback;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return isSameOriginPath(path) ? path : fallback;
}

/** Longest redirect target kept; longer values are not a page of ours. */
export const MAX_REDIRECT_LENGTH = 2048;

const SAME_ORIGIN = "https://same-origin.invalid";

/**
 * Whether `path`, sent as a `Location`, keeps the browser on this site: it starts with exactly one
 * slash, resolves to itself (nothing left for a browser to normalise), and its path part holds no
 * backslash, control character or solidus look-alike, also after one or two levels of
 * percent-decoding (for code downstream that decodes before redirecting again; a path that cannot
 * be decoded as a whole is left as is).
 */
export function isSameOriginPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//")) return false;
  let resolved: URL;
  try {
    resolved = new URL(path, SAME_ORIGIN);
  } catch {
    return false;
  }
  if (resolved.origin !== SAME_ORIGIN || `${resolved.pathname}${resolved.search}${resolved.hash}` !== path) {
    return false;
  }
  let decoded = resolved.pathname;
  for (let level = 0; level <= 2; level++) {
    if (!isPlainRootPath(decoded)) return false;
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break;
    }
  }
  return true;
}

function isPlainRootPath(pathname: string): boolean {
  if (!pathname.startsWith("/") || pathname.startsWith("//")) return false;
  // Backslashes, C0/C1 controls, DEL, and the full-width solidus/reverse solidus look-alikes.
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  return !/[\\\u0000-\u001f\u007f-\u009f\uff0f\uff3c\u2215\u2044]/.test(pathname);
}
